import type { SchemaNode } from "../core/schema/walk.js";
import { defineRule } from "../engine/rule.js";
import { isObject, ownField } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { isParameter, parameterPath } from "../helpers/params/parameter.js";
import { DocumentTracker } from "../core/schema/documents.js";
import type { SchemaDocument } from "../core/schema/refs.js";
import { followRefs } from "../helpers/params/schema-fields.js";
import { declaredTypes } from "../core/schema/json-value.js";
import { isSchemaShaped } from "../core/schema/schema-shaped.js";

/** Field names listed in a message before it is cut with `…`. */
const SHOWN_FIELDS = 5;

/** A small object of this many scalar fields (`{min, max}`, `{given_name, surname}`) is filled reliably. */
const SMALL_OBJECT = 2;

/** A record of this many scalar fields in each list item (`detections[].bbox`: `{xmin, ymin, xmax, ymax}`) is a unit of the item. */
const ITEM_RECORD = 4;

/**
 * A record of this many scalar fields as the item of a list inside each list item (`embeds[].fields[]`: `{name, value,
 * inline}`) is filled reliably; a fourth field (`files[].patches[]`: `{line_start, line_end, contents, range_hash}`)
 * makes it a payload of its own.
 */
const NESTED_ITEM_RECORD = 3;

const SCALAR_TYPES: ReadonlySet<string> = new Set(["string", "number", "integer", "boolean", "null"]);

/**
 * The `type` tags of OpenAI's chat and Responses content parts (`{"type": "image_url",
 * "image_url": {"url", "detail"}}`): a wire format models know by heart, where a flatter shape
 * of the tool's own would fight the model's prior.
 */
const CONTENT_PART_TYPES: ReadonlySet<string> = new Set([
  "text",
  "image_url",
  "input_audio",
  "file",
  "refusal",
  "input_text",
  "input_image",
  "input_file",
  "output_text",
  "json_schema",
  "json_object", // `response_format` / `text.format`
  "function", // `tool_choice: {"type": "function", "function": {"name"}}`
]);

/**
 * Where a one-field object is no wrapper to remove: a branch of a union (`{"click": {…}}` among
 * other actions, the key is the tag) or the entry of a map (`record{}.value`, the API's shape).
 */
const NOT_A_WRAPPER_VIA: ReadonlySet<string> = new Set(["anyOf", "oneOf", "allOf", "then", "else", "additionalProperties", "patternProperties"]);

function propertiesOf(schema: unknown): Readonly<Record<string, unknown>> | undefined {
  const members = ownField(schema, "properties");
  return isObject(members) ? members : undefined;
}

/** A chat message (`role` and `content`) or a content part tagged with a known `type`. */
function isChatWireShape(schema: unknown, document: SchemaDocument): boolean {
  const members = propertiesOf(schema);
  if (members === undefined) return false;
  if (Object.hasOwn(members, "role") && Object.hasOwn(members, "content")) return true;
  const tag = followRefs(members.type, document);
  const constant = ownField(tag, "const");
  const values = constant !== undefined ? [constant] : ownField(tag, "enum");
  return Array.isArray(values) && values.length > 0 && values.every((v) => typeof v === "string" && CONTENT_PART_TYPES.has(v));
}

/**
 * A JSON Schema the model writes (`function.parameters` of a tool it defines: `type`, `properties`, `required`):
 * its nesting is JSON Schema's, which models know, and cannot be flattened without losing its meaning.
 */
function isSchemaShape(schema: unknown): boolean {
  const members = propertiesOf(schema);
  return members !== undefined && isSchemaShaped(Object.keys(members), true);
}

function isScalarField(schema: unknown, document: SchemaDocument): boolean {
  const resolved = followRefs(schema, document);
  if (!isObject(resolved)) return false;
  const types = declaredTypes(resolved);
  if (types !== undefined) return types.length > 0 && types.every((t) => SCALAR_TYPES.has(t));
  const values = ownField(resolved, "enum");
  return ownField(resolved, "const") !== undefined || (Array.isArray(values) && values.every((v) => v === null || typeof v !== "object"));
}

