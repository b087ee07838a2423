import rule from "../../src/rules/schema-satisfiable.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withParam = (p: Record<string, unknown>, $schema?: string) => [
  tool({ inputSchema: { ...($schema ? { $schema } : {}), type: "object", properties: { p } } }),
];
const DRAFT_04 = "http://json-schema.org/draft-04/schema#";

ruleTester(rule).run({
  valid: [
    { name: "equal integer bounds", input: withParam({ type: "integer", minimum: 5, maximum: 5 }) },
    { name: "fractional bounds on a number", input: withParam({ type: "number", minimum: 1.2, maximum: 1.8 }) },
    { name: "exclusive integer bounds with a value between", input: withParam({ type: "integer", exclusiveMinimum: 1, exclusiveMaximum: 3 }) },
    { name: "equal length bounds", input: withParam({ type: "string", minLength: 2, maxLength: 2 }) },
    { name: "a `false` property that is not required", input: withParam({ type: "object", properties: { a: false }, required: [] }) },
    { name: "a `const` in the `enum` and the types", input: withParam({ type: ["integer", "string"], enum: ["a", 1], const: 1 }) },
    { name: "draft-04's inclusive equal bounds", input: withParam({ type: "number", minimum: 5, maximum: 5 }, DRAFT_04) },
    { name: "numeric bounds on a string (schema-keyword-applicable's)", input: withParam({ type: "string", minimum: 10, maximum: 5 }) },
    { name: "an `enum` under a `type` that names no type (schema-valid's)", input: withParam({ type: "enum", enum: ["on", "off"] }) },
    { name: "a `const` under a `type` that names no type", input: withParam({ type: ["string", "enum"], const: 1 }) },
  ],
  invalid: [
    {
      name: "`minimum` above `maximum`",
      input: withParam({ type: "integer", minimum: 10, maximum: 5 }),
      errors: [
        {
          message: "`minimum` 10 and `maximum` 5 leave no number between them, so no value is valid. Fix the bounds.",
          pointer: "/0/inputSchema/properties/p/minimum",
          line: 10,
          column: 11,
          tool: "list_files",
        },
      ],
    },
    {
      name: "`exclusiveMinimum` at `maximum`",
      input: withParam({ type: "number", exclusiveMinimum: 5, maximum: 5 }),
      errors: [
        {
          message: "`exclusiveMinimum` 5 and `maximum` 5 leave no number between them, so no value is valid. Fix the bounds.",
          pointer: "/0/inputSchema/properties/p/exclusiveMinimum",
        },
      ],
    },
    {
      name: "integer bounds with no integer between",
      input: withParam({ type: "integer", minimum: 1.2, maximum: 1.8 }),
      errors: [
        {
          message: "`minimum` 1.2 and `maximum` 1.8 leave no integer between them, so no value is valid. Fix the bounds.",
          pointer: "/0/inputSchema/properties/p/minimum",
        },
      ],
    },
    {
      name: "`minLength` above `maxLength`",
      input: withParam({ type: "string", minLength: 5, maxLength: 2 }),
      errors: [
        {
          message: "`minLength` 5 is greater than `maxLength` 2: no value can have that many characters. Fix the bounds.",
          pointer: "/0/inputSchema/properties/p/minLength",
        },
      ],
    },
    {
      name: "`minItems` above `maxItems`",
      input: withParam({ type: "array", minItems: 3, maxItems: 1 }),
      errors: [
        {
          message: "`minItems` 3 is greater than `maxItems` 1: no value can have that many items. Fix the bounds.",
          pointer: "/0/inputSchema/properties/p/minItems",
        },
      ],
    },
    {
      name: "`minProperties` above `maxProperties`",
      input: withParam({ type: "object", minProperties: 2, maxProperties: 1 }),
      errors: [
        {
          message: "`minProperties` 2 is greater than `maxProperties` 1: no value can have that many properties. Fix the bounds.",
          pointer: "/0/inputSchema/properties/p/minProperties",
        },
      ],
    },
    {
      name: "more required properties than `maxProperties`",
      input: withParam({ type: "object", properties: { a: {}, b: {} }, required: ["a", "b"], maxProperties: 1 }),
      errors: [
        {
          message: "`maxProperties` 1 is less than the 2 required properties: no object is valid. Raise it.",
          pointer: "/0/inputSchema/properties/p/maxProperties",
        },
      ],
    },
    {
      name: "a `const` of another type",
      input: withParam({ type: "integer", const: "1" }),
      errors: [
        {
          message: '`const` "1" is not of the declared `type` (integer), so no value is valid. Make them agree.',
          pointer: "/0/inputSchema/properties/p/const",
        },
      ],
    },
    {
      name: "a `const` outside the `enum`",
      input: withParam({ type: "string", enum: ["a"], const: "b" }),
      errors: [{ message: '`const` "b" is not among the `enum` values, so no value is valid. Make them agree.', pointer: "/0/inputSchema/properties/p/const" }],
    },
    {
      name: "an `enum` of another type",
      input: withParam({ type: "integer", enum: ["1", "2"] }),
      errors: [
        { message: "No `enum` value is of the declared `type` (integer), so no value is valid. Make them agree.", pointer: "/0/inputSchema/properties/p/enum" },
      ],
    },
    {
      name: "a `const` outside the `enum` under a `type` that names no type",
      input: withParam({ type: "enum", enum: ["on", "off"], const: "auto" }),
      errors: [
        { message: '`const` "auto" is not among the `enum` values, so no value is valid. Make them agree.', pointer: "/0/inputSchema/properties/p/const" },
      ],
    },
    {
      name: "required properties whose schemas forbid every value",
      input: withParam({ type: "object", properties: { a: false, b: { not: {} } }, required: ["a", "b"] }),
      errors: [
        {
          message: "`a` is required, but its schema in `properties` forbids every value: no object is valid. Remove it from `required` or allow a value.",
          pointer: "/0/inputSchema/properties/p/required/0",
        },
        {
          message: "`b` is required, but its schema in `properties` forbids every value: no object is valid. Remove it from `required` or allow a value.",
          pointer: "/0/inputSchema/properties/p/required/1",
        },
      ],
    },
    {
      name: "draft-04's boolean `exclusiveMaximum` at equal bounds",
      input: withParam({ type: "number", minimum: 5, maximum: 5, exclusiveMaximum: true }, DRAFT_04),
      errors: [
        {
          message: "`minimum` 5 and `maximum` 5 (exclusive: `exclusiveMaximum: true`) leave no number between them, so no value is valid. Fix the bounds.",
          pointer: "/0/inputSchema/properties/p/minimum",
        },
      ],
    },
  ],
});
