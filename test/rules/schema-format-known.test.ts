import { describe, expect, it } from "vitest";
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
    expect(lint("url")[0]!.message).toContain("`uri`");
    expect(lint("emial")[0]!.message).toContain("`email`");
  });

  it("names OpenAPI's formats and formats of later dialects", () => {
    expect(lint("int64")[0]!.message).toContain("OpenAPI");
    expect(lint("uuid", "http://json-schema.org/draft-07/schema#")[0]!.message).toContain("2019-09");
    expect(lint("phone-number")[0]!.message).toContain("`pattern`");
  });

  it("leaves the dialect's formats alone", () => {
    for (const format of ["date-time", "date", "time", "duration", "email", "hostname", "ipv4", "ipv6", "uri", "uri-reference", "uuid", "regex", "json-pointer"]) {
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
