import { describe, expect, it } from "vitest";
import rule from "../../src/rules/breaking-change.js";
import { lintRule, tool } from "../helpers/lint-rule.js";

/** One tool named `search` with the given input schema and extra fields. */
function search(inputSchema: unknown, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return tool({ name: "search", description: "Search the issues of a repository by text.", inputSchema, annotations: { readOnlyHint: true }, ...extra });
}

function obj(properties: Record<string, unknown>, more: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: "object", properties, ...more };
}

/** What the rule reports when `before` is the baseline and `after` the current list, in a compact form. */
function changes(before: unknown, after: unknown, severity: "error" | "warning" = "error") {
  return lintRule(rule, after, { baseline: before, severity }).map((f) => ({
    change: f.data?.change,
    kind: f.data?.kind,
    pointer: f.pointer,
    severity: f.severity,
  }));
}

const P = "/tools/0/inputSchema";
const O = "/tools/0/outputSchema";

interface Case {
  name: string;
  before: unknown;
  after: unknown;
  expected: Array<{ change: string; kind: string; pointer: string }>;
}

const Q = { q: { type: "string", description: "Text to look for." } };
const LIMIT = { type: "integer", description: "How many results." };

const cases: Case[] = [
  // tools
  {
    name: "a tool removed",
    before: { tools: [tool(), search(obj(Q))] },
    after: { tools: [tool()] },
    expected: [{ change: "breaking", kind: "tool-removed", pointer: "/tools" }],
  },
  { name: "twin: the same tools in another order", before: { tools: [tool(), search(obj(Q))] }, after: { tools: [search(obj(Q)), tool()] }, expected: [] },
  {
    name: "a tool renamed (same description and schema)",
    before: { tools: [search(obj(Q))] },
    after: { tools: [search(obj(Q), { name: "search_issues" })] },
    expected: [{ change: "breaking", kind: "tool-renamed", pointer: "/tools/0/name" }],
  },
  {
    name: "twin: a tool replaced by a different one is a removal and an addition, not a rename",
    before: { tools: [search(obj(Q))] },
    after: { tools: [search(obj(Q), { name: "search_code", description: "Search the code of a repository by text." })] },
    // The addition is not breaking: definition-changed reports it (info).
    expected: [{ change: "breaking", kind: "tool-removed", pointer: "/tools" }],
  },
  {
    name: "a tool added (breaks no caller: not this rule's)",
    before: { tools: [tool()] },
    after: { tools: [tool(), search(obj(Q))] },
    expected: [],
  },
  // constraints through composition keywords: added narrows what callers may send, removed widens
  ...(
    [
      ["anyOf", { anyOf: [{ required: ["q"] }, { required: ["limit"] }] }],
      ["oneOf", { oneOf: [{ required: ["q"] }, { required: ["limit"] }] }],
      ["allOf", { allOf: [{ required: ["q"] }] }],
      ["not", { not: { required: ["limit"] } }],
      ["if", { if: { required: ["limit"] }, then: { required: ["q"] } }],
      ["dependentRequired", { dependentRequired: { limit: ["q"] } }],
      ["dependentSchemas", { dependentSchemas: { limit: { required: ["q"] } } }],
    ] as const
  ).flatMap(([keyword, constraint]): Case[] => [
    {
      name: `a \`${keyword}\` constraint added is breaking`,
      before: { tools: [search(obj({ ...Q, limit: LIMIT }))] },
      after: { tools: [search(obj({ ...Q, limit: LIMIT }, constraint))] },
      expected: [{ change: "breaking", kind: "constraint-added", pointer: `${P}/${keyword}` }],
    },
    {
      name: `a \`${keyword}\` constraint removed is compatible`,
      before: { tools: [search(obj({ ...Q, limit: LIMIT }, constraint))] },
      after: { tools: [search(obj({ ...Q, limit: LIMIT }))] },
      expected: [{ change: "compatible", kind: "constraint-removed", pointer: P }],
    },
  ]),
  {
    name: "an allOf member added is breaking",
    before: { tools: [search(obj({ ...Q, limit: LIMIT }, { allOf: [{ required: ["q"] }] }))] },
    after: { tools: [search(obj({ ...Q, limit: LIMIT }, { allOf: [{ required: ["q"] }, { required: ["limit"] }] }))] },
    expected: [{ change: "breaking", kind: "constraint-added", pointer: `${P}/allOf` }],
  },
  {
    name: "a nullable union of plain types is a respelling of `type`, not a constraint",
    before: { tools: [search(obj({ q: { type: "string", description: "Text." } }))] },
    after: { tools: [search(obj({ q: { anyOf: [{ type: "string" }, { type: "null" }], description: "Text." } }))] },
    expected: [{ change: "compatible", kind: "type-widened", pointer: `${P}/properties/q/anyOf` }],
  },
  // required
  {
    name: "an optional parameter made required",
    before: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q"] }))] },
    after: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q", "limit"] }))] },
    expected: [{ change: "breaking", kind: "required-added", pointer: `${P}/required/1` }],
  },
  {
    name: "twin: a required parameter made optional",
    before: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q", "limit"] }))] },
    after: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q"] }))] },
    expected: [{ change: "compatible", kind: "required-removed", pointer: `${P}/properties/limit` }],
  },
  {
    name: "a new required parameter",
    before: { tools: [search(obj(Q, { required: ["q"] }))] },
    after: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q", "limit"] }))] },
    expected: [{ change: "breaking", kind: "required-parameter-added", pointer: `${P}/properties/limit` }],
  },
  {
    name: "twin: a new optional parameter",
    before: { tools: [search(obj(Q, { required: ["q"] }))] },
    after: { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q"] }))] },
    expected: [{ change: "compatible", kind: "parameter-added", pointer: `${P}/properties/limit` }],
  },
  // removed parameters
  {
    name: "a parameter removed from a closed schema",
    before: { tools: [search(obj({ ...Q, limit: LIMIT }, { additionalProperties: false }))] },
    after: { tools: [search(obj(Q, { additionalProperties: false }))] },
    expected: [{ change: "breaking", kind: "parameter-removed", pointer: `${P}/properties` }],
  },
  {
    name: "twin: a parameter removed from an open schema",
    before: { tools: [search(obj({ ...Q, limit: LIMIT }))] },
    after: { tools: [search(obj(Q))] },
    expected: [{ change: "compatible", kind: "parameter-removed", pointer: `${P}/properties` }],
  },
  // types
  {
    name: "a type changed",
    before: { tools: [search(obj({ q: { type: "string" } }))] },
    after: { tools: [search(obj({ q: { type: "integer" } }))] },
    expected: [{ change: "breaking", kind: "type-changed", pointer: `${P}/properties/q/type` }],
  },
  {
    name: "twin: integer widened to number",
    before: { tools: [search(obj({ limit: { type: "integer" } }))] },
    after: { tools: [search(obj({ limit: { type: "number" } }))] },
    expected: [{ change: "compatible", kind: "type-widened", pointer: `${P}/properties/limit/type` }],
  },
  {
    name: "number narrowed to integer",
    before: { tools: [search(obj({ limit: { type: "number" } }))] },
    after: { tools: [search(obj({ limit: { type: "integer" } }))] },
    expected: [{ change: "breaking", kind: "type-narrowed", pointer: `${P}/properties/limit/type` }],
  },
  {
    name: "a type union narrowed: [string, null] to string",
    before: { tools: [search(obj({ q: { type: ["string", "null"] } }))] },
    after: { tools: [search(obj({ q: { type: "string" } }))] },
    expected: [{ change: "breaking", kind: "type-narrowed", pointer: `${P}/properties/q/type` }],
  },
  {
    name: "twin: string widened to [string, null]",
    before: { tools: [search(obj({ q: { type: "string" } }))] },
    after: { tools: [search(obj({ q: { type: ["string", "null"] } }))] },
    expected: [{ change: "compatible", kind: "type-widened", pointer: `${P}/properties/q/type` }],
  },
  {
    name: "an anyOf union (pydantic Optional) narrowed to its one type",
    before: { tools: [search(obj({ q: { anyOf: [{ type: "string" }, { type: "null" }], default: null } }))] },
    after: { tools: [search(obj({ q: { type: "string" } }))] },
    expected: [{ change: "breaking", kind: "type-narrowed", pointer: `${P}/properties/q/type` }],
  },
  {
    name: "twin: a type array respelled as an anyOf of the same types",
    before: { tools: [search(obj({ q: { type: ["string", "null"] } }))] },
    after: { tools: [search(obj({ q: { anyOf: [{ type: "null" }, { type: "string" }] } }))] },
    expected: [],
  },
  {
    name: "a type added where any value was accepted",
    before: { tools: [search(obj({ q: { description: "Anything." } }))] },
    after: { tools: [search(obj({ q: { description: "Anything.", type: "string" } }))] },
    expected: [{ change: "breaking", kind: "type-narrowed", pointer: `${P}/properties/q/type` }],
  },
  // enums
  {
    name: "an enum value removed",
    before: { tools: [search(obj({ order: { type: "string", enum: ["asc", "desc", "relevance"] } }))] },
    after: { tools: [search(obj({ order: { type: "string", enum: ["asc", "desc"] } }))] },
    expected: [{ change: "breaking", kind: "enum-value-removed", pointer: `${P}/properties/order/enum` }],
  },
  {
    name: "twin: an enum value added",
    before: { tools: [search(obj({ order: { type: "string", enum: ["asc", "desc"] } }))] },
    after: { tools: [search(obj({ order: { type: "string", enum: ["asc", "desc", "relevance"] } }))] },
    expected: [{ change: "compatible", kind: "enum-value-added", pointer: `${P}/properties/order/enum` }],
  },
  {
    name: "twin: the same enum values in another order",
    before: { tools: [search(obj({ order: { enum: ["asc", "desc"] } }))] },
    after: { tools: [search(obj({ order: { enum: ["desc", "asc"] } }))] },
    expected: [],
  },
  {
    name: "an enum added to a free parameter",
    before: { tools: [search(obj({ order: { type: "string" } }))] },
    after: { tools: [search(obj({ order: { type: "string", enum: ["asc"] } }))] },
    expected: [{ change: "breaking", kind: "enum-added", pointer: `${P}/properties/order/enum` }],
  },
  // bounds
  {
    name: "a bound tightened (maxLength)",
    before: { tools: [search(obj({ q: { type: "string", maxLength: 100 } }))] },
    after: { tools: [search(obj({ q: { type: "string", maxLength: 50 } }))] },
    expected: [{ change: "breaking", kind: "bound-tightened", pointer: `${P}/properties/q/maxLength` }],
  },
  {
    name: "twin: a bound loosened (maxLength)",
    before: { tools: [search(obj({ q: { type: "string", maxLength: 50 } }))] },
    after: { tools: [search(obj({ q: { type: "string", maxLength: 100 } }))] },
    expected: [{ change: "compatible", kind: "bound-loosened", pointer: `${P}/properties/q/maxLength` }],
  },
  {
    name: "a lower bound raised and a new maximum",
    before: { tools: [search(obj({ limit: { type: "integer", minimum: 0 } }))] },
    after: { tools: [search(obj({ limit: { type: "integer", minimum: 1, maximum: 100 } }))] },
    expected: [
      { change: "breaking", kind: "bound-tightened", pointer: `${P}/properties/limit/maximum` },
      { change: "breaking", kind: "bound-tightened", pointer: `${P}/properties/limit/minimum` },
    ],
  },
  {
    name: "twin: a minimum lowered and minItems removed",
    before: { tools: [search(obj({ limit: { type: "integer", minimum: 1 }, ids: { type: "array", items: { type: "string" }, minItems: 1 } }))] },
    after: { tools: [search(obj({ limit: { type: "integer", minimum: 0 }, ids: { type: "array", items: { type: "string" } } }))] },
    expected: [
      { change: "compatible", kind: "bound-loosened", pointer: `${P}/properties/limit/minimum` },
      { change: "compatible", kind: "bound-loosened", pointer: `${P}/properties/ids` },
    ],
  },
  {
    name: "a pattern added",
    before: { tools: [search(obj({ q: { type: "string" } }))] },
    after: { tools: [search(obj({ q: { type: "string", pattern: "^[a-z]+$" } }))] },
    expected: [{ change: "breaking", kind: "pattern-added", pointer: `${P}/properties/q/pattern` }],
  },
  {
    name: "twin: a pattern removed",
    before: { tools: [search(obj({ q: { type: "string", pattern: "^[a-z]+$" } }))] },
    after: { tools: [search(obj({ q: { type: "string" } }))] },
    expected: [{ change: "compatible", kind: "pattern-removed", pointer: `${P}/properties/q` }],
  },
  // additionalProperties
  {
    name: "additionalProperties closed",
    before: { tools: [search(obj(Q))] },
    after: { tools: [search(obj(Q, { additionalProperties: false }))] },
    expected: [{ change: "breaking", kind: "additional-properties-closed", pointer: `${P}/additionalProperties` }],
  },
  {
    name: "twin: additionalProperties opened",
    before: { tools: [search(obj(Q, { additionalProperties: false }))] },
    after: { tools: [search(obj(Q))] },
    expected: [{ change: "compatible", kind: "additional-properties-opened", pointer: P }],
  },
  // nested schemas
  {
    name: "a bound tightened in a property of a property",
    before: { tools: [search(obj({ options: obj({ limit: { type: "integer", maximum: 100 } }) }))] },
    after: { tools: [search(obj({ options: obj({ limit: { type: "integer", maximum: 10 } }) }))] },
    expected: [{ change: "breaking", kind: "bound-tightened", pointer: `${P}/properties/options/properties/limit/maximum` }],
  },
  {
    name: "an enum value removed from array items",
    before: { tools: [search(obj({ labels: { type: "array", items: { type: "string", enum: ["bug", "docs"] } } }))] },
    after: { tools: [search(obj({ labels: { type: "array", items: { type: "string", enum: ["bug"] } } }))] },
    expected: [{ change: "breaking", kind: "enum-value-removed", pointer: `${P}/properties/labels/items/enum` }],
  },
  {
    name: "items constrained where any item was accepted",
    before: { tools: [search(obj({ labels: { type: "array" } }))] },
    after: { tools: [search(obj({ labels: { type: "array", items: { type: "string" } } }))] },
    expected: [{ change: "breaking", kind: "type-narrowed", pointer: `${P}/properties/labels/items/type` }],
  },
  // $ref
  {
    name: "twin: a definition moved into $defs is not a change",
    before: { tools: [search(obj({ filter: obj({ state: { type: "string", enum: ["open", "closed"] } }, { required: ["state"] }) }))] },
    after: {
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
    expected: [],
  },
  {
    name: "a change inside a referenced definition is reported where the definition is",
    before: {
      tools: [search(obj({ filter: { $ref: "#/$defs/Filter" } }, { $defs: { Filter: obj({ state: { type: "string", enum: ["open", "closed"] } }) } }))],
    },
    after: {
      tools: [search(obj({ filter: obj({ state: { $ref: "#/definitions/State" } }) }, { definitions: { State: { type: "string", enum: ["open"] } } }))],
    },
    expected: [{ change: "breaking", kind: "enum-value-removed", pointer: `${P}/definitions/State/enum` }],
  },
  {
    name: "a recursive schema is compared once per node pair (cycles end)",
    before: {
      tools: [
        search(
          obj(
            { tree: { $ref: "#/$defs/Node" } },
            { $defs: { Node: obj({ name: { type: "string", maxLength: 100 }, children: { type: "array", items: { $ref: "#/$defs/Node" } } }) } },
          ),
        ),
      ],
    },
    after: {
      tools: [
        search(
          obj(
            { tree: { $ref: "#/$defs/Node" } },
            { $defs: { Node: obj({ name: { type: "string", maxLength: 10 }, children: { type: "array", items: { $ref: "#/$defs/Node" } } }) } },
          ),
        ),
      ],
    },
    expected: [{ change: "breaking", kind: "bound-tightened", pointer: `${P}/$defs/Node/properties/name/maxLength` }],
  },
  {
    name: "a self-referencing $ref and an unresolvable one do not hang or throw",
    before: { tools: [search(obj({ a: { $ref: "#/properties/a" }, b: { $ref: "#/$defs/missing" }, c: { $ref: "https://example.com/s.json" } }))] },
    after: {
      tools: [search(obj({ a: { $ref: "#/properties/a" }, b: { $ref: "#/$defs/missing" }, c: { $ref: "https://example.com/s.json" }, d: { type: "string" } }))],
    },
    expected: [{ change: "compatible", kind: "parameter-added", pointer: `${P}/properties/d` }],
  },
  // outputSchema
  {
    name: "an output property removed",
    before: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" }, items: { type: "array" } }, { required: ["total"] }) })] },
    after: { tools: [search(obj(Q), { outputSchema: obj({ items: { type: "array" } }) })] },
    expected: [{ change: "breaking", kind: "output-property-removed", pointer: `${O}/properties` }],
  },
  {
    name: "an output property made optional",
    before: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" } }, { required: ["total"] }) })] },
    after: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" } }) })] },
    expected: [{ change: "breaking", kind: "output-property-optional", pointer: `${O}/properties/total` }],
  },
  {
    name: "an output property retyped",
    before: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" } }) })] },
    after: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "string" } }) })] },
    expected: [{ change: "breaking", kind: "type-changed", pointer: `${O}/properties/total/type` }],
  },
  {
    name: "an output property that may now be null",
    before: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" } }) })] },
    after: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: ["integer", "null"] } }) })] },
    expected: [{ change: "breaking", kind: "type-widened", pointer: `${O}/properties/total/type` }],
  },
  {
    name: "twin: an output property added, one made required, one narrowed",
    before: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: ["integer", "null"] }, next: { type: "string" } }) })] },
    after: {
      tools: [
        search(obj(Q), { outputSchema: obj({ total: { type: "integer" }, next: { type: "string" }, took: { type: "number" } }, { required: ["next"] }) }),
      ],
    },
    expected: [
      { change: "compatible", kind: "output-property-added", pointer: `${O}/properties/took` },
      { change: "compatible", kind: "type-narrowed", pointer: `${O}/properties/total/type` },
    ],
  },
  {
    name: "the outputSchema removed",
    before: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" } }) })] },
    after: { tools: [search(obj(Q))] },
    expected: [{ change: "breaking", kind: "output-schema-removed", pointer: "/tools/0" }],
  },
  {
    name: "twin: an outputSchema added",
    before: { tools: [search(obj(Q))] },
    after: { tools: [search(obj(Q), { outputSchema: obj({ total: { type: "integer" } }) })] },
    expected: [{ change: "compatible", kind: "output-schema-added", pointer: O }],
  },
  // annotations
  {
    name: "readOnlyHint true to false",
    before: { tools: [search(obj(Q), { annotations: { readOnlyHint: true } })] },
    after: { tools: [search(obj(Q), { annotations: { readOnlyHint: false } })] },
    expected: [{ change: "breaking", kind: "read-only-hint-removed", pointer: "/tools/0/annotations/readOnlyHint" }],
  },
  {
    name: "readOnlyHint true to absent (absent means false)",
    before: { tools: [search(obj(Q), { annotations: { readOnlyHint: true } })] },
    after: { tools: [search(obj(Q), { annotations: {} })] },
    expected: [{ change: "breaking", kind: "read-only-hint-removed", pointer: "/tools/0/annotations" }],
  },
  {
    name: "twin: readOnlyHint false to true is not breaking",
    before: { tools: [search(obj(Q), { annotations: { readOnlyHint: false } })] },
    after: { tools: [search(obj(Q), { annotations: { readOnlyHint: true } })] },
    expected: [],
  },
  {
    name: "destructiveHint false to true",
    before: { tools: [search(obj(Q), { annotations: { readOnlyHint: false, destructiveHint: false } })] },
    after: { tools: [search(obj(Q), { annotations: { readOnlyHint: false, destructiveHint: true } })] },
    expected: [{ change: "breaking", kind: "destructive-hint-added", pointer: "/tools/0/annotations/destructiveHint" }],
  },
  {
    name: "twin: destructiveHint true to false is not breaking",
    before: { tools: [search(obj(Q), { annotations: { destructiveHint: true } })] },
    after: { tools: [search(obj(Q), { annotations: { destructiveHint: false } })] },
    expected: [],
  },
  // text only
  {
    name: "twin: only descriptions and titles changed (drift, not this rule)",
    before: { tools: [search(obj(Q))] },
    after: { tools: [search(obj({ q: { type: "string", description: "Words to look for." } }, { title: "Find" }), { description: "Find issues." })] },
    expected: [],
  },
];

