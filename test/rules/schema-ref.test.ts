import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-ref.js";
import { lintRule, tool } from "../helpers/lint-rule.js";
import { lintWithSchemaRules } from "../schema/schema-rules.js";

const lint = (inputSchema: unknown) => lintRule(rule, [tool({ inputSchema })]);
const withDefs = (
  properties: Record<string, unknown>,
  defs: Record<string, unknown> = { Address: { type: "object", properties: { city: { type: "string" } } } },
) => ({
  type: "object",
  properties,
  $defs: defs,
});

describe("schema-ref", () => {
  it("leaves references that resolve alone: pointers, escapes, anchors, `$id`s, recursion", () => {
    expect(lint(withDefs({ home: { $ref: "#/$defs/Address" }, work: { $ref: "#/$defs/Address/properties/city" } }))).toEqual([]);
    expect(
      lint(withDefs({ a: { $ref: "#/$defs/a~1b" }, b: { $ref: "#/$defs/with%20space" } }, { "a/b": { type: "string" }, "with space": { type: "string" } })),
    ).toEqual([]);
    expect(lint(withDefs({ a: { $ref: "#addr" } }, { Address: { $anchor: "addr", type: "object" } }))).toEqual([]);
    expect(
      lint({
        $id: "https://example.com/tool.json",
        type: "object",
        properties: { a: { $ref: "https://example.com/tool.json#/$defs/x" }, b: { $ref: "tool.json#/$defs/x" } },
        $defs: { x: { type: "string" } },
      }),
    ).toEqual([]);
    expect(
      lint({
        type: "object",
        properties: {
          a: { $id: "https://example.com/inner", $defs: { y: { type: "string" } }, properties: { b: { $ref: "#/$defs/y" } } },
          c: { $ref: "https://example.com/inner#/$defs/y" },
        },
      }),
    ).toEqual([]);
    const tree = {
      type: "object",
      properties: { root: { $ref: "#/$defs/node" } },
      $defs: { node: { type: "object", properties: { children: { type: "array", items: { $ref: "#/$defs/node" } } } } },
    };
    expect(lint(tree)).toEqual([]);
    expect(lint({ type: "object", properties: { self: { $ref: "#" } } })).toEqual([]);
  });

  it("reports a pointer that finds nothing, with the nearest name", () => {
    const findings = lint(withDefs({ home: { $ref: "#/$defs/Adress" } }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-ref", pointer: "/0/inputSchema/properties/home/$ref", tool: "list_files" });
    expect(findings[0]!.message).toContain("does not resolve");
    expect(findings[0]!.message).toContain("`#/$defs/Address`");
  });

  it("points at `$defs` when a reference says `definitions` (and back)", () => {
    const [finding] = lint(withDefs({ home: { $ref: "#/definitions/Address" } }));
    expect(finding!.message).toContain("did you mean `#/$defs/Address`?");
  });

  it("reports a reference to something that is not a schema, to an inherited property, or to an unknown anchor", () => {
    expect(lint({ type: "object", properties: { a: { type: "string", description: "A" }, b: { $ref: "#/properties/a/description" } } })).toHaveLength(1);
    expect(lint({ type: "object", properties: { b: { $ref: "#/constructor" } } })).toHaveLength(1);
    expect(lint({ type: "object", properties: { b: { $ref: "#nowhere" } } })[0]!.message).toContain("no subschema is named `nowhere`");
  });

  it("reports references to other documents without loading them", () => {
    const findings = lint({
      type: "object",
      properties: { a: { $ref: "https://example.com/schemas/a.json" }, b: { $ref: "file:///etc/passwd" }, c: { $ref: "other.json#/x" } },
    });
    expect(findings.map((f) => f.pointer)).toEqual([
      "/0/inputSchema/properties/a/$ref",
      "/0/inputSchema/properties/b/$ref",
      "/0/inputSchema/properties/c/$ref",
    ]);
    expect(findings[0]!.message).toContain("clients never fetch it");
    expect(findings[2]!.message).toContain("another document");
  });

  it("reports a malformed reference, and checks `$dynamicRef`", () => {
    expect(lint({ type: "object", properties: { a: { $ref: "#/%zz" } } })[0]!.message).toContain("not a valid URI reference");
    expect(
      lint({ type: "object", $dynamicAnchor: "node", properties: { a: { $dynamicRef: "#node" }, b: { $dynamicRef: "#leaf" } } }).map((f) => f.pointer),
    ).toEqual(["/0/inputSchema/properties/b/$dynamicRef"]);
  });

  it("ignores `$ref` keys inside values and non-string `$ref`s (schema-valid's)", () => {
    expect(
      lint({ type: "object", properties: { a: { type: "object", default: { $ref: "#/nowhere" }, enum: [{ $ref: "#/nowhere" }] }, b: { $ref: 5 } } }),
    ).toEqual([]);
  });

  describe("never fetches", () => {
    let server: Server;
    let hits = 0;
    let url = "";
    beforeAll(async () => {
      server = createServer((_, response) => {
        hits++;
        response.setHeader("content-type", "application/schema+json");
        response.end(JSON.stringify({ type: "string" }));
      });
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/schema.json`;
    });
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

    it("reports a remote `$ref` and makes no request, in any schema rule", async () => {
      const input = [tool({ inputSchema: { type: "object", properties: { a: { $ref: url, default: 5 }, b: { $ref: `${url}#/definitions/x` } } } })];
      const { findings, failures } = await lintWithSchemaRules([input]);
      expect(failures).toEqual([]);
      expect(findings.filter((f) => f.ruleId === "schema-ref").map((f) => f.pointer)).toEqual([
        "/0/inputSchema/properties/a/$ref",
        "/0/inputSchema/properties/b/$ref",
      ]);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(hits).toBe(0);
      // The server does answer: a request would have been counted.
      await fetch(url);
      expect(hits).toBe(1);
    });
  });
});