/** A scalar or a list of scalars (`addresses: {ipv4: string[], ipv6: string[]}`): as easy to fill as a scalar. */
function isSmallField(schema: unknown, document: SchemaDocument): boolean {
  if (isScalarField(schema, document)) return true;
  const resolved = followRefs(schema, document);
  return declaredTypes(resolved)?.join() === "array" && isScalarField(ownField(resolved, "items"), document);
}

/**
 * A map that declares one optional key (`plugins: {"_meta": {…}}` beside any plugin name): the
 * declared key is one among many, so the map is no one-key wrapper, and its keys are data, not
 * fields to flatten. A map is told by a typed `additionalProperties` or `patternProperties`, or
 * by `additionalProperties: true` beside a reserved `_key`: generators emit a bare
 * `additionalProperties: true` on every object, records and wrappers alike.
 */
function isMapWithOneKey(schema: unknown): boolean {
  const members = propertiesOf(schema);
  const names = members === undefined ? [] : Object.keys(members);
  const required = ownField(schema, "required");
  if (names.length !== 1 || (Array.isArray(required) && required.includes(names[0]))) return false;
  const extra = ownField(schema, "additionalProperties");
  const typed = (isObject(extra) && Object.keys(extra).length > 0) || isObject(ownField(schema, "patternProperties"));
  return typed || ((extra === true || isObject(extra)) && names[0]!.startsWith("_"));
}

/**
 * A list item holding one list (`filterGroups[]: {filters: [...]}`, an OR of ANDs): the outer
 * level is the grouping, and removing it would leave an unlabelled list of lists.
 */
function isGroupOfList(node: SchemaNode, document: SchemaDocument): boolean {
  const members = propertiesOf(node.value);
  if (node.via !== "items" || members === undefined) return false;
  const fields = Object.values(members);
  return fields.length === 1 && declaredTypes(followRefs(fields[0], document))?.includes("array") === true;
}

/** Names of parallel condition lists: Zendesk's `all`/`any`, a boolean `and`/`or`, Elasticsearch's `must`/`should`/`must_not`. */
const CONDITION_LISTS: ReadonlySet<string> = new Set(["all", "any", "none", "and", "or", "not", "nor", "must", "should", "must_not", "filter"]);

/**
 * An object whose only fields are two or more parallel condition lists (`conditions: {all: [...], any: [...]}`): a
 * vendor's documented AND/OR body, like `filterGroups[].filters[]`; flattening it would rename what models know.
 */
function isConditionLists(schema: unknown, document: SchemaDocument): boolean {
  const members = propertiesOf(schema);
  if (members === undefined) return false;
  const names = Object.keys(members);
  return (
    names.length >= 2 && names.every((name) => CONDITION_LISTS.has(name) && declaredTypes(followRefs(members[name], document))?.includes("array") === true)
  );
}

/**
 * A one-field object beside a sibling group of several fields (`options: {v2tov3: {…}, openAPIToAsyncAPI: {perspective}}`): a library's
 * options namespace keyed by what each group is for; hoisting its one field would break the passthrough and blur it
 * with its siblings' fields.
 */
function isGroupAmongGroups(node: SchemaNode, document: SchemaDocument): boolean {
  // Root parameters are the tool's own, no library's namespace.
  if (node.via !== "properties" || node.propertyDepth < 2) return false;
  const siblings = propertiesOf(node.parent?.value);
  if (siblings === undefined) return false;
  return Object.entries(siblings).some(([name, field]) => {
    const members = name === node.key ? undefined : propertiesOf(followRefs(field, document));
    return members !== undefined && Object.keys(members).length > 1;
  });
}

