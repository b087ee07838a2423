import rule from "../../src/rules/schema-flat.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withSchema = (inputSchema: unknown) => ({ tools: [tool({ inputSchema })] });
const object = (properties: Record<string, unknown>) => ({ type: "object", properties });
const leaf = { type: "string", description: "A value." };
const method = (name: string, args: Record<string, unknown>) => object({ name: { const: name }, arguments: object(args) });
const imagePart = object({ type: { type: "string", const: "image_url" }, image_url: object({ url: leaf, detail: leaf, extra: leaf }) });

ruleTester(rule).run({
  valid: [
    // asyncapi's `convert_spec`: `options` passed through to @asyncapi/converter, keyed by the conversion each group is for.
    {
      name: "a one-field group beside a sibling group of several fields: a library's options namespace",
      input: withSchema({
        ...object({
          spec: leaf,
          options: object({
            v2tov3: object({ pointOfView: leaf, convertChannelComponents: { type: "boolean" }, convertServerComponents: { type: "boolean" } }),
            openAPIToAsyncAPI: object({ perspective: { type: "string", enum: ["client", "server"] } }),
          }),
        }),
        required: ["spec"],
      }),
    },
    // Linode's control-plane ACL: `acl.addresses: {ipv4: string[], ipv6: string[]}`.
    {
      name: "a small object of two lists of scalars",
      input: withSchema(
        object({
          acl: object({ enabled: { type: "boolean" }, addresses: object({ ipv4: { type: "array", items: leaf }, ipv6: { type: "array", items: leaf } }) }),
        }),
      ),
    },
    // Discord's `embeds[].fields[]: {name, value, inline}`.
    {
      name: "a small record of scalars in a list inside each list item",
      input: withSchema(
        object({
          embeds: {
            type: "array",
            items: object({ title: leaf, fields: { type: "array", items: object({ name: leaf, value: leaf, inline: { type: "boolean" } }) } }),
          },
        }),
      ),
    },
    // admina's `identityUpdates.lifecycle`: four optional dates in an update body whose every field is optional.
    {
      name: "an optional group of scalars in an all-optional block, where the root declares what is required",
      input: withSchema({
        ...object({ ids: leaf, updates: object({ name: leaf, lifecycle: object({ startAt: leaf, endAt: leaf, suspendedAt: leaf }) }) }),
        required: ["ids", "updates"],
      }),
    },
    // igniteui's `primary.shades`: `50`, `100`… `900`, `A100`… colour strings.
    {
      name: "fields named by numbers, the keys of a scale",
      input: withSchema({
        ...object({ primary: { ...object({ mode: leaf, shades: object({ 50: leaf, 100: leaf, 200: leaf, A100: leaf }) }), required: ["shades"] } }),
        required: ["primary"],
      }),
    },
    // A passport passed back as the issuing tool returned it: its shape is the signer's.
    {
      name: "a signed object passed back whole",
      input: withSchema({
        ...object({
          passport: {
            ...object({ signature: leaf, issuerSignature: { ...object({ issuerId: leaf, key: leaf, signedAt: leaf }), required: ["issuerId"] } }),
            required: ["signature"],
          },
        }),
        required: ["passport"],
      }),
    },
    {
      name: "root parameters and one level below, and a deep outputSchema",
      input: {
        tools: [
          tool({
            inputSchema: object({ a: object({ b: leaf }), list: { type: "array", items: object({ x: leaf }) } }),
            outputSchema: object({ a: object({ b: object({ c: leaf }) }) }),
          }),
        ],
      },
    },
    { name: "three levels under `maxDepth: 3`", options: { maxDepth: 3 }, input: withSchema(object({ a: object({ b: object({ c: leaf }) }) })) },
    // clarity's `filters.performanceScore: {min, max}`, paypal's `invoicer.name: {given_name, surname}`.
    {
      name: "a small object of two scalar fields (a range)",
      input: withSchema(object({ filters: object({ score: object({ min: { type: "number" }, max: { type: "number" } }), page: leaf }) })),
    },
    {
      name: "a small object of two scalar fields (an enum and a value)",
      input: withSchema(object({ policy: object({ period: object({ unit: { enum: ["DAY"] }, value: { type: "integer" } }), name: leaf }) })),
    },
    {
      name: "OpenAI chat messages and their content parts, which models know by heart",
      input: withSchema(object({ messages: { type: "array", items: object({ role: leaf, content: { type: "array", items: { anyOf: [imagePart] } } }) } })),
    },
    // apisix's `plugins: {"_meta": {…}}` beside any plugin name: a map, not a one-key wrapper.
    {
      name: "a map that declares one reserved key beside its open keys",
      input: withSchema(
        object({
          route: object({
            uri: leaf,
            plugins: {
              type: "object",
              additionalProperties: true,
              properties: { _meta: object({ disable: { type: "boolean" }, priority: leaf, filter: { type: "array" } }) },
            },
          }),
        }),
      ),
    },
    {
      name: "a map of typed values that declares one key",
      input: withSchema(
        object({
          env: object({
            name: leaf,
            vars: { type: "object", additionalProperties: { type: "string" }, properties: { PATH: object({ a: leaf, b: leaf, c: leaf }) } },
          }),
        }),
      ),
    },
    // hubspot's `filterGroups[].filters[]`: an OR of ANDs, whose outer level is the grouping.
    {
      name: "a list of groups that each hold one list",
      input: withSchema(
        object({
          filterGroups: { type: "array", items: object({ filters: { type: "array", items: object({ propertyName: leaf, operator: leaf, value: leaf }) } }) },
        }),
      ),
    },
    // zendesk's `conditions: {all: [...], any: [...]}`, Elasticsearch's `bool: {must, should, must_not}`: AND/OR bodies.
    {
      name: "an object whose only fields are parallel condition lists",
      input: withSchema(
        object({
          title: leaf,
          conditions: object({
            all: { type: "array", items: object({ field: leaf, operator: leaf, value: leaf }) },
            any: { type: "array", items: object({ field: leaf, operator: leaf, value: leaf }) },
          }),
          bool: object({
            must: { type: "array", items: object({ term: leaf, boost: leaf, name: leaf }) },
            must_not: { type: "array", items: object({ term: leaf, boost: leaf, name: leaf }) },
          }),
        }),
      ),
    },
    // firecrawl's `scrapeOptions.screenshotOptions`, a test runner's `expectation.diffOptions`.
    {
      name: "a block under an optional root parameter, where the root says what is required",
      input: withSchema({
        ...object({
          url: leaf,
          scrapeOptions: object({ formats: leaf, screenshotOptions: object({ fullPage: leaf, quality: leaf, viewport: object({ width: leaf }) }) }),
        }),
        required: ["url"],
      }),
    },
    // `detections[].bbox: {xmin, ymin, xmax, ymax}`, `steps[].repeat: {times, until_found, until_not_found}`.
    {
      name: "a small all-scalar record in each list item",
      input: withSchema(
        object({ detections: { type: "array", items: object({ label: leaf, bbox: object({ xmin: leaf, ymin: leaf, xmax: leaf, ymax: leaf }) }) } }),
      ),
    },
    // webflow's `actions[]: {"remove_attribute": {…}}` among other actions, written as optional properties.
    {
      name: "a branch of a list item keyed by the action, written as optional properties",
      input: withSchema(
        object({
          actions: {
            type: "array",
            items: object({
              set_text: object({ id: leaf, text: leaf, style: leaf, lang: leaf, at: leaf }),
              remove_attribute: object({ id: leaf, names: leaf, scope: leaf, recursive: leaf, at: leaf }),
              get_selected: { type: "boolean" },
            }),
          },
        }),
      ),
    },
    { name: "OpenAI content parts", input: withSchema(object({ message: { type: "array", items: { anyOf: [imagePart] } } })) },
    {
      name: "a JSON Schema the model writes (`function.parameters` with type, properties, required)",
      input: withSchema(
        object({
          function: object({
            name: leaf,
            parameters: object({ type: leaf, properties: { type: "object", additionalProperties: object({ type: leaf }) }, required: { type: "array" } }),
          }),
        }),
      ),
    },
  ],
  invalid: [
    // anki's `save_deck_config`: `config.new`, `config.rev`, `config.lapse`, one design choice.
    {
      name: "several deep objects under one root parameter, reported once",
      input: withSchema(
        object({
          config: object({ name: leaf, new: object({ bury: leaf, delays: leaf, order: leaf }), rev: object({ fuzz: leaf, maxIvl: leaf, ease4: leaf }) }),
        }),
      ),
      errors: [
        {
          message:
            "`config.new` has fields (`bury`, `delays`, `order`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
          pointer: "/tools/0/inputSchema/properties/config/properties/new/properties",
        },
      ],
    },
    // hubspot's `inputs[]: {from: {id}, to: {id}}`: one-key siblings are no options namespace.
    {
      name: "one-key objects beside one-key siblings are wrappers",
      input: withSchema(object({ inputs: { type: "array", items: object({ from: object({ id: leaf }), to: object({ id: leaf }) }) } })),
      errors: [
        {
          message:
            "`inputs[].from` has fields (`id`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. `inputs[].from` only wraps `id`: remove that one-key wrapper object and take `id` in its place, one level up.",
          pointer: "/tools/0/inputSchema/properties/inputs/items/properties/from/properties",
        },
      ],
    },
    {
      name: "condition lists beside another field: no AND/OR body",
      input: withSchema(
        object({
          conditions: object({
            all: { type: "array", items: object({ field: leaf, operator: leaf, value: leaf }) },
            any: { type: "array", items: object({ field: leaf, operator: leaf, value: leaf }) },
            label: leaf,
          }),
        }),
      ),
      errors: [
        {
          message:
            "`conditions.all[]` has fields (`field`, `operator`, `value`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
          pointer: "/tools/0/inputSchema/properties/conditions/properties/all/items/properties",
        },
      ],
    },
    {
      name: "an object with a `type` and `properties` among other fields is no JSON Schema",
      input: withSchema(object({ function: object({ parameters: object({ type: leaf, properties: leaf, owner: leaf }) }) })),
      errors: [
        {
          message:
            "`function.parameters` has fields (`type`, `properties`, `owner`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. `function` only wraps `parameters`: remove that one-key wrapper object and take `parameters` in its place, one level up.",
          pointer: "/tools/0/inputSchema/properties/function/properties/parameters/properties",
        },
      ],
    },
    {
      name: "fields three object levels deep, once, at the `properties` that holds them",
      input: withSchema(object({ a: object({ b: object({ c: leaf, d: leaf }) }) })),
      errors: [
        {
          message:
            "`a.b` has fields (`c`, `d`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. `a` only wraps `b`: remove that one-key wrapper object and take `b` in its place, one level up.",
          pointer: "/tools/0/inputSchema/properties/a/properties/b/properties",
          line: 14,
          column: 17,
          tool: "list_files",
        },
      ],
    },
    {
      name: "objects inside array items count as levels",
      input: withSchema(
        object({
          files: {
            type: "array",
            items: object({ path: leaf, ranges: { type: "array", items: object({ start: leaf, end: leaf, step: leaf, unit: leaf }) } }),
          },
        }),
      ),
      errors: [
        {
          message:
            "`files[].ranges[]` has fields (`start`, `end`, `step`, `unit`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
          pointer: "/tools/0/inputSchema/properties/files/items/properties/ranges/items/properties",
        },
      ],
    },
    {
      name: "a deeper subtree, only at its first level too deep",
      input: withSchema(object({ a: object({ b: object({ c: object({ d: object({ e: leaf }) }) }) }) })),
      errors: [
        {
          message:
            "`a.b` has fields (`c`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. `a` only wraps `b`: remove that one-key wrapper object and take `b` in its place, one level up.",
          pointer: "/tools/0/inputSchema/properties/a/properties/b/properties",
        },
      ],
    },
    {
      name: "two levels under `maxDepth: 1`",
      options: { maxDepth: 1 },
      input: withSchema(object({ a: object({ b: leaf }) })),
      errors: [
        {
          message:
            "`a` has fields (`b`) 2 object levels deep, deeper than `maxDepth` 1: models fill deep structures less reliably. `a` only wraps `b`: remove that one-key wrapper object and take `b` in its place, one level up.",
          pointer: "/tools/0/inputSchema/properties/a/properties",
        },
      ],
    },
    {
      name: "a small object of three fields",
      input: withSchema(object({ o: object({ v: object({ a: leaf, b: leaf, c: leaf }), x: leaf }) })),
      errors: [
        {
          message:
            "`o.v` has fields (`a`, `b`, `c`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
          pointer: "/tools/0/inputSchema/properties/o/properties/v/properties",
        },
      ],
    },
    // Graph's `body: {item: {…}}`: generators put `additionalProperties: true` on every object, wrappers too.
    {
      name: "a one-key wrapper that is open only by a bare `additionalProperties: true`",
      input: withSchema(object({ body: { type: "object", additionalProperties: true, properties: { item: object({ name: leaf, size: leaf, kind: leaf }) } } })),
      errors: [
        {
          message:
            "`body.item` has fields (`name`, `size`, `kind`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. `body` only wraps `item`: remove that one-key wrapper object and take `item` in its place, one level up.",
          pointer: "/tools/0/inputSchema/properties/body/properties/item/properties",
        },
      ],
    },
    {
      name: "a block under a required root parameter",
      input: withSchema({
        ...object({
          url: leaf,
          scrapeOptions: { ...object({ formats: leaf, screenshot: object({ fullPage: leaf, quality: leaf, format: leaf }) }), required: ["formats"] },
        }),
        required: ["url", "scrapeOptions"],
      }),
      errors: [
        {
          message:
            "`scrapeOptions.screenshot` has fields (`fullPage`, `quality`, `format`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
          pointer: "/tools/0/inputSchema/properties/scrapeOptions/properties/screenshot/properties",
        },
      ],
    },
    {
      name: "a group of scalars in a block that requires a field, and fields named by words",
      input: withSchema({
        ...object({
          ids: leaf,
          updates: { ...object({ name: leaf, lifecycle: object({ startAt: leaf, endAt: leaf, suspendedAt: leaf }) }), required: ["name"] },
        }),
        required: ["ids", "updates"],
      }),
      errors: [
        {
          message:
            "`updates.lifecycle` has fields (`startAt`, `endAt`, `suspendedAt`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
          pointer: "/tools/0/inputSchema/properties/updates/properties/lifecycle/properties",
        },
      ],
    },
    {
      name: "a record of five scalars in each list item",
      input: withSchema(
        object({ detections: { type: "array", items: object({ label: leaf, box: object({ x: leaf, y: leaf, w: leaf, h: leaf, unit: leaf }) }) } }),
      ),
      errors: [
        {
          message:
            "`detections[].box` has fields (`x`, `y`, `w`, `h`, `unit`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
          pointer: "/tools/0/inputSchema/properties/detections/items/properties/box/properties",
        },
      ],
    },
    {
      name: "a record in a list item whose fields are mostly scalars, not a keyed union",
      input: withSchema(
        object({
          lines: {
            type: "array",
            items: object({ name: leaf, note: leaf, price: object({ amount: leaf, currency: leaf, tax: leaf, discount: leaf, unit: leaf }) }),
          },
        }),
      ),
      errors: [
        {
          message:
            "`lines[].price` has fields (`amount`, `currency`, `tax`, `discount`, `unit`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
          pointer: "/tools/0/inputSchema/properties/lines/items/properties/price/properties",
        },
      ],
    },
    // resend's `workflow` holds only `steps`: removing the wrapper is the fix.
    {
      name: "a one-key wrapper object, whose removal is the fix",
      input: withSchema(object({ workflow: object({ steps: { type: "array", items: object({ key: leaf, type: leaf }) } }) })),
      errors: [
        {
          message:
            "`workflow.steps[]` has fields (`key`, `type`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. `workflow` only wraps `steps`: remove that one-key wrapper object and take `steps` in its place, one level up.",
          pointer: "/tools/0/inputSchema/properties/workflow/properties/steps/items/properties",
        },
      ],
    },
    // notion's `rich_text[].text: {content}`: the one-field object is itself the wrapper.
    {
      name: "a one-field object that is itself the wrapper",
      input: withSchema(object({ rich_text: { type: "array", items: object({ text: object({ content: leaf }), link: leaf }) } })),
      errors: [
        {
          message:
            "`rich_text[].text` has fields (`content`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. `rich_text[].text` only wraps `content`: remove that one-key wrapper object and take `content` in its place, one level up.",
          pointer: "/tools/0/inputSchema/properties/rich_text/items/properties/text/properties",
        },
      ],
    },
    {
      name: "a branch of a union keyed by the action name, which is no wrapper",
      input: withSchema(object({ actions: { type: "array", items: { anyOf: [object({ click: object({ index: leaf, why: leaf, at: leaf }) })] } } })),
      errors: [
        {
          message:
            "`actions[].click` has fields (`index`, `why`, `at`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
          pointer: "/tools/0/inputSchema/properties/actions/items/anyOf/0/properties/click/properties",
        },
      ],
    },
    // `count.arguments: {query}` beside `find.arguments: {filter, limit}`: removing the wrapper in one
    // branch would split the branches' shapes, so no finding says "only wraps".
    {
      name: "a field of a union branch whose siblings hold more under the same key, which is no wrapper",
      input: withSchema(
        object({
          method: {
            type: "array",
            items: {
              anyOf: [
                method("count", { query: object({ a: leaf, b: leaf, c: leaf }) }),
                method("find", { filter: object({ a: leaf, b: leaf, c: leaf }), limit: leaf }),
              ],
            },
          },
        }),
      ),
      errors: [
        {
          message:
            "`method[].arguments` has fields (`query`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
          pointer: "/tools/0/inputSchema/properties/method/items/anyOf/0/properties/arguments/properties",
        },
      ],
    },
    // pohoda `batch_write`: `operations[].data` in each of 27 `oneOf` branches is one parameter, and one design choice.
    {
      name: "a parameter deep in several union branches: said once, at the first branch that is reported, on each tool",
      input: {
        tools: [0, 1].map((t) =>
          tool({
            name: `batch_${t}`,
            inputSchema: object({
              operations: {
                type: "array",
                items: {
                  oneOf: [
                    method("small", { a: leaf, b: leaf }),
                    method("note", { data: object({ a: leaf, b: leaf, c: leaf }) }),
                    method("invoice", { data: object({ d: leaf, e: leaf, f: leaf }) }),
                  ],
                },
              },
            }),
          }),
        ),
      },
      errors: [0, 1].map((t) => ({
        message:
          "`operations[].arguments` has fields (`data`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
        pointer: `/tools/${t}/inputSchema/properties/operations/items/oneOf/1/properties/arguments/properties`,
      })),
    },
    {
      name: "a `type` tag of the tool's own, which is not an OpenAI content part",
      input: withSchema(
        object({ message: { type: "array", items: object({ type: { const: "widget" }, widget: object({ a: leaf, b: leaf, c: leaf, d: leaf, e: leaf }) }) } }),
      ),
      errors: [
        {
          message:
            "`message[].widget` has fields (`a`, `b`, `c`, `d`, `e`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
          pointer: "/tools/0/inputSchema/properties/message/items/properties/widget/properties",
        },
      ],
    },
  ],
});

