import { defineRule } from "../engine/rule.js";
import type { SchemaNode } from "../core/schema/walk.js";
import { isObject, ownField } from "../core/model/types.js";
import { parameterDescription } from "../helpers/params/description.js";
import { isParameter, isRequired, parameterPath, restatesOuterProperty } from "../helpers/params/parameter.js";
import { DocumentTracker } from "../core/schema/documents.js";
import type { SchemaDocument } from "../core/schema/refs.js";
import { followRefs } from "../helpers/params/schema-fields.js";
import { declaredTypes } from "../core/schema/json-value.js";
import {
  idOfListedThing,
  listedThingsOf,
  nameWordsOf,
  declaresRequired,
  selfEvidentLoneParameter,
  sessionFromStarter,
  sessionStartersOf,
  wordsOf,
} from "../helpers/params/self-evident.js";

/** Words that add nothing to a parameter's name ("The email parameter", "The query"). */
const FILLER = new Set(["the", "a", "an", "this", "param", "parameter", "value", "input", "argument", "arg", "optional", "required"]);
/** Longer descriptions say something, even if each word repeats the name. */
const MAX_RESTATING_WORDS = 5;
/** Names listed in the one finding per tool; the rest are counted. */
const MAX_NAMED = 5;
/** Free text a person writes ("Optional notes.", "Commit message"): its name is all there is to say (a file's `content` is not: its encoding is). */
const FREE_TEXT = new Set([
  "note",
  "notes",
  "comment",
  "comments",
  "message",
  "text",
  "body",
  "title",
  "subject",
  "summary",
  "reason",
  "description",
  "prompt",
]);

/**
 * A switch or a choice whose schema says what it takes: a boolean (`preserve_timestamps`: "Preserve
 * timestamps") or an enum of several values (`languageId`: "Language ID", one of 37 languages). A
 * description that restates the name loses the model nothing the schema does not give.
 */
function isSwitchOrChoice(schema: unknown, document: SchemaDocument): boolean {
  return ownField(followRefs(schema, document), "type") === "boolean" || isChoice(schema, document);
}

/** An enum of several named values, or an array of them: the choices say what they are (`1, 7, 30` for a `unit` do not). */
function isChoice(schema: unknown, document: SchemaDocument): boolean {
  const target = followRefs(schema, document);
  const named = (values: unknown) => Array.isArray(values) && values.length > 1 && values.every((v) => typeof v === "string" && /[A-Za-z]/.test(v));
  // `company_types`: "Company types", items one of "Public Company", "Privately Held", …
  return named(ownField(target, "enum")) || named(ownField(followRefs(ownField(target, "items"), document), "enum"));
}

/** A string of free text (`notes`, `commit_message`): a description that restates the name loses the model nothing. */
function isFreeText(schema: unknown, document: SchemaDocument, name: string): boolean {
  const last = wordsOf(name).pop();
  return last !== undefined && FREE_TEXT.has(last) && ownField(followRefs(schema, document), "type") === "string";
}

/** A person's name in parts (`firstName`, `last_name`, `MiddleName`, `contact_surname`): the name is all there is to say. */
const PERSON_NAME = /(?:first|last|middle|given|family|sur)name$/;

function isPersonName(schema: unknown, document: SchemaDocument, name: string): boolean {
  return PERSON_NAME.test(wordsOf(name).join("")) && ownField(followRefs(schema, document), "type") === "string";
}

/** A coordinate in degrees (`latitude`, `maxLongitude`, `lng`): decimal degrees is what every map API takes. */
const COORDINATE = new Set(["lat", "latitude", "lng", "lon", "long", "longitude"]);

function isCoordinate(schema: unknown, document: SchemaDocument, name: string): boolean {
  const type = ownField(followRefs(schema, document), "type");
  return COORDINATE.has(wordsOf(name).pop() ?? "") && (type === "number" || type === "integer");
}

/** Where an OpenAPI generator says the value goes ("agentId (path param)"): the request's shape, not the value's meaning. */
const HTTP_LOCATION = /\s*\((?:path|query|header|cookie|body|form) param(?:eter)?\)\s*$/i;

