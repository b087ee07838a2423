import { describe, expect, it } from "vitest";
import rule from "../../src/rules/param-description.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const withSchema = (inputSchema: unknown) => ({ tools: [tool({ inputSchema })] });

describe("param-description", () => {
  it("flags a root parameter without a description, at the parameter", () => {
    const findings = lintRule(rule, withSchema({ type: "object", properties: { limit: { type: "integer" } } }));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "param-description", pointer: "/tools/0/inputSchema/properties/limit", tool: "list_files" });
    expect(findings[0]!.message).toContain("`limit`");
  });

  it("flags members of nested objects and of array items, naming their path", () => {
    const findings = lintRule(
      rule,
      withSchema({
        type: "object",
        properties: {
          options: { type: "object", description: "How to render the page.", properties: { width: { type: "number" } } },
          files: { type: "array", description: "Files to upload.", items: { type: "object", properties: { path: { type: "string" } } } },
        },
      }),
    );
    // One finding per tool, at the first parameter, naming every one without a description.
    expect(findings.map((f) => f.pointer)).toEqual(["/tools/0/inputSchema/properties/options/properties/width"]);
    expect(findings[0]!.message).toBe(
      "2 parameters have no `description` (`options.width` and `files[].path`): the model sees only their names. Add a `description` to each that says what the value means, its format and unit.",
    );
  });

  it.each([
    ["an empty description", { type: "string", description: "" }],
    ["a blank description", { type: "string", description: "   " }],
    ["a non-string description", { type: "string", description: 42 }],
    ["only a title", { type: "string", title: "Query" }],
  ])("flags %s", (_, schema) => {
    expect(lintRule(rule, withSchema({ type: "object", properties: { q: schema } }))).toHaveLength(1);
  });

  it("flags properties of definitions (used through $ref)", () => {
    const findings = lintRule(
      rule,
      withSchema({
        type: "object",
        properties: { item: { $ref: "#/$defs/Item", description: "The item to add." } },
        $defs: { Item: { type: "object", properties: { id: { type: "string" } } } },
      }),
    );
    expect(findings.map((f) => f.pointer)).toEqual(["/tools/0/inputSchema/$defs/Item/properties/id"]);
    expect(findings[0]!.message).toContain("`$defs.Item.id`");
  });

  it.each([
    ["its own description", { q: { type: "string", description: "Text to search for." } }],
    ["a description where its local $ref leads", { q: { $ref: "#/$defs/Q" } }],
    ["a description on an anyOf member (nullable pydantic field)", { q: { anyOf: [{ type: "string", description: "Text." }, { type: "null" }] } }],
    ["a boolean subschema (nothing to describe)", { q: true }],
  ])("leaves alone a parameter with %s", (_, properties) => {
    const schema = { type: "object", properties, $defs: { Q: { type: "string", description: "Text to search for." } } };
    expect(lintRule(rule, withSchema(schema))).toEqual([]);
  });

  it("leaves alone properties restated in composition branches and in test-only subschemas", () => {
    const schema = {
      type: "object",
      properties: { kind: { type: "string", description: "Kind of item." }, size: { type: "integer", description: "Size in bytes." } },
      oneOf: [{ properties: { kind: { const: "a" } } }, { properties: { kind: { const: "b" } } }],
      if: { properties: { kind: { const: "a" } } },
      then: { properties: { size: { maximum: 3 } } },
      not: { properties: { other: { type: "string" } } },
    };
    expect(lintRule(rule, withSchema(schema))).toEqual([]);
  });

  it.each([
    [
      "a container object whose fields carry the meaning",
      { options: { type: "object", properties: { width: { type: "number", description: "Width in pixels." } } } },
    ],
    ["an array of described objects", { rows: { type: "array", items: { type: "object", properties: { id: { type: "string", description: "Row id." } } } } }],
    ["a fixed discriminator (const)", { type: { const: "text" }, text: { type: "string", description: "Body text." } }],
    ["a one-member enum", { kind: { type: "string", enum: ["note"] } }],
  ])("leaves alone %s", (_, properties) => {
    expect(lintRule(rule, withSchema({ type: "object", properties }))).toEqual([]);
  });

  it("leaves alone properties of a definition nothing refers to", () => {
    expect(
      lintRule(rule, withSchema({ type: "object", properties: {}, $defs: { Unused: { type: "object", properties: { id: { type: "string" } } } } })),
    ).toEqual([]);
  });

  it.each([
    ["email", "email parameter"],
    ["query", "The query"],
    ["userId", "User ID."],
    ["file_path", "File path"],
  ])("flags %s described only by its name (%j)", (name, description) => {
    const findings = lintRule(rule, withSchema({ type: "object", properties: { [name]: { type: "string", description } } }));
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain("says nothing beyond its name");
  });

  it.each([
    ["email", "Email address to send the invitation to."],
    ["query", "Full-text query; supports AND, OR and quoted phrases."],
    ["limit", "Maximum number of results."],
    ["id", "游戏王卡牌ID，通常为八位数字"],
  ])("leaves alone %s with a description that adds something (%j)", (name, description) => {
    expect(lintRule(rule, withSchema({ type: "object", properties: { [name]: { type: "string", description } } }))).toEqual([]);
  });

  it("leaves outputSchema fields alone (they are not parameters)", () => {
    const outputSchema = { type: "object", properties: { total: { type: "integer" } } };
    expect(lintRule(rule, { tools: [tool({ outputSchema })] })).toEqual([]);
  });

  it("does not throw on broken schemas and hostile keys", () => {
    const broken = [
      tool({ inputSchema: { type: "object", properties: null } }),
      tool({ name: "b", inputSchema: JSON.parse('{"type": "object", "properties": {"__proto__": {"type": "string"}, "constructor": {"description": "ok"}}}') }),
      tool({ name: "c", inputSchema: { type: "object", properties: { x: { $ref: "#/nope" } } } }),
      tool({ name: "d", inputSchema: { type: "object", properties: { x: { $ref: "#/properties/x" } } } }),
      tool({ name: "e", inputSchema: "nonsense" }),
    ];
    const findings = lintRule(rule, { tools: broken });
    expect(findings.map((f) => f.pointer)).toEqual([
      "/tools/1/inputSchema/properties/__proto__",
      "/tools/2/inputSchema/properties/x",
      "/tools/3/inputSchema/properties/x",
    ]);
  });

  it.each([
    ["(required) Account to invite, as a numeric id."],
    ["Required. Account to invite, as a numeric id."],
    ["Account to invite, as a numeric id (required)"],
    ["Account to invite. Required."],
  ])("flags a parameter its description calls required that is not in `required` (%j)", (description) => {
    const findings = lintRule(rule, withSchema({ type: "object", properties: { userId: { type: "string", description } } }));
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain("calls it required");
    expect(lintRule(rule, withSchema({ type: "object", properties: { userId: { type: "string", description } }, required: ["userId"] }))).toEqual([]);
  });

  it("leaves alone a conditional requirement and one a composition may impose", () => {
    expect(
      lintRule(rule, withSchema({ type: "object", properties: { id: { type: "string", description: "Account to invite. Required when mode is 'edit'." } } })),
    ).toEqual([]);
    expect(
      lintRule(
        rule,
        withSchema({
          type: "object",
          properties: { key: { type: "string", description: "The file key (e.g., 'abc123'). Either this or fileUrl is required." } },
        }),
      ),
    ).toEqual([]);
    expect(
      lintRule(
        rule,
        withSchema({
          type: "object",
          properties: { html: { type: "string", description: "HTML content. When provided, the plain text argument MUST be provided as well." } },
        }),
      ),
    ).toEqual([]);
    expect(
      lintRule(
        rule,
        withSchema({
          type: "object",
          properties: { id: { type: "string", description: "(required) Account to invite, as a numeric id." } },
          anyOf: [{ required: ["id"] }],
        }),
      ),
    ).toEqual([]);
  });

  it.each([["{{userName}}"], ["${name}"], ["<name>"]])("flags the template placeholder %s used as a property name", (name) => {
    const findings = lintRule(rule, withSchema({ type: "object", properties: { [name]: { type: "string", description: "The user's display name." } } }));
    expect(findings).toHaveLength(1);
    expect(findings[0]!.message).toContain("unfilled template placeholder");
  });

  it("leaves alone parameters the tool's description documents docstring-style, and still names the others", () => {
    const documented = {
      tools: [
        tool({
          description: "Get quotes for symbols.\n\nArgs:\n    symbol_list: comma-separated tickers\n    market (str): the exchange code\n",
          inputSchema: { type: "object", properties: { symbol_list: { type: "string" }, market: { type: "string" }, limit: { type: "integer" } } },
        }),
      ],
    };
    const findings = lintRule(rule, documented);
    expect(findings.map((f) => f.pointer)).toEqual(["/tools/0/inputSchema/properties/limit"]);
  });
});