// Classes of wrong findings seen on servers captured 2026-11-24 that no rule had been tuned on
// (corpus/judged-unseen/); a block of its own so its helpers keep their names.
{
  const withProperties = (properties: Record<string, unknown>) => ({ tools: [tool({ name: "create_tool", inputSchema: { type: "object", properties } })] });
  const deep = (fields: Record<string, unknown>) => ({
    function: {
      type: "object",
      description: "The function the assistant may call.",
      properties: { name: { type: "string", description: "Its name." }, parameters: { type: "object", description: "Its parameters.", properties: fields } },
    },
  });

  ruleTester(rule).run({
    valid: [
      {
        name: "a JSON Schema the model writes (an OpenAI function's parameters)",
        input: withProperties(
          deep({
            type: { type: "string", description: "Always object." },
            properties: { type: "object", description: "The parameters' schemas." },
            required: { type: "array", items: { type: "string" }, description: "Required names." },
          }),
        ),
      },
    ],
    invalid: [
      {
        name: "an object of the tool's own three levels deep",
        input: withProperties(
          deep({
            city: { type: "string", description: "City." },
            units: { type: "string", description: "Units." },
            days: { type: "integer", description: "Days." },
          }),
        ),
        errors: [
          {
            message:
              "`function.parameters` has fields (`city`, `units`, `days`) 3 object levels deep, deeper than `maxDepth` 2: models fill deep structures less reliably. Flatten them into parameters closer to the root, or split the tool.",
            pointer: "/tools/0/inputSchema/properties/function/properties/parameters/properties",
          },
        ],
      },
    ],
  });
}
