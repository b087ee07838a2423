import rule from "../../src/rules/schema-type-present.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withProperties = (properties: Record<string, unknown>, root = "inputSchema") => [tool({ [root]: { type: "object", properties } })];

ruleTester(rule).run({
  valid: [
    { name: "a `type`", input: withProperties({ p: { type: "string" } }) },
    { name: "an `enum`", input: withProperties({ p: { enum: ["a"] } }) },
    { name: "a `const`", input: withProperties({ p: { const: 1 } }) },
    { name: "a `$ref`", input: withProperties({ p: { $ref: "#/$defs/x" } }) },
    { name: "an `anyOf`", input: withProperties({ p: { anyOf: [{ type: "string" }] } }) },
    { name: "a `oneOf`", input: withProperties({ p: { oneOf: [] } }) },
    { name: "an `allOf`", input: withProperties({ p: { allOf: [] } }) },
    { name: "a `not`", input: withProperties({ p: { not: {} } }) },
    { name: "a boolean property schema", input: withProperties({ anything: true }) },
    { name: "an outputSchema field", input: withProperties({ result: { description: "Anything." } }, "outputSchema") },
    {
      name: "the members of a GeoJSON object (free-form `properties`, `geometry`)",
      input: withProperties({ geojson: { type: "object", properties: { type: { type: "string" }, geometry: {}, properties: {} } } }),
    },
    {
      name: "`items` of a JSON Schema the model writes",
      input: withProperties({
        parameters: { type: "object", properties: { type: { type: "string" }, properties: { type: "object" }, items: {} } },
      }),
    },
    {
      name: "the tool's annotations pasted into `properties` (schema-unknown-keyword's)",
      input: withProperties({ path: { type: "string" }, annotations: { readOnlyHint: false, destructiveHint: false } }),
    },
    {
      name: "a `value` whose description lists the kinds it takes",
      input: withProperties({
        field: { type: "string" },
        value: { description: "Comparison value. Type depends on the field: string, number, boolean, or array." },
      }),
    },
    {
      name: "a `value` or `payload` whose description says any value goes (`(any type)`, `anything`)",
      input: withProperties({
        name: { type: "string" },
        value: { description: "Option value (any type)" },
        payload: { description: "Anything to store under the key" },
      }),
    },
    {
      name: "a `value` whose description says its format depends on something else",
      input: withProperties({ field_id: { type: "string" }, value: { description: "Value to set (format depends on field type)" } }),
    },
    {
      name: "the `value` of a `{field, operator, value}` condition or a `{field, value}` action",
      input: withProperties({
        conditions: {
          type: "array",
          items: {
            type: "object",
            properties: { field: { type: "string" }, operator: { type: "string" }, value: { description: "Value to compare against" } },
          },
        },
        filters: { type: "array", items: { type: "object", properties: { column: { type: "string" }, op: { type: "string" }, value: {} } } },
        actions: { type: "array", items: { type: "object", properties: { field: { type: "string" }, value: { description: "Value to set" } } } },
      }),
    },
    {
      name: "the `payload` of an envelope whose sibling names its kind (a Redux action's `type`, an event's name)",
      input: withProperties({ type: { type: "string", description: "Action type" }, payload: { description: "Action payload" } }),
    },
  ],
  invalid: [
    {
      name: "a `value` beside a field name and other fields: no condition",
      input: withProperties({ field: { type: "string" }, record_id: { type: "string" }, value: {} }),
      severity: "warning",
      errors: [
        {
          message: "Parameter `value` declares no `type` (nor `enum`, `const`, `$ref` or a composition), so the model must guess what to send. Add a `type`.",
          pointer: "/0/inputSchema/properties/value",
          severity: "info",
        },
      ],
    },
    {
      name: "a field under another name that says any value goes: an `anyOf` would say it in the schema",
      input: withProperties({ data: { description: "Option data (any type)" } }),
      errors: [
        {
          message: "Parameter `data` declares no `type` (nor `enum`, `const`, `$ref` or a composition), so the model must guess what to send. Add a `type`.",
          pointer: "/0/inputSchema/properties/data",
        },
      ],
    },
    {
      name: "a `value` whose description names one kind: a `type` says it",
      input: withProperties({ field: { type: "string" }, value: { description: "The value to compare against. Must be a string." } }),
      errors: [
        {
          message: "Parameter `value` declares no `type` (nor `enum`, `const`, `$ref` or a composition), so the model must guess what to send. Add a `type`.",
          pointer: "/0/inputSchema/properties/value",
        },
      ],
    },
    {
      name: "another parameter whose description lists kinds: an `anyOf` states them",
      input: withProperties({ command: { description: "Shell command string or command as array of arguments." } }),
      errors: [
        {
          message: "Parameter `command` declares no `type` (nor `enum`, `const`, `$ref` or a composition), so the model must guess what to send. Add a `type`.",
          pointer: "/0/inputSchema/properties/command",
        },
      ],
    },
    {
      name: "an untyped `annotations` parameter that holds no annotation hints",
      input: withProperties({ path: { type: "string" }, annotations: { description: "Labels to attach." } }),
      errors: [
        {
          message:
            "Parameter `annotations` declares no `type` (nor `enum`, `const`, `$ref` or a composition), so the model must guess what to send. Add a `type`.",
          pointer: "/0/inputSchema/properties/annotations",
        },
      ],
    },
    {
      name: "a field named for any JSON value (`value`, `payload`), one step quieter",
      input: withProperties({ key: { type: "string" }, value: {} }),
      severity: "warning",
      errors: [
        {
          message: "Parameter `value` declares no `type` (nor `enum`, `const`, `$ref` or a composition), so the model must guess what to send. Add a `type`.",
          pointer: "/0/inputSchema/properties/value",
          severity: "info",
        },
      ],
    },
    {
      name: "a `payload` with no sibling naming its kind, one step quieter",
      input: withProperties({ url: { type: "string" }, payload: { description: "Request body" } }),
      severity: "warning",
      errors: [
        {
          message: "Parameter `payload` declares no `type` (nor `enum`, `const`, `$ref` or a composition), so the model must guess what to send. Add a `type`.",
          pointer: "/0/inputSchema/properties/payload",
          severity: "info",
        },
      ],
    },
    {
      name: "an untyped field beside a `type` field that is no JSON Schema (`config` beside `type` and `name`)",
      input: withProperties({ component: { type: "object", properties: { type: { type: "string" }, name: { type: "string" }, config: {} } } }),
      errors: [
        {
          message: "Parameter `config` declares no `type` (nor `enum`, `const`, `$ref` or a composition), so the model must guess what to send. Add a `type`.",
          pointer: "/0/inputSchema/properties/component/properties/config",
        },
      ],
    },
    {
      name: "a parameter with nothing saying what it is, at the parameter",
      input: withProperties({ tags: { description: "Tags to add." } }),
      errors: [
        {
          message: "Parameter `tags` declares no `type` (nor `enum`, `const`, `$ref` or a composition), so the model must guess what to send. Add a `type`.",
          pointer: "/0/inputSchema/properties/tags",
          line: 8,
          column: 9,
          tool: "list_files",
        },
      ],
    },
    {
      name: "a nested parameter",
      input: withProperties({ list: { type: "array", items: { type: "object", properties: { label: {} } } } }),
      errors: [
        {
          message: "Parameter `label` declares no `type` (nor `enum`, `const`, `$ref` or a composition), so the model must guess what to send. Add a `type`.",
          pointer: "/0/inputSchema/properties/list/items/properties/label",
        },
      ],
    },
  ],
});