/**
 * A generator's label before the name ("Workflow parameter: steps", "Query param - limit"): the words before the
 * colon name the kind of thing, not what the value means, so only the rest is read.
 */
const LABEL = /^\s*(?:[a-z][\w-]*\s+){0,3}(?:parameter|param|field|option|argument|arg|input|property)\s*[:\u2013-]\s+(?=\S)/i;

/** Last words of an identifier's name (`sessionId`, `user_ids`, `uuid`). */
const ID_WORDS = new Set(["id", "ids", "uuid", "uuids"]);

/**
 * "email parameter", "The query", "agentId (path param)": every word of the description is the name's or filler.
 * For an identifier, the tool's first name word counts as the name's too: "Browser session ID" on `sessionId`
 * of `browser_get_console` names the namespace the model already reads, not which session or where it comes from.
 */
function restatesName(text: string, name: string, toolName = ""): boolean {
  const description = text.replace(HTTP_LOCATION, "").replace(LABEL, "");
  // Words are read in ASCII; text in other scripts ("游戏王卡牌ID，通常为八位数字") says more than they show.
  if (/[^\x00-\x7f]/.test(description)) return false;
  const own = wordsOf(description);
  if (own.length === 0 || own.length > MAX_RESTATING_WORDS) return false;
  const named = new Set(wordsOf(name));
  const namespace = ID_WORDS.has(wordsOf(name).at(-1) ?? "") ? wordsOf(toolName)[0] : undefined;
  return own.some((w) => named.has(w)) && own.every((w) => named.has(w) || FILLER.has(w) || named.has(w.replace(/s$/, "")) || w === namespace);
}

/** A bare `id` whose description names the tool's namespace ("Image ID" on `image-get`'s `ID`) reads as that thing's id. */
function idNamed(name: string, description: string, toolName: string): string {
  const namespace = wordsOf(toolName)[0];
  if (namespace === undefined || wordsOf(name).length !== 1 || !ID_WORDS.has(wordsOf(name)[0]!)) return name;
  return wordsOf(description).includes(namespace) ? `${namespace}_${name}` : name;
}

/** An object with declared fields, or a choice (`anyOf`/`oneOf`) of only such objects, each described ("Text node to be updated."). */
function declaresFields(schema: unknown, document: SchemaDocument): boolean {
  const target = followRefs(schema, document);
  const properties = ownField(target, "properties");
  if (isObject(properties) && Object.keys(properties).length > 0) return true;
  for (const key of ["anyOf", "oneOf"]) {
    const branches = ownField(target, key);
    if (Array.isArray(branches) && branches.length > 0 && branches.every((b) => fieldsOf(b, document) && parameterDescription(b, document) !== undefined))
      return true;
  }
  return false;
}

function fieldsOf(schema: unknown, document: SchemaDocument): boolean {
  const properties = ownField(followRefs(schema, document), "properties");
  return isObject(properties) && Object.keys(properties).length > 0;
}

/** An object (or array of objects, of one shape or several) whose fields are declared: they carry the meaning, and are checked themselves. */
function isContainer(schema: unknown, document: SchemaDocument): boolean {
  const target = followRefs(schema, document);
  return declaresFields(target, document) || declaresFields(ownField(target, "items"), document);
}

/** A fixed value (`const`, a one-member `enum`): a discriminator the model copies, not a choice it makes. */
function isFixed(schema: unknown, document: SchemaDocument): boolean {
  const target = followRefs(schema, document);
  if (ownField(target, "const") !== undefined) return true;
  const values = ownField(target, "enum");
  return Array.isArray(values) && values.length === 1;
}

/**
 * A parameter no value can satisfy (`"_": {"not": {}}`, `"enum": []`): there is nothing to describe, and the
 * schema, not the wording, is what to fix. So is a `$ref` that resolves nowhere: its target would carry the
 * description, and schema-ref reports the reference.
 */
function acceptsNoValue(schema: unknown, document: SchemaDocument): boolean {
  if (typeof ownField(schema, "$ref") === "string" && document.follow(schema).length === 0) return true;
  const target = followRefs(schema, document);
  const not = ownField(target, "not");
  if (not === true || (isObject(not) && Object.keys(not).length === 0)) return true;
  const values = ownField(target, "enum");
  return Array.isArray(values) && values.length === 0;
}

