import { describe, expect, it } from "vitest";
import rule from "../../src/rules/schema-flat.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

const ROOT = "/tools/0/inputSchema";
const withSchema = (inputSchema: unknown) => ({ tools: [tool({ inputSchema })] });
const object = (properties: Record<string, unknown>) => ({ type: "object", properties });
const leaf = { type: "string", description: "A value." };

describe("schema-flat", () => {
  it("flags fields three object levels deep once, at the `properties` that holds them", () => {
    const findings = lintRule(rule, withSchema(object({ a: object({ b: object({ c: leaf, d: leaf }) }) })));
    expect(findings).toHaveLength(1);
    expect(findings[0]).toMatchObject({ ruleId: "schema-flat", pointer: `${ROOT}/properties/a/properties/b/properties` });
    expect(findings[0]!.message).toContain("`a.b`");
    expect(findings[0]!.message).toContain("`c`, `d`");
  });

  it("counts objects inside array items as levels", () => {
    const schema = object({ files: { type: "array", items: object({ ranges: { type: "array", items: object({ start: leaf }) } }) } });
    expect(lintRule(rule, withSchema(schema)).map((f) => f.pointer)).toEqual([`${ROOT}/properties/files/items/properties/ranges/items/properties`]);
  });

  it("reports a deeper subtree only at its first level too deep", () => {
    const findings = lintRule(rule, withSchema(object({ a: object({ b: object({ c: object({ d: object({ e: leaf }) }) }) }) })));
    expect(findings.map((f) => f.pointer)).toEqual([`${ROOT}/properties/a/properties/b/properties`]);
  });

  it("takes `maxDepth` from the options", () => {
    const schema = object({ a: object({ b: leaf }) });
    expect(lintRule(rule, withSchema(schema), { options: { maxDepth: 1 } }).map((f) => f.pointer)).toEqual([`${ROOT}/properties/a/properties`]);
    expect(lintRule(rule, withSchema(object({ a: object({ b: object({ c: leaf }) }) })), { options: { maxDepth: 3 } })).toEqual([]);
  });

  it("leaves alone root parameters and one level below, and outputSchema", () => {
    const schema = object({ a: object({ b: leaf }), list: { type: "array", items: object({ x: leaf }) } });
    const deepOutput = object({ a: object({ b: object({ c: leaf }) }) });
    expect(lintRule(rule, { tools: [tool({ inputSchema: schema, outputSchema: deepOutput })] })).toEqual([]);
  });

  it("leaves alone a small object of two scalar fields, and says when a one-key wrapper is the fix", () => {
    // clarity's `filters.performanceScore: {min, max}`, paypal's `invoicer.name: {given_name, surname}`.
    const range = object({ filters: object({ score: object({ min: { type: "number" }, max: { type: "number" } }), page: leaf }) });
    expect(lintRule(rule, withSchema(range))).toEqual([]);
    const enumPair = object({ policy: object({ period: object({ unit: { enum: ["DAY"] }, value: { type: "integer" } }), name: leaf }) });
    expect(lintRule(rule, withSchema(enumPair))).toEqual([]);
    // Three fields, or a field that is itself an object, are still reported.
    const three = object({ o: object({ v: object({ a: leaf, b: leaf, c: leaf }), x: leaf }) });
    expect(lintRule(rule, withSchema(three))).toHaveLength(1);
    // resend's `workflow` holds only `steps`: removing the wrapper is the fix.
    const wrapped = object({ workflow: object({ steps: { type: "array", items: object({ key: leaf, type: leaf }) } }) });
    const [finding] = lintRule(rule, withSchema(wrapped));
    expect(finding!.message).toContain("`workflow` only wraps `steps`: remove that one-key wrapper object");
    // notion's `rich_text[].text: {content}`: the one-field object is itself the wrapper.
    const [text] = lintRule(rule, withSchema(object({ rich_text: { type: "array", items: object({ text: object({ content: leaf }), link: leaf }) } })));
    expect(text!.message).toContain("`rich_text[].text` only wraps `content`");
    // A branch of a union keyed by the action name is no wrapper.
    const union = object({ actions: { type: "array", items: { anyOf: [object({ click: object({ index: leaf, why: leaf, at: leaf }) })] } } });
    expect(lintRule(rule, withSchema(union))[0]!.message).toContain("Flatten them");
    // Nor a field of a union branch whose siblings hold more under the same key (`count.arguments: {query}`
    // beside `find.arguments: {filter, limit}`): removing it in one branch would split their shapes.
    const method = (name: string, args: Record<string, unknown>) => object({ name: { const: name }, arguments: object(args) });
    const branches = object({
      method: {
        type: "array",
        items: {
          anyOf: [
            method("count", { query: object({ a: leaf, b: leaf, c: leaf }) }),
            method("find", { filter: object({ a: leaf, b: leaf, c: leaf }), limit: leaf }),
          ],
        },
      },
    });
    const messagesOf = lintRule(rule, withSchema(branches)).map((f) => f.message);
    expect(messagesOf.length).toBeGreaterThan(0);
    expect(messagesOf.some((m) => m.includes("only wraps"))).toBe(false);
  });

  it("leaves alone OpenAI chat messages and content parts, which models know by heart", () => {
    const part = object({ type: { type: "string", const: "image_url" }, image_url: object({ url: leaf, detail: leaf, extra: leaf }) });
    const messages = object({ messages: { type: "array", items: object({ role: leaf, content: { type: "array", items: { anyOf: [part] } } }) } });
    expect(lintRule(rule, withSchema(messages))).toEqual([]);
    const parts = object({ message: { type: "array", items: { anyOf: [part] } } });
    expect(lintRule(rule, withSchema(parts))).toEqual([]);
    // A `type` tag of the tool's own does not count.
    const own = object({ message: { type: "array", items: object({ type: { const: "widget" }, widget: object({ a: leaf, b: leaf, c: leaf }) }) } });
    expect(lintRule(rule, withSchema(own))).toHaveLength(1);
  });
});
