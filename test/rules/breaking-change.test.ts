import rule from "../../src/rules/breaking-change.js";
import { type InvalidCase, ruleTester, tool, type ValidCase } from "../helpers/rule-tester.js";

/** One tool named `search` with the given input schema and extra fields. */
function search(inputSchema: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return tool({ name: "search", description: "Search the issues of a repository by text.", inputSchema, annotations: { readOnlyHint: true }, ...extra });
}

function obj(properties: Record<string, unknown>, more: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: "object", properties, ...more };
}

const P = "/tools/0/inputSchema";

const Q = { q: { type: "string", description: "Text to look for." } };
const LIMIT = { type: "integer", description: "How many results." };
/** The advice every breaking change of the input schema ends with. */
const KEEP_ACCEPTING = "Calls the baseline accepted may now be rejected; keep accepting the old values, or ship this as a new tool and tell callers.";

// Each change beside its twin (the change that breaks no caller): cases with `errors` are flagged, the others left alone.
const cases: Array<ValidCase | InvalidCase> = [
  // tools
  {
    name: "a tool removed",
    baseline: { tools: [tool(), search(obj(Q))] },
    input: { tools: [tool()] },
    errors: [
      {
        message:
          "Tool `search` was removed: agents and clients that call it will fail. Keep it (say it is deprecated in its description) until callers have moved, or announce the removal as a breaking release.",
        pointer: "/tools",
        severity: "error",
        data: { change: "breaking", kind: "tool-removed" },
      },
    ],
  },
  { name: "twin: the same tools in another order", baseline: { tools: [tool(), search(obj(Q))] }, input: { tools: [search(obj(Q)), tool()] } },
  {
    name: "a tool renamed (same description and schema)",
    baseline: { tools: [search(obj(Q))] },
    input: { tools: [search(obj(Q), { name: "search_issues" })] },
    errors: [
      {
        message:
          "Tool `search` is gone and `search_issues` has the same description and input schema: it looks like a rename. Callers that call `search` will fail; keep the old name as an alias until they have moved.",
        pointer: "/tools/0/name",
        severity: "error",
        data: { change: "breaking", kind: "tool-renamed" },
      },
    ],
  },
  {
    name: "twin: a tool replaced by a different one is a removal and an addition, not a rename",
    baseline: { tools: [search(obj(Q))] },
    input: { tools: [search(obj(Q), { name: "search_code", description: "Search the code of a repository by text." })] },
    // The addition is not breaking: definition-changed reports it (info).
    errors: [
      {
        message:
          "Tool `search` was removed: agents and clients that call it will fail. Keep it (say it is deprecated in its description) until callers have moved, or announce the removal as a breaking release.",
        pointer: "/tools",
        severity: "error",
        data: { change: "breaking", kind: "tool-removed" },
      },
    ],
  },
  {
    name: "a tool added (breaks no caller: not this rule's)",
    baseline: { tools: [tool()] },
    input: { tools: [tool(), search(obj(Q))] },
  },
  // constraints through composition keywords: added narrows what callers may send, removed widens
  ...(
    [
      ["anyOf", { anyOf: [{ required: ["q"] }, { required: ["limit"] }] }, "`anyOf`", "an"],
      ["oneOf", { oneOf: [{ required: ["q"] }, { required: ["limit"] }] }, "`oneOf`", "an"],
      ["allOf", { allOf: [{ required: ["q"] }] }, "`allOf`", "an"],
      ["not", { not: { required: ["limit"] } }, "`not`", "a"],
      ["if", { if: { required: ["limit"] }, then: { required: ["q"] } }, "`if`/`then`/`else`", "an"],
      ["dependentRequired", { dependentRequired: { limit: ["q"] } }, "`dependentRequired`", "a"],
      ["dependentSchemas", { dependentSchemas: { limit: { required: ["q"] } } }, "`dependentSchemas`", "a"],
    ] as const
  ).flatMap(([keyword, constraint, label, article]): InvalidCase[] => [
    {
      name: `a \`${keyword}\` constraint added is breaking`,
      baseline: { tools: [search(obj({ ...Q, limit: LIMIT }))] },
      input: { tools: [search(obj({ ...Q, limit: LIMIT }, constraint))] },
      errors: [
        {
          message: `The input schema gained ${article} ${label} constraint, so it accepts fewer values. ${KEEP_ACCEPTING}`,
          pointer: `${P}/${keyword}`,
          severity: "error",
          data: { change: "breaking", kind: "constraint-added" },
        },
      ],
    },
    {
      name: `a \`${keyword}\` constraint removed is compatible`,
      baseline: { tools: [search(obj({ ...Q, limit: LIMIT }, constraint))] },
      input: { tools: [search(obj({ ...Q, limit: LIMIT }))] },
      errors: [
        {
          message: `The input schema no longer has its ${label} constraint, so it accepts more values. Existing callers keep working.`,
          pointer: P,
          severity: "info",
          data: { change: "compatible", kind: "constraint-removed" },
        },
      ],
    },
  ]),
  {
    name: "an allOf member added is breaking",
    baseline: { tools: [search(obj({ ...Q, limit: LIMIT }, { allOf: [{ required: ["q"] }] }))] },
    input: { tools: [search(obj({ ...Q, limit: LIMIT }, { allOf: [{ required: ["q"] }, { required: ["limit"] }] }))] },
    errors: [
      {
        message: `The input schema has more \`allOf\` members, so it accepts fewer values. ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/allOf",
        severity: "error",
        data: { change: "breaking", kind: "constraint-added" },
      },
    ],
  },
  {
    name: "a nullable union of plain types is a respelling of `type`, not a constraint",
    baseline: { tools: [search(obj({ q: { type: "string", description: "Text." } }))] },
    input: { tools: [search(obj({ q: { anyOf: [{ type: "string" }, { type: "null" }], description: "Text." } }))] },
    errors: [
      {
        message: 'Parameter `q` now also accepts `null` (`string` → `["null", "string"]`). Existing callers keep working.',
        pointer: "/tools/0/inputSchema/properties/q/anyOf",
        severity: "info",
        data: { change: "compatible", kind: "type-widened" },
      },
    ],
  },
  // required
  {
    name: "an optional parameter made required",
    baseline: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q"] }))] },
    input: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q", "limit"] }))] },
    errors: [
      {
        message:
          "Parameter `limit` is now required (it was optional): callers that omit it will be rejected. Keep it optional with a `default`, or ship this as a new tool.",
        pointer: "/tools/0/inputSchema/required/1",
        severity: "error",
        data: { change: "breaking", kind: "required-added" },
      },
    ],
  },
  {
    name: "twin: a required parameter made optional",
    baseline: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q", "limit"] }))] },
    input: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q"] }))] },
    errors: [
      {
        message: "Parameter `limit` is no longer required. Existing callers keep working.",
        pointer: "/tools/0/inputSchema/properties/limit",
        severity: "info",
        data: { change: "compatible", kind: "required-removed" },
      },
    ],
  },
  {
    name: "a new required parameter",
    baseline: { tools: [search(obj(Q, { required: ["q"] }))] },
    input: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q", "limit"] }))] },
    errors: [
      {
        message:
          "Parameter `limit` is new and required: callers written against the baseline do not send it and will be rejected. Make it optional (with a `default`), or ship this as a new tool.",
        pointer: "/tools/0/inputSchema/properties/limit",
        severity: "error",
        data: { change: "breaking", kind: "required-parameter-added" },
      },
    ],
  },
  {
    name: "twin: a new optional parameter",
    baseline: { tools: [search(obj(Q, { required: ["q"] }))] },
    input: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q"] }))] },
    errors: [
      {
        message: "Parameter `limit` was added (optional). Existing callers keep working.",
        pointer: "/tools/0/inputSchema/properties/limit",
        severity: "info",
        data: { change: "compatible", kind: "parameter-added" },
      },
    ],
  },
  // removed parameters
  {
    name: "a parameter removed from a closed schema",
    baseline: { tools: [search(obj({ ...Q, limit: LIMIT }, { additionalProperties: false }))] },
    input: { tools: [search(obj(Q, { additionalProperties: false }))] },
    errors: [
      {
        message:
          "Parameter `limit` was removed and the schema is closed (`additionalProperties: false`), so callers that still send it will be rejected. Keep accepting it (deprecated in its description) until callers have moved.",
        pointer: "/tools/0/inputSchema/properties",
        severity: "error",
        data: { change: "breaking", kind: "parameter-removed" },
      },
    ],
  },
  {
    name: "twin: a parameter removed from an open schema",
    baseline: { tools: [search(obj({ ...Q, limit: LIMIT }))] },
    input: { tools: [search(obj(Q))] },
    errors: [
      {
        message:
          "Parameter `limit` was removed; the schema is open, so callers that still send it are not rejected, but the value is probably ignored. Say so in the description if it was in use.",
        pointer: "/tools/0/inputSchema/properties",
        severity: "info",
        data: { change: "compatible", kind: "parameter-removed" },
      },
    ],
  },
  // types
  {
    name: "a type changed",
    baseline: { tools: [search(obj({ q: { type: "string" } }))] },
    input: { tools: [search(obj({ q: { type: "integer" } }))] },
    errors: [
      {
        message: `Parameter \`q\` changed type (\`string\` → \`integer\`). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/q/type",
        severity: "error",
        data: { change: "breaking", kind: "type-changed" },
      },
    ],
  },
  {
    name: "twin: integer widened to number",
    baseline: { tools: [search(obj({ limit: { type: "integer" } }))] },
    input: { tools: [search(obj({ limit: { type: "number" } }))] },
    errors: [
      {
        message: "Parameter `limit` now also accepts `number` (`integer` → `number`). Existing callers keep working.",
        pointer: "/tools/0/inputSchema/properties/limit/type",
        severity: "info",
        data: { change: "compatible", kind: "type-widened" },
      },
    ],
  },
  {
    name: "number narrowed to integer",
    baseline: { tools: [search(obj({ limit: { type: "number" } }))] },
    input: { tools: [search(obj({ limit: { type: "integer" } }))] },
    errors: [
      {
        message: `Parameter \`limit\` no longer accepts \`number\` (\`number\` → \`integer\`). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/limit/type",
        severity: "error",
        data: { change: "breaking", kind: "type-narrowed" },
      },
    ],
  },
  {
    name: "a type union narrowed: [string, null] to string",
    baseline: { tools: [search(obj({ q: { type: ["string", "null"] } }))] },
    input: { tools: [search(obj({ q: { type: "string" } }))] },
    errors: [
      {
        message: `Parameter \`q\` no longer accepts \`null\` (\`["null", "string"]\` → \`string\`). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/q/type",
        severity: "error",
        data: { change: "breaking", kind: "type-narrowed" },
      },
    ],
  },
  {
    name: "twin: string widened to [string, null]",
    baseline: { tools: [search(obj({ q: { type: "string" } }))] },
    input: { tools: [search(obj({ q: { type: ["string", "null"] } }))] },
    errors: [
      {
        message: 'Parameter `q` now also accepts `null` (`string` → `["null", "string"]`). Existing callers keep working.',
        pointer: "/tools/0/inputSchema/properties/q/type",
        severity: "info",
        data: { change: "compatible", kind: "type-widened" },
      },
    ],
  },
  {
    name: "an anyOf union (pydantic Optional) narrowed to its one type",
    baseline: { tools: [search(obj({ q: { anyOf: [{ type: "string" }, { type: "null" }], default: null } }))] },
    input: { tools: [search(obj({ q: { type: "string" } }))] },
    errors: [
      {
        message: `Parameter \`q\` no longer accepts \`null\` (\`["null", "string"]\` → \`string\`). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/q/type",
        severity: "error",
        data: { change: "breaking", kind: "type-narrowed" },
      },
    ],
  },
  {
    name: "twin: a type array respelled as an anyOf of the same types",
    baseline: { tools: [search(obj({ q: { type: ["string", "null"] } }))] },
    input: { tools: [search(obj({ q: { anyOf: [{ type: "null" }, { type: "string" }] } }))] },
  },
  {
    name: "a type added where any value was accepted",
    baseline: { tools: [search(obj({ q: { description: "Anything." } }))] },
    input: { tools: [search(obj({ q: { description: "Anything.", type: "string" } }))] },
    errors: [
      {
        message: `Parameter \`q\` now only accepts \`string\` (any type → \`string\`). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/q/type",
        severity: "error",
        data: { change: "breaking", kind: "type-narrowed" },
      },
    ],
  },
  // enums
  {
    name: "an enum value removed",
    baseline: { tools: [search(obj({ order: { type: "string", enum: ["asc", "desc", "relevance"] } }))] },
    input: { tools: [search(obj({ order: { type: "string", enum: ["asc", "desc"] } }))] },
    errors: [
      {
        message: `Parameter \`order\` no longer accepts \`"relevance"\` (removed from \`enum\`). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/order/enum",
        severity: "error",
        data: { change: "breaking", kind: "enum-value-removed" },
      },
    ],
  },
  {
    name: "twin: an enum value added",
    baseline: { tools: [search(obj({ order: { type: "string", enum: ["asc", "desc"] } }))] },
    input: { tools: [search(obj({ order: { type: "string", enum: ["asc", "desc", "relevance"] } }))] },
    errors: [
      {
        message: 'Parameter `order` now also accepts `"relevance"` (added to `enum`). Existing callers keep working.',
        pointer: "/tools/0/inputSchema/properties/order/enum",
        severity: "info",
        data: { change: "compatible", kind: "enum-value-added" },
      },
    ],
  },
  {
    name: "twin: the same enum values in another order",
    baseline: { tools: [search(obj({ order: { enum: ["asc", "desc"] } }))] },
    input: { tools: [search(obj({ order: { enum: ["desc", "asc"] } }))] },
  },
  {
    name: "an enum added to a free parameter",
    baseline: { tools: [search(obj({ order: { type: "string" } }))] },
    input: { tools: [search(obj({ order: { type: "string", enum: ["asc"] } }))] },
    errors: [
      {
        message: `Parameter \`order\` is now limited to \`"asc"\` by \`enum\`; the baseline allowed any value. ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/order/enum",
        severity: "error",
        data: { change: "breaking", kind: "enum-added" },
      },
    ],
  },
  // bounds
  {
    name: "a bound tightened (maxLength)",
    baseline: { tools: [search(obj({ q: { type: "string", maxLength: 100 } }))] },
    input: { tools: [search(obj({ q: { type: "string", maxLength: 50 } }))] },
    errors: [
      {
        message: `\`maxLength\` of parameter \`q\` tightened (100 → 50). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/q/maxLength",
        severity: "error",
        data: { change: "breaking", kind: "bound-tightened" },
      },
    ],
  },
  {
    name: "twin: a bound loosened (maxLength)",
    baseline: { tools: [search(obj({ q: { type: "string", maxLength: 50 } }))] },
    input: { tools: [search(obj({ q: { type: "string", maxLength: 100 } }))] },
    errors: [
      {
        message: "`maxLength` of parameter `q` loosened (50 → 100). Existing callers keep working.",
        pointer: "/tools/0/inputSchema/properties/q/maxLength",
        severity: "info",
        data: { change: "compatible", kind: "bound-loosened" },
      },
    ],
  },
  {
    name: "a lower bound raised and a new maximum",
    baseline: { tools: [search(obj({ limit: { type: "integer", minimum: 0 } }))] },
    input: { tools: [search(obj({ limit: { type: "integer", minimum: 1, maximum: 100 } }))] },
    errors: [
      {
        message: `\`maximum\` of parameter \`limit\` tightened (none → 100). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/limit/maximum",
        severity: "error",
        data: { change: "breaking", kind: "bound-tightened" },
      },
      {
        message: `\`minimum\` of parameter \`limit\` tightened (0 → 1). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/limit/minimum",
        severity: "error",
        data: { change: "breaking", kind: "bound-tightened" },
      },
    ],
  },
  {
    name: "twin: a minimum lowered and minItems removed",
    baseline: { tools: [search(obj({ limit: { type: "integer", minimum: 1 }, ids: { type: "array", items: { type: "string" }, minItems: 1 } }))] },
    input: { tools: [search(obj({ limit: { type: "integer", minimum: 0 }, ids: { type: "array", items: { type: "string" } } }))] },
    errors: [
      {
        message: "`minimum` of parameter `limit` loosened (1 → 0). Existing callers keep working.",
        pointer: "/tools/0/inputSchema/properties/limit/minimum",
        severity: "info",
        data: { change: "compatible", kind: "bound-loosened" },
      },
      {
        message: "`minItems` of parameter `ids` loosened (1 → none). Existing callers keep working.",
        pointer: "/tools/0/inputSchema/properties/ids",
        severity: "info",
        data: { change: "compatible", kind: "bound-loosened" },
      },
    ],
  },
  {
    name: "a pattern added",
    baseline: { tools: [search(obj({ q: { type: "string" } }))] },
    input: { tools: [search(obj({ q: { type: "string", pattern: "^[a-z]+$" } }))] },
    errors: [
      {
        message: `Parameter \`q\` now must match \`pattern\` "^[a-z]+$". ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/q/pattern",
        severity: "error",
        data: { change: "breaking", kind: "pattern-added" },
      },
    ],
  },
  {
    // The change is said once: no "may now be rejected" before the consequence sentence says it.
    name: "a pattern changed",
    baseline: { tools: [search(obj({ q: { type: "string", pattern: "^[a-z]+$" } }))] },
    input: { tools: [search(obj({ q: { type: "string", pattern: "^[a-z0-9]+$" } }))] },
    errors: [
      {
        message: `\`pattern\` of parameter \`q\` changed ("^[a-z]+$" → "^[a-z0-9]+$"). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/q/pattern",
        severity: "error",
        data: { change: "breaking", kind: "pattern-changed" },
      },
    ],
  },
  {
    name: "twin: a pattern removed",
    baseline: { tools: [search(obj({ q: { type: "string", pattern: "^[a-z]+$" } }))] },
    input: { tools: [search(obj({ q: { type: "string" } }))] },
    errors: [
      {
        message: 'Parameter `q` no longer has to match `pattern` "^[a-z]+$". Existing callers keep working.',
        pointer: "/tools/0/inputSchema/properties/q",
        severity: "info",
        data: { change: "compatible", kind: "pattern-removed" },
      },
    ],
  },
  // additionalProperties
  {
    name: "additionalProperties closed",
    baseline: { tools: [search(obj(Q))] },
    input: { tools: [search(obj(Q, { additionalProperties: false }))] },
    errors: [
      {
        message: `The input schema now sets \`additionalProperties: false\`, so it no longer accepts properties it does not list. ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/additionalProperties",
        severity: "error",
        data: { change: "breaking", kind: "additional-properties-closed" },
      },
    ],
  },
  {
    name: "twin: additionalProperties opened",
    baseline: { tools: [search(obj(Q, { additionalProperties: false }))] },
    input: { tools: [search(obj(Q))] },
    errors: [
      {
        message: "The input schema no longer sets `additionalProperties: false`. Existing callers keep working.",
        pointer: "/tools/0/inputSchema",
        severity: "info",
        data: { change: "compatible", kind: "additional-properties-opened" },
      },
    ],
  },
  // nested schemas
  {
    name: "a bound tightened in a property of a property",
    baseline: { tools: [search(obj({ options: obj({ limit: { type: "integer", maximum: 100 } }) }))] },
    input: { tools: [search(obj({ options: obj({ limit: { type: "integer", maximum: 10 } }) }))] },
    errors: [
      {
        message: `\`maximum\` of parameter \`options.limit\` tightened (100 → 10). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/options/properties/limit/maximum",
        severity: "error",
        data: { change: "breaking", kind: "bound-tightened" },
      },
    ],
  },
  {
    name: "an enum value removed from array items",
    baseline: { tools: [search(obj({ labels: { type: "array", items: { type: "string", enum: ["bug", "docs"] } } }))] },
    input: { tools: [search(obj({ labels: { type: "array", items: { type: "string", enum: ["bug"] } } }))] },
    errors: [
      {
        message: `Parameter \`labels[]\` no longer accepts \`"docs"\` (removed from \`enum\`). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/labels/items/enum",
        severity: "error",
        data: { change: "breaking", kind: "enum-value-removed" },
      },
    ],
  },
  {
    name: "items constrained where any item was accepted",
    baseline: { tools: [search(obj({ labels: { type: "array" } }))] },
    input: { tools: [search(obj({ labels: { type: "array", items: { type: "string" } } }))] },
    errors: [
      {
        message: `Parameter \`labels[]\` now only accepts \`string\` (any type → \`string\`). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/properties/labels/items/type",
        severity: "error",
        data: { change: "breaking", kind: "type-narrowed" },
      },
    ],
  },
  // $ref
  {
    name: "twin: a definition moved into $defs is not a change",
    baseline: { tools: [search(obj({ filter: obj({ state: { type: "string", enum: ["open", "closed"] } }, { required: ["state"] }) }))] },
    input: {
      tools: [
        search(
          obj(
            { filter: { $ref: "#/$defs/Filter" } },
            {
              $defs: { Filter: obj({ state: { $ref: "#/$defs/State" } }, { required: ["state"] }), State: { type: "string", enum: ["closed", "open"] } },
            },
          ),
        ),
      ],
    },
  },
  {
    name: "a change inside a referenced definition is reported where the definition is",
    baseline: {
      tools: [search(obj({ filter: { $ref: "#/$defs/Filter" } }, { $defs: { Filter: obj({ state: { type: "string", enum: ["open", "closed"] } }) } }))],
    },
    input: {
      tools: [search(obj({ filter: obj({ state: { $ref: "#/definitions/State" } }) }, { definitions: { State: { type: "string", enum: ["open"] } } }))],
    },
    errors: [
      {
        message: `Parameter \`filter.state\` no longer accepts \`"closed"\` (removed from \`enum\`). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/definitions/State/enum",
        severity: "error",
        data: { change: "breaking", kind: "enum-value-removed" },
      },
    ],
  },
  {
    name: "a recursive schema is compared once per node pair (cycles end)",
    baseline: {
      tools: [
        search(
          obj(
            { tree: { $ref: "#/$defs/Node" } },
            { $defs: { Node: obj({ name: { type: "string", maxLength: 100 }, children: { type: "array", items: { $ref: "#/$defs/Node" } } }) } },
          ),
        ),
      ],
    },
    input: {
      tools: [
        search(
          obj(
            { tree: { $ref: "#/$defs/Node" } },
            { $defs: { Node: obj({ name: { type: "string", maxLength: 10 }, children: { type: "array", items: { $ref: "#/$defs/Node" } } }) } },
          ),
        ),
      ],
    },
    errors: [
      {
        message: `\`maxLength\` of parameter \`tree.name\` tightened (100 → 10). ${KEEP_ACCEPTING}`,
        pointer: "/tools/0/inputSchema/$defs/Node/properties/name/maxLength",
        severity: "error",
        data: { change: "breaking", kind: "bound-tightened" },
      },
    ],
  },
  {
    name: "a self-referencing $ref and an unresolvable one do not hang or throw",
    baseline: { tools: [search(obj({ a: { $ref: "#/properties/a" }, b: { $ref: "#/$defs/missing" }, c: { $ref: "https://example.com/s.json" } }))] },
    input: {
      tools: [search(obj({ a: { $ref: "#/properties/a" }, b: { $ref: "#/$defs/missing" }, c: { $ref: "https://example.com/s.json" }, d: { type: "string" } }))],
    },
    errors: [
      {
        message: "Parameter `d` was added (optional). Existing callers keep working.",
        pointer: "/tools/0/inputSchema/properties/d",
        severity: "info",
        data: { change: "compatible", kind: "parameter-added" },
      },
    ],
  },
  // outputSchema
  {
    name: "an output property removed",
    baseline: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" }, items: { type: "array" } }, { required: ["total"] }) })] },
    input: { tools: [search(obj(Q), { outputSchema: obj({ items: { type: "array" } }) })] },
    errors: [
      {
        message:
          "Output field `total` was removed. Callers that read it as the baseline promised will break; keep the old shape, or ship this as a new tool and tell callers.",
        pointer: "/tools/0/outputSchema/properties",
        severity: "error",
        data: { change: "breaking", kind: "output-property-removed" },
      },
    ],
  },
  {
    name: "an output property made optional",
    baseline: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" } }, { required: ["total"] }) })] },
    input: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" } }) })] },
    errors: [
      {
        message:
          "Output field `total` is no longer required, so results may now lack it. Callers that read it as the baseline promised will break; keep the old shape, or ship this as a new tool and tell callers.",
        pointer: "/tools/0/outputSchema/properties/total",
        severity: "error",
        data: { change: "breaking", kind: "output-property-optional" },
      },
    ],
  },
  {
    name: "an output property retyped",
    baseline: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" } }) })] },
    input: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "string" } }) })] },
    errors: [
      {
        message:
          "Output field `total` changed type (`integer` → `string`). Callers that read it as the baseline promised will break; keep the old shape, or ship this as a new tool and tell callers.",
        pointer: "/tools/0/outputSchema/properties/total/type",
        severity: "error",
        data: { change: "breaking", kind: "type-changed" },
      },
    ],
  },
  {
    name: "an output property that may now be null",
    baseline: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" } }) })] },
    input: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: ["integer", "null"] } }) })] },
    errors: [
      {
        message:
          'Output field `total` may now be `null` (`integer` → `["integer", "null"]`). Callers that read it as the baseline promised will break; keep the old shape, or ship this as a new tool and tell callers.',
        pointer: "/tools/0/outputSchema/properties/total/type",
        severity: "error",
        data: { change: "breaking", kind: "type-widened" },
      },
    ],
  },
  {
    name: "twin: an output property added, one made required, one narrowed",
    baseline: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: ["integer", "null"] }, next: { type: "string" } }) })] },
    input: {
      tools: [
        search(obj(Q), { outputSchema: obj({ total: { type: "integer" }, next: { type: "string" }, took: { type: "number" } }, { required: ["next"] }) }),
      ],
    },
    errors: [
      {
        message: "Output field `took` was added. Existing callers keep working.",
        pointer: "/tools/0/outputSchema/properties/took",
        severity: "info",
        data: { change: "compatible", kind: "output-property-added" },
      },
      {
        message: 'Output field `total` is no longer `null` (`["integer", "null"]` → `integer`). Existing callers keep working.',
        pointer: "/tools/0/outputSchema/properties/total/type",
        severity: "info",
        data: { change: "compatible", kind: "type-narrowed" },
      },
    ],
  },
  {
    name: "the outputSchema removed",
    baseline: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" } }) })] },
    input: { tools: [search(obj(Q))] },
    errors: [
      {
        message:
          "Tool `search` no longer declares an `outputSchema`, so its results no longer promise `structuredContent` of that shape. Callers that read it will break; keep the schema, or ship this as a new tool.",
        pointer: "/tools/0",
        severity: "error",
        data: { change: "breaking", kind: "output-schema-removed" },
      },
    ],
  },
  {
    name: "twin: an outputSchema added",
    baseline: { tools: [search(obj(Q))] },
    input: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" } }) })] },
    errors: [
      {
        message: "Tool `search` now declares an `outputSchema`. Existing callers keep working.",
        pointer: "/tools/0/outputSchema",
        severity: "info",
        data: { change: "compatible", kind: "output-schema-added" },
      },
    ],
  },
  // annotations
  {
    name: "readOnlyHint true to false",
    baseline: { tools: [search(obj(Q), { annotations: { readOnlyHint: true } })] },
    input: { tools: [search(obj(Q), { annotations: { readOnlyHint: false } })] },
    errors: [
      {
        message:
          "Tool `search` was marked read-only (`readOnlyHint: true`) in the baseline and no longer is: clients that run it without confirmation because it only reads would now run a tool that changes state. Restore `readOnlyHint: true` if it still only reads; otherwise make the writing version a new tool.",
        pointer: "/tools/0/annotations/readOnlyHint",
        severity: "error",
        data: { change: "breaking", kind: "read-only-hint-removed" },
      },
    ],
  },
  {
    name: "readOnlyHint true to absent (absent means false)",
    baseline: { tools: [search(obj(Q), { annotations: { readOnlyHint: true } })] },
    input: { tools: [search(obj(Q), { annotations: {} })] },
    errors: [
      {
        message:
          "Tool `search` was marked read-only (`readOnlyHint: true`) in the baseline and no longer is: clients that run it without confirmation because it only reads would now run a tool that changes state. Restore `readOnlyHint: true` if it still only reads; otherwise make the writing version a new tool.",
        pointer: "/tools/0/annotations",
        severity: "error",
        data: { change: "breaking", kind: "read-only-hint-removed" },
      },
    ],
  },
  {
    name: "twin: readOnlyHint false to true is not breaking",
    baseline: { tools: [search(obj(Q), { annotations: { readOnlyHint: false } })] },
    input: { tools: [search(obj(Q), { annotations: { readOnlyHint: true } })] },
  },
  {
    name: "destructiveHint false to true",
    baseline: { tools: [search(obj(Q), { annotations: { readOnlyHint: false, destructiveHint: false } })] },
    input: { tools: [search(obj(Q), { annotations: { readOnlyHint: false, destructiveHint: true } })] },
    errors: [
      {
        message:
          "Tool `search` was non-destructive (`destructiveHint: false`) in the baseline and now may destroy data (`destructiveHint` is true or absent, which means true): clients that skip confirmation for it would now run destructive calls unasked. Restore `destructiveHint: false` if it is still additive; otherwise make the destructive version a new tool.",
        pointer: "/tools/0/annotations/destructiveHint",
        severity: "error",
        data: { change: "breaking", kind: "destructive-hint-added" },
      },
    ],
  },
  {
    name: "twin: destructiveHint true to false is not breaking",
    baseline: { tools: [search(obj(Q), { annotations: { destructiveHint: true } })] },
    input: { tools: [search(obj(Q), { annotations: { destructiveHint: false } })] },
  },
  // text only
  {
    name: "twin: only descriptions and titles changed (drift, not this rule)",
    baseline: { tools: [search(obj(Q))] },
    input: { tools: [search(obj({ q: { type: "string", description: "Words to look for." } }, { title: "Find" }), { description: "Find issues." })] },
  },
  // Beyond the pairs above.
  {
    name: "compatible changes at info, breaking ones at the configured severity",
    baseline: { tools: [search(obj(Q))] },
    input: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q"] }))] },
    severity: "warning",
    errors: [
      {
        message:
          "Parameter `q` is now required (it was optional): callers that omit it will be rejected. Keep it optional with a `default`, or ship this as a new tool.",
        pointer: "/tools/0/inputSchema/required/0",
        severity: "warning",
        data: { change: "breaking", kind: "required-added" },
      },
      {
        message: "Parameter `limit` was added (optional). Existing callers keep working.",
        pointer: "/tools/0/inputSchema/properties/limit",
        severity: "info",
        data: { change: "compatible", kind: "parameter-added" },
      },
    ],
  },
  {
    name: "a rename names the tool, the baseline pointer and the old name",
    baseline: { tools: [tool(), search(obj(Q))] },
    input: [tool({ name: "ls" })],
    errors: [
      {
        message:
          "Tool `search` was removed: agents and clients that call it will fail. Keep it (say it is deprecated in its description) until callers have moved, or announce the removal as a breaking release.",
        pointer: "",
        line: 1,
        column: 1,
        severity: "error",
        tool: "search",
        data: { change: "breaking", kind: "tool-removed", baselinePointer: "/tools/1" },
      },
      {
        message:
          "Tool `list_files` is gone and `ls` has the same description and input schema: it looks like a rename. Callers that call `list_files` will fail; keep the old name as an alias until they have moved.",
        pointer: "/0/name",
        line: 3,
        column: 5,
        severity: "error",
        tool: "ls",
        data: { change: "breaking", kind: "tool-renamed", baselinePointer: "/tools/0/name", previousName: "list_files" },
      },
    ],
  },
  {
    name: "a removed tool is named, with where it was in the baseline",
    baseline: [tool(), search(obj(Q))],
    input: { tools: [tool()] },
    errors: [
      {
        message:
          "Tool `search` was removed: agents and clients that call it will fail. Keep it (say it is deprecated in its description) until callers have moved, or announce the removal as a breaking release.",
        pointer: "/tools",
        severity: "error",
        tool: "search",
        data: { change: "breaking", kind: "tool-removed", baselinePointer: "/1" },
      },
    ],
  },
  { name: "no baseline", input: { tools: [search(obj(Q))] } },
  {
    name: "a bare array compared with a JSON-RPC response",
    baseline: { jsonrpc: "2.0", id: 1, result: { tools: [search(obj(Q))] } },
    input: [search(obj(Q))],
  },
  {
    name: "a single tool compared with a JSON-RPC response",
    baseline: { jsonrpc: "2.0", id: 1, result: { tools: [search(obj(Q))] } },
    input: search(obj({})),
    errors: [
      {
        message:
          "Parameter `q` was removed; the schema is open, so callers that still send it are not rejected, but the value is probably ignored. Say so in the description if it was in use.",
        pointer: "/inputSchema/properties",
        line: 6,
        column: 5,
        severity: "info",
        data: { change: "compatible", kind: "parameter-removed" },
      },
    ],
  },
];

ruleTester(rule).run({
  valid: cases.filter((c): c is ValidCase => !("errors" in c)),
  invalid: cases.filter((c): c is InvalidCase => "errors" in c),
});