/** The outermost object between a root parameter and `holder` (included) that has one field only. */
function oneKeyWrapper(holder: SchemaNode, document: SchemaDocument): SchemaNode | undefined {
  let found: SchemaNode | undefined;
  for (let current: SchemaNode | undefined = holder; current?.parent !== undefined; current = current.parent) {
    const members = propertiesOf(current.value);
    // Nor a field of a union branch: its siblings in the other branches may hold more under the same key.
    if (
      members !== undefined &&
      Object.keys(members).length === 1 &&
      !isMapWithOneKey(current.value) &&
      !isMapWithOneKey(current.parent?.value) &&
      !NOT_A_WRAPPER_VIA.has(current.via ?? "") &&
      !NOT_A_WRAPPER_VIA.has(current.parent?.via ?? "") &&
      !isGroupAmongGroups(current, document)
    )
      found = current;
  }
  return found;
}

/**
 * True when the root parameter `holder` sits under is optional where the root declares what is
 * required: a block the model may leave out (`scrapeOptions`, `expectation`, a `destination` of
 * several kinds), not the payload, so its depth is rarely met.
 */
function underOptionalRootParameter(holder: SchemaNode): boolean {
  for (let current: SchemaNode | undefined = holder; current !== undefined; current = current.parent) {
    if (current.via !== "properties" || current.propertyDepth !== 1) continue;
    const required = ownField(current.parent?.value, "required");
    return Array.isArray(required) && required.length > 0 && !required.includes(current.key);
  }
  return false;
}

/** Fields of a list item before it reads as a union keyed by the action rather than a record. */
const KEYED_UNION = 3;

/**
 * A branch of a list item keyed by the action (`actions[]: {"remove_attribute": {…}}` among
 * `set_text`, `set_link`…): every field optional and all but one objects, so each item picks
 * one. It is a union written as properties, and its branches are no fields to flatten.
 */
function isKeyedUnionBranch(holder: SchemaNode): boolean {
  const item = holder.parent;
  if (holder.via !== "properties" || item?.via !== "items") return false;
  const members = propertiesOf(item.value);
  const required = ownField(item.value, "required");
  if (members === undefined || (Array.isArray(required) && required.length > 0)) return false;
  const fields = Object.values(members);
  const objects = fields.filter((f) => declaredTypes(f)?.includes("object") === true || propertiesOf(f) !== undefined).length;
  return fields.length >= KEYED_UNION && objects >= fields.length - 1;
}

/**
 * A small record of scalars that is a field of each list item (`detections[].bbox`, `steps[].repeat`) or the item of a
 * list in each list item (`embeds[].fields[]`: `{name, value, inline}`): the lists' shape is the domain's, and each item is filled reliably.
 */
function isItemRecord(holder: SchemaNode, fields: readonly string[], scalar: boolean): boolean {
  const inItem = (node: SchemaNode | undefined) => node?.via === "properties" && node.parent?.via === "items";
  if (!scalar) return false;
  return (inItem(holder) && fields.length <= ITEM_RECORD) || (holder.via === "items" && inItem(holder.parent) && fields.length <= NESTED_ITEM_RECORD);
}

/** The name of the root parameter `node` sits under: one design choice, said once however many deep objects it holds. */
function rootParameter(node: SchemaNode): string {
  for (let current: SchemaNode | undefined = node; current !== undefined; current = current.parent) {
    if (current.via === "properties" && current.propertyDepth === 1) return String(current.key);
  }
  return parameterPath(node);
}

/**
 * An optional group of scalars in an object whose every field is optional (`identityUpdates.lifecycle`: four dates
 * in an update body, `format.backgroundColor`): the model fills only the groups it needs, each whole in itself.
 * Only where the root declares what is required: a schema that never says cannot say a block is all optional.
 */
function isOptionalGroupInOptionalBlock(holder: SchemaNode, scalar: boolean): boolean {
  if (!scalar || holder.via !== "properties" || holder.parent === undefined) return false;
  if (declaresRequired(holder.parent.value)) return false;
  let root: SchemaNode = holder;
  while (root.parent !== undefined) root = root.parent;
  return declaresRequired(root.value);
}

function declaresRequired(schema: unknown): boolean {
  const required = ownField(schema, "required");
  return Array.isArray(required) && required.length > 0;
}

