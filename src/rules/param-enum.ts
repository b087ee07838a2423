import { defineRule } from "../engine/rule.js";
import type { SchemaNode } from "../core/schema/walk.js";
import { isObject, ownField, hasOwnField } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { closedSetMatch } from "../helpers/params/closed-set.js";
import { valueTypes } from "../helpers/params/declared-types.js";
import { declaredTypes } from "../core/schema/json-value.js";
import { parameterDescription } from "../helpers/params/description.js";
import { isParameter, parameterPath } from "../helpers/params/parameter.js";
import { DocumentTracker } from "../core/schema/documents.js";
import type { SchemaDocument } from "../core/schema/refs.js";
import { followRefs } from "../helpers/params/schema-fields.js";
import { propertyNames } from "../helpers/params/property-names.js";
import { restrictsValues } from "../helpers/params/value-set.js";

/** Text that says several values combine into one string: an `enum` would reject the combinations. */
const COMBINABLE =
  /\bcomma[- ]?(?:separated|delimited)\b|\bseparated by (?:a )?(?:commas?|spaces?|pipes?|semicolons?)\b|\b(?:multiple|several) (?:values|options|items)\b|\bone or more\b|\bany combination\b|\bcombin(?:e|ed|ation)\b/i;
/** A tool's own parameter, at the root of its `inputSchema`. */
const TOP_LEVEL = /\/inputSchema\/properties\/[^/]+$/;
/**
 * A projection: which parts of the result to include (`fields`: "Additional fields to include in the response. Possible
 * values: conversation, creator, labels"), named so or said so. One string of it takes several of the values, comma-joined,
 * so an `enum` on it would refuse every combination.
 */
const PROJECTION_WORDS = new Set(["fields", "columns", "attributes", "include", "includes", "expand", "embed", "sections"]);
const PROJECTION_TEXT =
  /\b(?:fields|columns|attributes|properties|sections|relations|parts)\b[^.;]{0,30}?\bto (?:include|return|expand|embed|fetch|retrieve|select)\b/i;
/** Names of parameters that take a path or address: listed file types describe the file, not the value. */
const PATH_NAME = /(?:path|file|filename|dir|directory|folder|url|uri)s?$/i;
/** On a path parameter, short codes ("zip, tar, tar.gz, tgz, 7z") are the file's type, not the value. */
const FILE_EXTENSION = /^\.?[a-z0-9]{1,5}(?:\.[a-z0-9]{1,5})?$/i;
/** Model names and versions: catalogues that grow with every release; a list of them is a snapshot, not a closed set. */
const CATALOGUE_WORDS = new Set(["model", "models", "version", "versions"]);
const NAME_SUFFIXES = new Set(["name", "names", "id", "ids"]);
/** Values shown in a message before it is cut with `…`. */
const SHOWN_VALUES = 8;

/** Whether every listed value fits the declared types (numbers for a numeric parameter). */
function valuesFit(values: readonly string[], types: ReadonlySet<string>): boolean {
  const scalar = [...types].filter((t) => t !== "null");
  if (scalar.length === 0 || scalar.includes("string")) return true;
  if (scalar.every((t) => t === "number" || t === "integer")) return values.every((v) => v.trim() !== "" && Number.isFinite(Number(v)));
  return false;
}

/** The subschema the `enum` belongs on: the parameter, or its `items` for an array of values. */
function valueSchema(node: SchemaNode, document: SchemaDocument): { schema: unknown; pointer: string; items: boolean } | undefined {
  const target = followRefs(node.value, document);
  const types = new Set(declaredTypes(target));
  if (!types.has("array")) return { schema: target, pointer: node.pointer, items: false };
  if (types.size > 1 && !(types.size === 2 && types.has("null"))) return undefined;
  const items = ownField(target, "items");
  if (!isObject(items)) return undefined;
  const pointer = target === node.value ? joinPointer(node.pointer, "items") : node.pointer;
  return { schema: items, pointer, items: true };
}