/** "(required)", "Required.", "must be provided": the text calls the parameter required, with no condition. */
const SAYS_REQUIRED =
  /^\s*\(?required\)?\s*[.:,)-]|\(required\)|(?:^|[.;]\s+)required\.?\s*$|^\s*(?:this (?:parameter|field|value) )?must be (?:provided|specified)\.?\s*$/i;
/** Template placeholders left as property names by a generator: `{{userName}}`, `${name}`, `<name>`. */
const PLACEHOLDER_NAME = /^(?:\{\{.*\}\}|\$\{.*\}|<[^<>]+>|\{[A-Za-z_][\w-]*\})$/;
/**
 * JSON Schema keywords that constrain an object's own keys: a generator that writes one inside `properties`
 * (`"additionalProperties": {"pattern": "^cf_\\d+$"}` meant for custom fields `cf_1`, …) makes it a parameter.
 */
const OBJECT_KEYWORDS = new Set([
  "additionalProperties",
  "patternProperties",
  "unevaluatedProperties",
  "propertyNames",
  "minProperties",
  "maxProperties",
  "dependentRequired",
  "dependentSchemas",
]);
/** Sibling names of an object that itself describes a JSON Schema (a tool that builds schemas), where keyword names are real fields. */
const SCHEMA_FIELDS = ["type", "properties", "items", "required"];

/** An undescribed property named for an object keyword, among siblings that do not describe a schema: the keyword misplaced. */
function misplacedKeyword(node: SchemaNode, name: string): boolean {
  if (node.via !== "properties" || !OBJECT_KEYWORDS.has(name)) return false;
  const siblings = ownField(node.parent?.value, "properties");
  return !isObject(siblings) || SCHEMA_FIELDS.filter((k) => Object.hasOwn(siblings, k)).length < 2;
}

/** A condition or a choice between parameters ("required when …", "either this or `url` is required"). */
const CONDITIONAL = /\brequired (?:if|when|unless|for|only)\b|\beither\b|\bor\b[^.]*\brequired\b/i;

/** Whether the object holding the parameter lists it in `required`, or may through a composition. */
function mayBeRequired(node: SchemaNode): boolean {
  const holder = node.parent;
  if (holder === undefined) return true;
  const required = ownField(holder.value, "required");
  if (Array.isArray(required) && required.includes(node.key)) return true;
  // A branch (`anyOf`, `if`/`then`, `dependentRequired`) may require it: not judged here.
  return (
    ["anyOf", "oneOf", "allOf", "if", "then", "dependentRequired", "dependentSchemas", "dependencies"].some((k) => ownField(holder.value, k) !== undefined) ||
    (holder.via !== "properties" && holder.via !== undefined && holder.via !== "items")
  );
}

/** A line of the tool's description that documents a parameter: `  name: …`, `- name (str): …`, `* \`name\` – …`. */
function documentedInDescription(description: string, path: string): boolean {
  const name =
    path
      .split(/[.[\]]/)
      .filter(Boolean)
      .pop() ?? path;
  // Only a name that reads like one (a regular expression is built from it): a 10 MB key is not documented prose.
  if (name.length > 64 || !/^[\w-]+$/.test(name)) return false;
  // The line names it as written: most descriptions do not, and then no expression is compiled (run per parameter).
  if (!description.includes(name)) return false;
  return new RegExp(`^\\s*(?:[-*•]\\s*)?\`?${name}\`?\\s*(?:\\([^)\\n]{0,40}\\))?\\s*[:\\-–—]\\s*\\S`, "m").test(description);
}

const reachable = new WeakMap<object, Set<string>>();

/** `#/$defs/Item/properties/x` → `$defs/Item`; undefined for a reference elsewhere. */
function definitionOf(ref: string): string | undefined {
  const match = /^#\/(\$defs|definitions)\/([^/]+)/.exec(ref);
  if (match === null) return undefined;
  let name = match[2]!;
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape is read as written.
  }
  return `${match[1]}/${name.replace(/~1/g, "/").replace(/~0/g, "~")}`;
}

