import { expect, it } from "vitest";
import rule from "../../src/rules/era-compat.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withOutput = (outputSchema: unknown) => ({ tools: [tool({ name: "list_labels", outputSchema })] });
const v2026 = "2026-07-28";

it("is a warning: the server may send 2025-era clients another schema (the SDK v2 does)", () => {
  expect(rule.meta.severity).toBe("warning");
});

ruleTester(rule).run({
  valid: [
    { name: "an object schema", input: withOutput({ type: "object", properties: { labels: { type: "array" } } }), protocol: v2026 },
    { name: "a tool without an outputSchema", input: { tools: [tool()] }, protocol: v2026 },
    { name: "a boolean schema (output-schema-object's)", input: withOutput(true), protocol: v2026 },
    { name: "a null schema (output-schema-object's)", input: withOutput(null), protocol: v2026 },
    { name: "an array schema in the 2025-11-25 view", input: withOutput({ type: "array" }), protocol: "2025-11-25" },
  ],
  invalid: [
    {
      name: "an array schema in the 2026-07-28 view",
      input: withOutput({ type: "array", items: { type: "string" } }),
      protocol: v2026,
      errors: [
        {
          message:
            '`outputSchema` has root `type` "array": valid in protocol 2026-07-28, but 2025-11-25 clients require `"type": "object"` there and reject the whole tools/list. If this server also serves 2025-era clients, send them an object (the official SDK v2 wraps the schema as `{"type": "object", "properties": {"result": …}, "required": ["result"]}`); check that view with `--protocol 2025-11-25`.',
          pointer: "/tools/0/outputSchema/type",
          line: 22,
          column: 9,
        },
      ],
    },
    {
      name: "a string schema in the 2026-07-28 view",
      input: withOutput({ type: "string" }),
      protocol: v2026,
      errors: [
        {
          message:
            '`outputSchema` has root `type` "string": valid in protocol 2026-07-28, but 2025-11-25 clients require `"type": "object"` there and reject the whole tools/list. If this server also serves 2025-era clients, send them an object (the official SDK v2 wraps the schema as `{"type": "object", "properties": {"result": …}, "required": ["result"]}`); check that view with `--protocol 2025-11-25`.',
          pointer: "/tools/0/outputSchema/type",
        },
      ],
    },
    {
      name: "a type list in the 2026-07-28 view",
      input: withOutput({ type: ["object", "null"] }),
      protocol: v2026,
      errors: [
        {
          message:
            '`outputSchema` has root `type` that is not "object": valid in protocol 2026-07-28, but 2025-11-25 clients require `"type": "object"` there and reject the whole tools/list. If this server also serves 2025-era clients, send them an object (the official SDK v2 wraps the schema as `{"type": "object", "properties": {"result": …}, "required": ["result"]}`); check that view with `--protocol 2025-11-25`.',
          pointer: "/tools/0/outputSchema/type",
        },
      ],
    },
    {
      name: "a schema without a root type in the 2026-07-28 view",
      input: withOutput({ anyOf: [{ type: "object" }, { type: "array" }] }),
      protocol: v2026,
      errors: [
        {
          message:
            '`outputSchema` has no root `type`: valid in protocol 2026-07-28, but 2025-11-25 clients require `"type": "object"` there and reject the whole tools/list. If this server also serves 2025-era clients, send them an object (the official SDK v2 wraps the schema as `{"type": "object", "properties": {"result": …}, "required": ["result"]}`); check that view with `--protocol 2025-11-25`.',
          pointer: "/tools/0/outputSchema",
        },
      ],
    },
    // Version-neutral: it may be 2026-07-28.
    {
      name: "an array schema in a file without a recorded version",
      input: withOutput({ type: "array" }),
      errors: [
        {
          message:
            '`outputSchema` has root `type` "array": valid in protocol 2026-07-28, but 2025-11-25 clients require `"type": "object"` there and reject the whole tools/list. If this server also serves 2025-era clients, send them an object (the official SDK v2 wraps the schema as `{"type": "object", "properties": {"result": …}, "required": ["result"]}`); check that view with `--protocol 2025-11-25`.',
          pointer: "/tools/0/outputSchema/type",
        },
      ],
    },
  ],
});