/** `model`, `llmModel`, `model_name`, `goVersion`: the parameter picks from a catalogue of releases. */
function namesCatalogue(name: string): boolean {
  const words = name
    .split(/[_\-.\s]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter((w) => w !== "")
    .map((w) => w.toLowerCase());
  while (words.length > 1 && NAME_SUFFIXES.has(words[words.length - 1]!)) words.pop();
  return CATALOGUE_WORDS.has(words[words.length - 1] ?? "");
}

/** The string `enum` values of the parameter's siblings (the other properties of the same object), lower-cased. */
function siblingEnumValues(node: SchemaNode, document: SchemaDocument): Set<string> {
  const values = new Set<string>();
  const properties = ownField(node.parent?.value, "properties");
  if (!isObject(properties)) return values;
  for (const [key, sibling] of Object.entries(properties)) {
    if (key === node.key) continue;
    const members = ownField(followRefs(sibling, document), "enum");
    if (Array.isArray(members)) for (const m of members) if (typeof m === "string") values.add(m.toLowerCase());
  }
  return values;
}

/** Lower-case words of a parameter name: `callbackRatio` → callback, ratio. */
function nameWords(name: string): string[] {
  return name
    .split(/[_\-.\s]+|(?<=[a-z0-9])(?=[A-Z])/)
    .filter((w) => w !== "")
    .map((w) => w.toLowerCase());
}

/**
 * "provide either ratio or spread" on `callbackSpread` beside `callbackRatio`: the values are the words that tell
 * this parameter's name from its siblings', so they name the parameters, shortened. Read only when one value is a
 * word of this name and each other value, put in its place, spells a sibling's name.
 */
function namesSiblingsShortened(values: readonly string[], node: SchemaNode): boolean {
  const properties = ownField(node.parent?.value, "properties");
  if (node.key === undefined || !isObject(properties)) return false;
  const siblings = new Set(
    Object.keys(properties)
      .filter((k) => k !== node.key)
      .map((k) => nameWords(k).join(" ")),
  );
  const own = nameWords(String(node.key));
  if (own.length < 2) return false;
  const lowered = values.map((v) => v.toLowerCase());
  return own.some((word, k) => lowered.includes(word) && lowered.every((v) => v === word || siblings.has(own.with(k, v).join(" "))));
}

function quoteList(values: readonly string[]): string {
  const shown = values
    .slice(0, SHOWN_VALUES)
    .map((v) => `\`${v}\``)
    .join(", ");
  return values.length > SHOWN_VALUES ? `${shown}, …` : shown;
}

function enumLiteral(values: readonly string[], types: ReadonlySet<string>): string {
  const numeric = [...types].some((t) => t === "number" || t === "integer") && [...types].every((t) => t === "number" || t === "integer" || t === "null");
  const shown = values.slice(0, SHOWN_VALUES).map((v) => (numeric ? String(Number(v)) : JSON.stringify(v)));
  return `[${shown.join(", ")}${values.length > SHOWN_VALUES ? ", …" : ""}]`;
}

export default defineRule({
  meta: {
    id: "param-enum",
    category: "design",
    severity: "warning",
    description: "A parameter whose description lists a closed set of values declares them as an `enum`.",
    defaultOptions: {},
  },
  create(context) {
    const documents = new DocumentTracker();
    return {
      schema(node) {
        if (!isParameter(node) || !isObject(node.value)) return;
        const document = documents.for(node);
        const description = parameterDescription(node.value, document);
        if (description === undefined || restrictsValues(node.value, document)) return;
        // A `$ref` to a schema outside this tool's own may hold the enum; it cannot be checked here.
        const target = followRefs(node.value, document);
        if (hasOwnField(target, "$ref")) return;
        const place = valueSchema(node, document);
        if (place === undefined || restrictsValues(place.schema, document)) return;
        const types = valueTypes(place.schema, document);
        if (types.has("boolean") || types.has("object") || types.has("array")) return;
        // `items: {}`: the array holds anything (clauses of several shapes, say); a list in its text is not the items' set.
        if (place.items && types.size === 0) return;
        // One string that may hold several of the values ("separated by commas") is not an enum's: an array's `items` is.
        const combined = !place.items && COMBINABLE.test(description);
        // A field nested in an object (`body.changeType` of a Graph subscription) is often a remote API's body passed
        // through, whose string the server cannot turn into an array: only a tool's own parameter is advised so.
        if (combined && !TOP_LEVEL.test(node.pointer)) return;
        // One string that names the parts to include: several of them are sent together.
        if (!place.items && (PROJECTION_WORDS.has(nameWords(String(node.key)).at(-1) ?? "") || PROJECTION_TEXT.test(description))) return;
        const self = node.key;
        const set = closedSetMatch(description, { self, names: propertyNames(document.root) });
        if (set === undefined || !valuesFit(set.values, types)) return;
        const values = set.values;
        if (self !== undefined && PATH_NAME.test(self)) {
          // "Path to a 'csv' or 'xlsx' file": the file's type, not the parameter's value.
          if (values.every((v) => FILE_EXTENSION.test(v))) return;
          // "Must be empty or non-existent": bare words after "be" on a path say what it points at, not what it is.
          if (!set.quoted && (set.cue === "can-be" || set.cue === "either")) return;
        }
        if (values.some((v) => v.startsWith("."))) return;
        // "Options: gpt-5.3-codex, gpt-4o, o3" on `model`: a snapshot of a catalogue that grows.
        if (self !== undefined && namesCatalogue(self)) return;
        // "(either `page` or `data_source`)" on `filter.property` when `filter.value` has that enum: the sibling's values.
        const siblings = siblingEnumValues(node, document);
        if (values.every((v) => siblings.has(v.toLowerCase()))) return;
        if (namesSiblingsShortened(values, node)) return;
        if (combined) {
          context.report({
            pointer: place.pointer,
            message: `Parameter \`${parameterPath(node)}\` takes several of the values its description lists (${quoteList(values)}) in one string, which no \`enum\` can check (it would refuse "a,b"): make it an array of strings with \`"items": {"type": "string", "enum": ${enumLiteral(values, types)}}\` so clients can validate each value and models do not invent others.`,
          });
          return;
        }
        const where = place.items ? "its `items` have" : "its schema has";
        context.report({
          pointer: place.pointer,
          message: `Parameter \`${parameterPath(node)}\` lists its allowed values in its description (${quoteList(values)}) but ${where} no \`enum\`: add \`"enum": ${enumLiteral(values, types)}\` so clients can validate the value and models do not invent others.`,
        });
      },
    };
  },
});