/** Values visited at most when following references: a definition graph larger than this is not judged further. */
const MAX_VISITED = 100_000;

/**
 * The definitions (`$defs/Name`) the schema's parameters use, directly or through other
 * definitions. A generator that copies one shared `$defs` into every tool leaves most of them
 * unreachable: never shown to the model as this tool's parameters, whatever refers to them.
 */
function usedDefinitions(root: Record<string, unknown>): Set<string> {
  const known = reachable.get(root);
  if (known !== undefined) return known;
  const used = new Set<string>();
  const pending: unknown[] = Object.entries(root)
    .filter(([key]) => key !== "$defs" && key !== "definitions")
    .map(([, value]) => value);
  for (let visited = 0; pending.length > 0 && visited < MAX_VISITED; visited++) {
    const value = pending.pop();
    if (Array.isArray(value)) pending.push(...value);
    if (!isObject(value) || Array.isArray(value)) continue;
    for (const [key, child] of Object.entries(value)) {
      const definition = key === "$ref" && typeof child === "string" ? definitionOf(child) : undefined;
      if (definition === undefined) {
        pending.push(child);
        continue;
      }
      if (used.has(definition)) continue;
      used.add(definition);
      const slash = definition.indexOf("/");
      const section = root[definition.slice(0, slash)];
      const name = definition.slice(slash + 1);
      if (isObject(section) && Object.hasOwn(section, name)) pending.push(section[name]);
    }
  }
  reachable.set(root, used);
  return used;
}

/** A definition of the root's `$defs` that no parameter uses, directly or through another: never shown to the model as a parameter. */
function unusedDefinition(node: SchemaNode, root: unknown): boolean {
  if (!node.inDefinitions || !isObject(root)) return false;
  let current: SchemaNode | undefined = node;
  while (current !== undefined && current.via !== "$defs" && current.via !== "definitions") current = current.parent;
  // Only the root's own definitions are judged; one nested deeper is reported as before.
  if (current === undefined || current.parent?.parent !== undefined) return false;
  return !usedDefinitions(root).has(`${current.via}/${String(current.key)}`);
}

/**
 * A nested field that overrides a described parameter of the tool, as its container says ("Variable FPS/resolution
 * segments — overrides global fps/start_time/end_time" with `segments[].fps`, `segments[].start`): named as that
 * parameter, or its first words (`start` for `start_time`), it means what that parameter's description says.
 */
/** What a container says when its fields take the place of the tool's own parameters of the same name. */
const OVERRIDES = /\b(?:overrid(?:e|es|ing)|supersed(?:e|es|ing)|instead of|in place of)\b/i;

function mirrorsDescribedParameter(node: SchemaNode, document: SchemaDocument): boolean {
  if (node.propertyDepth < 2 || node.inDefinitions) return false;
  let outer = node.parent;
  while (outer !== undefined && !(outer.propertyDepth === 1 && outer.via === "properties")) outer = outer.parent;
  const said = outer === undefined ? undefined : parameterDescription(outer.value, document);
  const top = ownField(outer?.parent?.value, "properties");
  if (isObject(top) && mirrorsRootParameters(node, top, document)) return true;
  // The container must say its fields take the place of the tool's: an example (`{file_path, alt_text}`) only shows its shape.
  if (said === undefined || !OVERRIDES.test(said) || !isObject(top)) return false;
  const saidWords = ` ${wordsOf(said).join(" ")} `;
  const own = wordsOf(String(node.key)).join(" ");
  return Object.entries(top).some(([name, schema]) => {
    const words = wordsOf(name).join(" ");
    return (
      name !== outer!.key &&
      (words === own || words.startsWith(`${own} `)) &&
      saidWords.includes(` ${words} `) &&
      parameterDescription(schema, document) !== undefined
    );
  });
}

/** Fields of a nested object that must repeat described root parameters before it reads as a copy of them. */
const MIRRORED_FIELDS = 2;