describe("breaking-change", () => {
  for (const c of cases) {
    it(c.name, () => {
      const found = changes(c.before, c.after).map(({ change, kind, pointer }) => ({ change, kind, pointer }));
      expect(found).toEqual(c.expected);
    });
  }

  it("reports compatible changes at info and breaking ones at the configured severity", () => {
    const found = changes({ tools: [search(obj(Q))] }, { tools: [search(obj({ ...Q, limit: LIMIT }, { required: ["q"] }))] }, "warning");
    expect(found.map((f) => [f.change, f.kind, f.severity])).toEqual([
      ["breaking", "required-added", "warning"],
      ["compatible", "parameter-added", "info"],
    ]);
  });

  it("names the tool, the baseline pointer and the old name of a rename", () => {
    const [finding] = lintRule(rule, [tool({ name: "ls" })], { baseline: { tools: [tool(), search(obj(Q))] } }).filter((f) => f.data?.kind === "tool-renamed");
    expect(finding).toMatchObject({
      tool: "ls",
      pointer: "/0/name",
      data: { change: "breaking", kind: "tool-renamed", baselinePointer: "/tools/0/name", previousName: "list_files" },
    });
    expect(finding!.message).toContain("looks like a rename");
  });

  it("names a removed tool and where it was in the baseline", () => {
    const [finding] = lintRule(rule, { tools: [tool()] }, { baseline: [tool(), search(obj(Q))] });
    expect(finding).toMatchObject({ tool: "search", pointer: "/tools", data: { kind: "tool-removed", baselinePointer: "/1" } });
  });

  it("says what changed and how to fix it", () => {
    const [finding] = lintRule(
      rule,
      { tools: [search(obj({ q: { type: "string", maxLength: 50 } }))] },
      { baseline: { tools: [search(obj({ q: { type: "string", maxLength: 100 } }))] } },
    );
    expect(finding!.message).toBe(
      "`maxLength` of parameter `q` tightened (100 → 50). Callers written against the baseline will be rejected; keep accepting the old values, or ship this as a new tool and tell callers.",
    );
  });

  it("does nothing without a baseline", () => {
    expect(lintRule(rule, { tools: [search(obj(Q))] })).toEqual([]);
  });

  it("compares each input with the baseline, whatever shape either has", () => {
    const before = { jsonrpc: "2.0", id: 1, result: { tools: [search(obj(Q))] } };
    expect(changes(before, [search(obj(Q))])).toEqual([]);
    expect(changes(before, search(obj({})))).toEqual([
      { change: "compatible", kind: "parameter-removed", pointer: "/inputSchema/properties", severity: "info" },
    ]);
  });
});