/** Fields named by numbers (`shades`: `50`, `100`… `A700`): the keys of a scale, values rather than fields to flatten. */
function hasNumberedFields(fields: readonly string[]): boolean {
  return fields.filter((f) => /^\d/.test(f)).length * 2 > fields.length;
}

/**
 * An object signed as a whole (`passport: {…, signature, signedAt}`, `issuerSignature`): the model passes it back as
 * another tool returned it, and its shape is the signer's; moving a field would break the signature.
 */
function isSigned(schema: unknown): boolean {
  const members = propertiesOf(schema);
  return members !== undefined && Object.keys(members).some((f) => /signature$/i.test(f));
}

export default defineRule({
  meta: {
    id: "schema-flat",
    category: "design",
    severity: "info",
    strictSeverity: "warning",
    description: "Parameters are nested no deeper than `maxDepth` object levels (default 2: root parameters and one level below).",
    defaultOptions: { maxDepth: 2 },
    optionsSchema: {
      type: "object",
      properties: { maxDepth: { type: "integer", minimum: 1, description: "Object levels allowed: 1 is root parameters only." } },
      additionalProperties: false,
    },
  },
  create(context) {
    const maxDepth = context.options.maxDepth;
    // One finding per object whose fields sit one level too deep; deeper levels are inside it.
    const reported = new Set<string>();
    // Root parameters reported on this tool: the deep objects under one root parameter (`config.new`, `config.rev`;
    // `operations[].data` of each `oneOf` member) are one design choice, said once.
    const reportedPaths = new Set<string>();
    const documents = new DocumentTracker();
    return {
      tool() {
        reportedPaths.clear();
      },
      schema(node) {
        if (!isParameter(node) || node.propertyDepth !== maxDepth + 1 || node.parent === undefined) return;
        const holder = node.parent;
        const pointer = joinPointer(holder.pointer, "properties");
        if (reported.has(pointer)) return;
        reported.add(pointer);
        const document = documents.for(holder);
        for (let current: SchemaNode | undefined = holder; current !== undefined; current = current.parent) {
          if (isChatWireShape(current.value, document) || isSchemaShape(current.value) || isGroupOfList(current, document) || isSigned(current.value)) return;
          if (isConditionLists(current.value, document)) return;
        }
        // A map's keys are data: there is nothing to flatten.
        if (isMapWithOneKey(holder.value)) return;
        const members = propertiesOf(holder.value) ?? {};
        const fields = Object.keys(members);
        const wrapper = oneKeyWrapper(holder, document);
        if (wrapper === undefined) {
          const scalar = fields.every((f) => isSmallField(members[f], document));
          if (
            (fields.length <= SMALL_OBJECT && scalar) ||
            isItemRecord(holder, fields, scalar) ||
            underOptionalRootParameter(holder) ||
            isKeyedUnionBranch(holder) ||
            isOptionalGroupInOptionalBlock(holder, scalar) ||
            hasNumberedFields(fields)
          )
            return;
        }
        const listed =
          fields
            .slice(0, SHOWN_FIELDS)
            .map((f) => `\`${f}\``)
            .join(", ") + (fields.length > SHOWN_FIELDS ? ", …" : "");
        const owner = parameterPath(holder) || "the root";
        const root = rootParameter(holder);
        if (reportedPaths.has(root)) return;
        reportedPaths.add(root);
        const wrapped = wrapper === undefined ? undefined : Object.keys(propertiesOf(wrapper.value)!)[0]!;
        const fix =
          wrapper === undefined
            ? "Flatten them into parameters closer to the root, or split the tool."
            : `\`${parameterPath(wrapper)}\` only wraps \`${wrapped}\`: remove that one-key wrapper object and take \`${wrapped}\` in its place, one level up.`;
        context.report({
          pointer,
          message: `\`${owner}\` has fields (${listed}) ${maxDepth + 1} object levels deep, deeper than \`maxDepth\` ${maxDepth}: models fill deep structures less reliably. ${fix}`,
        });
      },
    };
  },
});
