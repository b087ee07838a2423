import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { AJV_FORMATS } from "../../src/schema/formats.js";
import rule from "../../src/rules/schema-format-known.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const lint = (format: unknown, $schema?: string, protocol?: "2025-06-18") =>
  lintRule(rule, [tool({ inputSchema: { ...($schema ? { $schema } : {}), type: "object", properties: { p: { type: "string", format } } } })], { protocol });

describe("schema-format-known", () => {
  it("flags an unknown format, at `format`, with the format meant", () => {
    const findings = lint("datetime");
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-format-known", pointer: "/0/inputSchema/properties/p/format", tool: "list_files" });
    expect(findings[0]!.message).toContain("did you mean `date-time`?");
    expect(lint("link")[0]!.message).toContain("`uri`");
    expect(lint("emial")[0]!.message).toContain("`email`");
  });

  it("names formats of later dialects, and reports names nothing knows", () => {
    expect(lint("iri", "http://json-schema.org/draft-06/schema#")[0]!.message).toContain("draft-07");
    expect(lint("phone-number")[0]!.message).toContain("`pattern`");
    expect(lint("json")).toHaveLength(1); // notion's `"format": "json"`
    expect(lint("uint64")).toHaveLength(1); // schemars': ajv clients log "unknown format"
  });

  it("leaves alone what ajv-formats knows in any dialect: `uuid` under draft-07, OpenAPI's `int32`", () => {
    const draft07 = "http://json-schema.org/draft-07/schema#";
    for (const format of ["uuid", "duration", "url", "int32", "int64", "float", "double", "byte", "binary", "password"]) {
      expect(lint(format, draft07), format).toEqual([]);
      expect(lint(format), format).toEqual([]);
    }
    expect(lint("uuid", "http://json-schema.org/draft-04/schema#")).toEqual([]);
  });

  it("keeps its list in step with ajv-formats", () => {
    const { fullFormats } = createRequire(import.meta.url)("ajv-formats/dist/formats.js") as { fullFormats: Record<string, unknown> };
    expect([...AJV_FORMATS].sort()).toEqual(Object.keys(fullFormats).sort());
  });

  it("leaves the dialect's formats alone", () => {
    for (const format of [
      "date-time",
      "date",
      "time",
      "duration",
      "email",
      "hostname",
      "ipv4",
      "ipv6",
      "uri",
      "uri-reference",
      "uuid",
      "regex",
      "json-pointer",
    ]) {
      expect(lint(format), format).toEqual([]);
    }
    expect(lint("date", "http://json-schema.org/draft-07/schema#")).toEqual([]);
    expect(lint("uuid", undefined, "2025-06-18")).toEqual([]);
  });

  it("ignores a format that is not a string, and unknown dialects", () => {
    expect(lint(5)).toEqual([]);
    expect(lint("whatever", "https://example.com/dialect")).toEqual([]);
  });
});