function sameShape(a: unknown, b: unknown, document: SchemaDocument): boolean {
  const first = declaredTypes(followRefs(a, document));
  const second = declaredTypes(followRefs(b, document));
  return first !== undefined && second !== undefined && first.length > 0 && first.join() === second.join();
}

/**
 * A nested object that repeats the tool's described root parameters (figma's `vectorNetwork: {vertices, paths, fills,
 * …}` beside root `vertices`, `paths`, `fills`; a batch's `commands[]: {command, itemName}`): a field named and typed as a
 * described root parameter, in an object of two or more such copies and no other undescribed field, means what that
 * parameter's description says.
 */
function mirrorsRootParameters(node: SchemaNode, top: Readonly<Record<string, unknown>>, document: SchemaDocument): boolean {
  const copies = (name: string, schema: unknown) =>
    Object.hasOwn(top, name) && top[name] !== schema && parameterDescription(top[name], document) !== undefined && sameShape(schema, top[name], document);
  if (node.via !== "properties" || !copies(String(node.key), node.value)) return false;
  const siblings = ownField(node.parent?.value, "properties");
  if (!isObject(siblings)) return false;
  // A field of its own left undescribed beside them (`options[].value` beside `label`, `hidden`) makes it a record of
  // another thing that shares some names, not a copy.
  const entries = Object.entries(siblings);
  const mirrored = entries.filter(([name, schema]) => copies(name, schema)).length;
  return mirrored >= MIRRORED_FIELDS && entries.every(([name, schema]) => copies(name, schema) || parameterDescription(schema, document) !== undefined);
}

