// The schema rules on every real server in corpus/real: nothing throws, and each
// finding below was read and judged. Every error is a real defect of that server.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lintWithSchemaRules } from "./schema-rules.js";

const CORPUS = new URL("../../corpus/real/", import.meta.url);
const files = readdirSync(CORPUS)
  .filter((f) => f.endsWith(".json"))
  .sort();

/**
 * Findings by "rule severity file", each as a sorted list of pointers. schema-value-valid is a
 * warning since the severity policy (docs/README.md): a value its own schema rejects is valid
 * JSON Schema and breaks no client.
 */
type Expected = Record<string, string[]>;

const props = (tool: number, ...names: string[]) => names.map((name) => `/tools/${tool}/inputSchema/properties/${name}/default`);

const EXPECTED: Expected = {
  // Python servers declaring `x: str = None`: the schema says `type: "string"` (integer, array…)
  // and `default: null`, so the parameter is really nullable but clients and models are told it
  // is not (pydantic writes `anyOf: [{…}, {"type": "null"}]` only for `Optional[...]`). A strict
  // client that applies defaults sends an invalid value. Real defects, one per parameter.
  "schema-value-valid warning mcp-music-analysis.json": [...props(0, "duration"), ...props(3, "fmin")],
  "schema-value-valid warning office-powerpoint-mcp-server.json": [
    ...props(27, "presentation_id", "shape_index", "text", "url"),
    ...props(28, "presentation_id"),
    ...props(29, "color", "presentation_id"),
    ...props(30, "layout_index", "presentation_id"),
    ...props(31, "presentation_id", "transition_type"),
  ],
  "schema-value-valid warning office-word-mcp-server.json": [
    ...props(0, "author", "title"),
    ...props(1, "destination_filename"),
    ...props(13, "base_style", "bold", "color", "font_name", "font_size", "italic"),
    ...props(14, "bold", "color", "font_name", "font_size", "italic", "underline"),
    ...props(15, "border_style", "has_header_row", "shading"),
    ...props(20, "font_name", "font_size"),
    ...props(23, "output_filename"),
    ...props(6, "style"),
    ...props(8, "width"),
    ...props(9, "data"),
  ],
  "schema-value-valid warning osm-mcp-server.json": [
    ...props(11, "parking_type"),
    ...props(2, "categories"),
    ...props(4, "subcategories"),
    ...props(7, "education_levels"),
    ...props(8, "depart_at"),
    ...props(9, "connector_types", "min_power"),
  ],
  // tavily-search: `country` is an enum of country names with `default: ""`, which is not one of
  // them. A real defect: the default can never be sent.
  "schema-value-valid warning tavily-mcp.json": props(0, "country"),
  // read_pdf: `"exclusiveMinimum": true` beside `"minimum": 0` is draft-04's spelling; in 2020-12
  // (and draft-07) `exclusiveMinimum` is a number, so the schema is invalid and ajv refuses to
  // compile it. A real defect (zod-to-json-schema's old openApi target).
  "schema-valid error sylphlab__pdf-reader-mcp.json": ["/tools/0/inputSchema/properties/sources/items/properties/pages/anyOf/0/items/exclusiveMinimum"],
  // Parameters that accept any JSON value and say so with `{}` (or only a title): right per the
  // rule's purpose, the model has to guess what to send. write_note `tags` ({"default": null,
  // "title": "Tags"}, an untyped Python parameter), set_config_value `value`, and kintone's
  // subtable cell `value` (its type depends on the field): an `anyOf` of the accepted types
  // would tell the model. Warnings; a field named `value` is often open on purpose, so those are info.
  "schema-type-present warning basic-memory.json": ["/tools/7/inputSchema/properties/tags"],
  "schema-type-present info macrat__mcp-server-kintone.json": [2, 4].map(
    (tool) =>
      `/tools/${tool}/inputSchema/properties/record/additionalProperties/properties/value/anyOf/3/properties/value/items/properties/value/additionalProperties/properties/value`,
  ),
  "schema-type-present info wonderwhy-er__desktop-commander.json": ["/tools/1/inputSchema/properties/value"],
};

describe("schema rules on the real-server corpus", () => {
  it("has the corpus", () => {
    expect(files.length).toBeGreaterThan(80);
  });

  // Protocol versions that read a schema without `$schema` as 2020-12 only, or as 2020-12 or draft-07.
  it.each(["2026-07-28", "2024-11-05"] as const)("draws exactly the judged findings under %s, and never throws", async (protocol) => {
    const inputs = files.map((file) => JSON.parse(readFileSync(new URL(file, CORPUS), "utf8")));
    const { findings, failures } = await lintWithSchemaRules(inputs, protocol);
    expect(failures).toEqual([]);
    const actual: Expected = {};
    for (const finding of findings) {
      const key = `${finding.ruleId} ${finding.severity} ${files[finding.inputIndex]}`;
      (actual[key] ??= []).push(finding.pointer);
    }
    const sorted = (groups: Expected) => Object.fromEntries(Object.entries(groups).map(([key, pointers]) => [key, [...pointers].sort()]));
    expect(sorted(actual)).toEqual(sorted(EXPECTED));
  });
});
