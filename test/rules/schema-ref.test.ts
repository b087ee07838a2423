import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-ref.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";
import { lintWithSchemaRules } from "../schema/schema-rules.js";

const withSchema = (inputSchema: unknown) => [tool({ inputSchema })];
const withDefs = (
  properties: Record<string, unknown>,
  defs: Record<string, unknown> = { Address: { type: "object", properties: { city: { type: "string" } } } },
) => withSchema({ type: "object", properties, $defs: defs });

ruleTester(rule).run({
  valid: [
    { name: "JSON Pointers that resolve", input: withDefs({ home: { $ref: "#/$defs/Address" }, work: { $ref: "#/$defs/Address/properties/city" } }) },
    {
      name: "pointers with `~1` and percent escapes",
      input: withDefs({ a: { $ref: "#/$defs/a~1b" }, b: { $ref: "#/$defs/with%20space" } }, { "a/b": { type: "string" }, "with space": { type: "string" } }),
    },
    { name: "an `$anchor`", input: withDefs({ a: { $ref: "#addr" } }, { Address: { $anchor: "addr", type: "object" } }) },
    {
      name: "the root's `$id`, absolute and relative",
      input: withSchema({
        $id: "https://example.com/tool.json",
        type: "object",
        properties: { a: { $ref: "https://example.com/tool.json#/$defs/x" }, b: { $ref: "tool.json#/$defs/x" } },
        $defs: { x: { type: "string" } },
      }),
    },
    {
      name: "an inner `$id`, from inside and from outside",
      input: withSchema({
        type: "object",
        properties: {
          a: { $id: "https://example.com/inner", $defs: { y: { type: "string" } }, properties: { b: { $ref: "#/$defs/y" } } },
          c: { $ref: "https://example.com/inner#/$defs/y" },
        },
      }),
    },
    {
      name: "a recursive definition",
      input: withSchema({
        type: "object",
        properties: { root: { $ref: "#/$defs/node" } },
        $defs: { node: { type: "object", properties: { children: { type: "array", items: { $ref: "#/$defs/node" } } } } },
      }),
    },
    { name: "a reference to the root", input: withSchema({ type: "object", properties: { self: { $ref: "#" } } }) },
    {
      name: "`$ref` keys inside values, and a `$ref` that is not a string (schema-valid's)",
      input: withSchema({
        type: "object",
        properties: { a: { type: "object", default: { $ref: "#/nowhere" }, enum: [{ $ref: "#/nowhere" }] }, b: { $ref: 5 } },
      }),
    },
  ],
  invalid: [
    {
      name: "a pointer that finds nothing, with the nearest name",
      input: withDefs({ home: { $ref: "#/$defs/Adress" } }),
      errors: [
        {
          message:
            "`$ref` `#/$defs/Adress` does not resolve inside this schema: nothing is at `/$defs/Adress`, so validators fail on it or skip it. Did you mean `#/$defs/Address`? Fix the reference or add the subschema it names.",
          pointer: "/0/inputSchema/properties/home/$ref",
          line: 9,
          column: 11,
          tool: "list_files",
        },
      ],
    },
    {
      name: "`#/definitions/...` where the schema has `$defs`",
      input: withDefs({ home: { $ref: "#/definitions/Address" } }),
      errors: [
        {
          message:
            "`$ref` `#/definitions/Address` does not resolve inside this schema: nothing is at `/definitions/Address`, so validators fail on it or skip it. The definitions are under `$defs`: did you mean `#/$defs/Address`? Fix the reference or add the subschema it names.",
          pointer: "/0/inputSchema/properties/home/$ref",
        },
      ],
    },
    {
      name: "a reference to something that is not a schema",
      input: withSchema({ type: "object", properties: { a: { type: "string", description: "A" }, b: { $ref: "#/properties/a/description" } } }),
      errors: [
        {
          message:
            "`$ref` `#/properties/a/description` does not resolve inside this schema: `/properties/a/description` is not a schema, so validators fail on it or skip it. Fix the reference or add the subschema it names.",
          pointer: "/0/inputSchema/properties/b/$ref",
        },
      ],
    },
    {
      name: "a reference to an inherited property",
      input: withSchema({ type: "object", properties: { b: { $ref: "#/constructor" } } }),
      errors: [
        {
          message:
            "`$ref` `#/constructor` does not resolve inside this schema: nothing is at `/constructor`, so validators fail on it or skip it. Fix the reference or add the subschema it names.",
          pointer: "/0/inputSchema/properties/b/$ref",
        },
      ],
    },
    {
      name: "an unknown anchor",
      input: withSchema({ type: "object", properties: { b: { $ref: "#nowhere" } } }),
      errors: [
        {
          message:
            "`$ref` `#nowhere` does not resolve inside this schema: no subschema is named `nowhere`, so validators fail on it or skip it. Fix the reference or add the subschema it names.",
          pointer: "/0/inputSchema/properties/b/$ref",
        },
      ],
    },
    {
      name: "references to other documents, which are not loaded",
      input: withSchema({
        type: "object",
        properties: { a: { $ref: "https://example.com/schemas/a.json" }, b: { $ref: "file:///etc/passwd" }, c: { $ref: "other.json#/x" } },
      }),
      errors: [
        {
          message:
            "`$ref` `https://example.com/schemas/a.json` points at a schema on the network or disk, outside this tool's schema: clients never fetch it, so its constraints are lost. Copy the referenced schema under `$defs` and point at it with `#/$defs/…`.",
          pointer: "/0/inputSchema/properties/a/$ref",
        },
        {
          message:
            "`$ref` `file:///etc/passwd` points at a schema on the network or disk, outside this tool's schema: clients never fetch it, so its constraints are lost. Copy the referenced schema under `$defs` and point at it with `#/$defs/…`.",
          pointer: "/0/inputSchema/properties/b/$ref",
        },
        {
          message:
            "`$ref` `other.json#/x` points at another document, outside this tool's schema: clients never fetch it, so its constraints are lost. Copy the referenced schema under `$defs` and point at it with `#/$defs/…`.",
          pointer: "/0/inputSchema/properties/c/$ref",
        },
      ],
    },
    {
      name: "a malformed reference",
      input: withSchema({ type: "object", properties: { a: { $ref: "#/%zz" } } }),
      errors: [
        {
          message: "`$ref` `#/%zz` is not a valid URI reference. Point at a subschema with a fragment such as `#/$defs/Name`.",
          pointer: "/0/inputSchema/properties/a/$ref",
        },
      ],
    },
    {
      name: "a `$dynamicRef` to no `$dynamicAnchor`",
      input: withSchema({ type: "object", $dynamicAnchor: "node", properties: { a: { $dynamicRef: "#node" }, b: { $dynamicRef: "#leaf" } } }),
      errors: [
        {
          message:
            "`$dynamicRef` `#leaf` does not resolve inside this schema: no subschema is named `leaf`, so validators fail on it or skip it. Fix the reference or add the subschema it names.",
          pointer: "/0/inputSchema/properties/b/$dynamicRef",
        },
      ],
    },
  ],
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