/** `a`, `b` and 3 more. */
function listed(names: readonly string[]): string {
  const shown = names.slice(0, MAX_NAMED);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}` : shown[0]!;
}

function messageFor(guessing: readonly { path: string; restates?: string }[]): string {
  const bare = guessing.filter((p) => p.restates === undefined).map((p) => `\`${p.path}\``);
  const restating = guessing.filter((p) => p.restates !== undefined);
  if (restating.length === 0) {
    return bare.length === 1
      ? `Parameter ${bare[0]} has no \`description\`: the model sees only its name. Add a \`description\` that says what the value means, its format and unit.`
      : `${bare.length} parameters have no \`description\` (${listed(bare)}): the model sees only their names. Add a \`description\` to each that says what the value means, its format and unit.`;
  }
  if (guessing.length === 1) {
    return `Parameter \`${restating[0]!.path}\`'s description ("${restating[0]!.restates}") says nothing beyond its name: say what the value means, its format and unit, and where to get it.`;
  }
  const parts: string[] = [];
  if (bare.length > 0) parts.push(`${listed(bare)} ${bare.length === 1 ? "has" : "have"} no \`description\``);
  parts.push(`${listed(restating.map((p) => `\`${p.path}\` ("${p.restates}")`))} only restate${restating.length === 1 ? "s its name" : " their names"}`);
  return `${guessing.length} parameters say nothing beyond their names (${parts.join("; ")}): say what each value means, its format and unit, and where to get it.`;
}

export default defineRule({
  meta: {
    id: "param-description",
    category: "design",
    severity: "warning",
    description: "Every parameter, at every depth, has a description that says more than its name.",
    defaultOptions: {},
  },
  create(context) {
    // Parameters with no description, or one that only restates the name, gathered per tool and
    // reported once: one finding that names them all says it where a list of one finding per
    // parameter would drown the rest.
    let guessing: { pointer: string; path: string; key: string; restates?: string }[] = [];
    const documents = new DocumentTracker();
    // Words of the list's tool names, read once per input when a lone parameter needs them.
    let listWords: Set<string> | undefined;
    let usesRequired: boolean | undefined;
    // The things a tool of the list lists or reads, read once per input when an id restates its name.
    let listedThings: Set<string> | undefined;
    // The tools of the list that start a session, read once per input when a session id restates its name.
    let sessionStarters: Set<string>[] | undefined;
    return {
      tool() {
        guessing = [];
      },
      schema(node) {
        // Boolean subschemas (`"x": true`) cannot carry a description; schema-type-present covers them.
        if (!isParameter(node) || !isObject(node.value) || restatesOuterProperty(node)) return;
        const document = documents.for(node);
        const description = parameterDescription(node.value, document);
        const name = String(node.key);
        if (PLACEHOLDER_NAME.test(name)) {
          context.report({
            pointer: node.pointer,
            message: `Parameter \`${parameterPath(node)}\` is named like an unfilled template placeholder: the schema generator left it in. Give the property its real name.`,
          });
          return;
        }
        if (description === undefined && misplacedKeyword(node, name)) {
          context.report({
            pointer: node.pointer,
            message: `Parameter \`${parameterPath(node)}\` is the JSON Schema keyword \`${name}\` written inside \`properties\`, so the model sees it as a parameter to send. If it constrains the object's keys, move it out of \`properties\`; if it is a real parameter, describe it.`,
          });
          return;
        }
        if (description !== undefined && SAYS_REQUIRED.test(description) && !CONDITIONAL.test(description) && !mayBeRequired(node)) {
          context.report({
            pointer: node.pointer,
            message: `Parameter \`${parameterPath(node)}\`'s description calls it required but it is not in its object's \`required\`: clients and models treat it as optional. Add \`"${name}"\` to \`required\`, or drop the word.`,
          });
          return;
        }
        if (mirrorsDescribedParameter(node, document)) return;
        if (description !== undefined) {
          if (
            !restatesName(description, name, node.tool.name ?? "") ||
            isFreeText(node.value, document, name) ||
            isPersonName(node.value, document, name) ||
            isCoordinate(node.value, document, name) ||
            isSwitchOrChoice(node.value, document)
          )
            return;
          // "The form ID" on `form_id` beside `list_forms`: the name says which id, that tool where it comes from.
          listedThings ??= listedThingsOf(context.list.tools.flatMap((t) => (t.name === undefined ? [] : [t.name])));
          // "Image ID" on a bare `ID` of `image-get`: the id of the thing its namespace names, read as `image_id`.
          if (idOfListedThing(idNamed(name, description, node.tool.name ?? ""), node.tool.name ?? "", listedThings)) return;
          // A required "GDB session ID" beside `gdb_start`: the model passes the session it started.
          // An optional one still has to say what omitting it means.
          if (isRequired(node)) {
            sessionStarters ??= sessionStartersOf(context.list.tools);
            if (sessionFromStarter(name, description, sessionStarters)) return;
          }
          guessing.push({ pointer: node.pointer, path: parameterPath(node), key: name, restates: description.trim() });
          return;
        }
        // An enum of several values names the choices: with the parameter's name (`priority`: CRITICAL … TRIVIAL), that says it.
        if (
          isContainer(node.value, document) ||
          isFixed(node.value, document) ||
          isChoice(node.value, document) ||
          acceptsNoValue(node.value, document) ||
          isPersonName(node.value, document, name) ||
          isCoordinate(node.value, document, name) ||
          unusedDefinition(node, document.root)
        )
          return;
        guessing.push({ pointer: node.pointer, path: parameterPath(node), key: name });
      },
      toolEnd(tool) {
        // Documented in the tool's description instead, docstring style ("Args:\n  symbol: the ticker"):
        // the model reads it there, so it is not left guessing.
        const toolDescription = isObject(tool.value) && typeof tool.value.description === "string" ? tool.value.description : "";
        if (toolDescription !== "") guessing = guessing.filter((p) => !documentedInDescription(toolDescription, p.path));
        // The tool's only parameter, which its tool already explains (the query of a search tool).
        if (guessing.length === 1 && guessing[0]!.path === guessing[0]!.key) {
          listWords ??= nameWordsOf(context.list.tools.flatMap((t) => (t.name === undefined ? [] : [t.name])));
          usesRequired ??= declaresRequired(context.list.tools.map((t) => t.value));
          if (selfEvidentLoneParameter(guessing[0]!.key, tool.value, listWords, usesRequired)) guessing = [];
        }
        if (guessing.length === 0) return;
        context.report({ pointer: guessing[0]!.pointer, message: messageFor(guessing) });
        guessing = [];
      },
    };
  },
});
