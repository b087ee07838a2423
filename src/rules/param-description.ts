import { defineRule } from "../engine/rule.js";
import { escapeSegment } from "../positions/pointer.js";
import type { SchemaNode } from "../schema/walk.js";
import { isObject, ownField } from "../model/types.js";
import { parameterDescription } from "../params/description.js";
import { isParameter, parameterPath, restatesOuterProperty } from "../params/parameter.js";
import { DocumentTracker } from "../schema/documents.js";
import type { SchemaDocument } from "../schema/refs.js";
import { followRefs } from "../params/schema-fields.js";

/** Words that add nothing to a parameter's name ("The email parameter", "The query"). */
const FILLER = new Set(["the", "a", "an", "this", "param", "parameter", "value", "input", "argument", "arg", "optional", "required"]);
/** Longer descriptions say something, even if each word repeats the name. */
const MAX_RESTATING_WORDS = 5;
/** Names listed in the one finding per tool; the rest are counted. */
const MAX_NAMED = 5;

function words(text: string): string[] {
  return text
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== "");
}

/** "email parameter", "The query": every word of the description is the name's or filler. */
function restatesName(description: string, name: string): boolean {
  // Words are read in ASCII; text in other scripts ("游戏王卡牌ID，通常为八位数字") says more than they show.
  if (/[^\x00-\x7f]/.test(description)) return false;
  const own = words(description);
  if (own.length === 0 || own.length > MAX_RESTATING_WORDS) return false;
  const named = new Set(words(name));
  return own.some((w) => named.has(w)) && own.every((w) => named.has(w) || FILLER.has(w) || named.has(w.replace(/s$/, "")));
}

/** An object (or array of objects) whose fields are declared: they carry the meaning, and are checked themselves. */
function isContainer(schema: unknown, document: SchemaDocument): boolean {
  const target = followRefs(schema, document);
  const properties = ownField(target, "properties");
  if (isObject(properties) && Object.keys(properties).length > 0) return true;
  const items = followRefs(ownField(target, "items"), document);
  const itemProperties = ownField(items, "properties");
  return isObject(itemProperties) && Object.keys(itemProperties).length > 0;
}

/** A fixed value (`const`, a one-member `enum`): a discriminator the model copies, not a choice it makes. */
function isFixed(schema: unknown, document: SchemaDocument): boolean {
  const target = followRefs(schema, document);
  if (ownField(target, "const") !== undefined) return true;
  const values = ownField(target, "enum");
  return Array.isArray(values) && values.length === 1;
}

/** "(required)", "Required.", "must be provided": the text calls the parameter required, with no condition. */
const SAYS_REQUIRED =
  /^\s*\(?required\)?\s*[.:,)-]|\(required\)|(?:^|[.;]\s+)required\.?\s*$|^\s*(?:this (?:parameter|field|value) )?must be (?:provided|specified)\.?\s*$/i;
/** Template placeholders left as property names by a generator: `{{userName}}`, `${name}`, `<name>`. */
const PLACEHOLDER_NAME = /^(?:\{\{.*\}\}|\$\{.*\}|<[^<>]+>|\{[A-Za-z_][\w-]*\})$/;
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
  return new RegExp(`^\\s*(?:[-*•]\\s*)?\`?${name}\`?\\s*(?:\\([^)\\n]{0,40}\\))?\\s*[:\\-–—]\\s*\\S`, "m").test(description);
}

const referenced = new WeakMap<object, string>();

/** A definition nothing outside `$defs` refers to is never shown to the model as a parameter. */
function unusedDefinition(node: SchemaNode, root: unknown): boolean {
  if (!node.inDefinitions || !isObject(root)) return false;
  let current: SchemaNode | undefined = node;
  while (current !== undefined && current.via !== "$defs" && current.via !== "definitions") current = current.parent;
  if (current === undefined) return false;
  let text = referenced.get(root);
  if (text === undefined) {
    text = JSON.stringify(root) ?? "";
    referenced.set(root, text);
  }
  const name = escapeSegment(String(current.key));
  return !text.includes(`#/${current.via}/${name}"`) && !text.includes(`#/${current.via}/${name}/`);
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
    // Parameters with no description, gathered per tool and reported once: one finding that names
    // them all says it where a list of one finding per parameter would drown the rest.
    let undescribed: { pointer: string; path: string }[] = [];
    const documents = new DocumentTracker();
    return {
      tool() {
        undescribed = [];
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
        if (description !== undefined && SAYS_REQUIRED.test(description) && !CONDITIONAL.test(description) && !mayBeRequired(node)) {
          context.report({
            pointer: node.pointer,
            message: `Parameter \`${parameterPath(node)}\`'s description calls it required but it is not in its object's \`required\`: clients and models treat it as optional. Add \`"${name}"\` to \`required\`, or drop the word.`,
          });
          return;
        }
        if (description !== undefined) {
          if (!restatesName(description, name)) return;
          context.report({
            pointer: node.pointer,
            message: `Parameter \`${parameterPath(node)}\`'s description ("${description.trim()}") says nothing beyond its name: say what the value means, its format and unit, and where to get it.`,
          });
          return;
        }
        if (isContainer(node.value, document) || isFixed(node.value, document) || unusedDefinition(node, document.root)) return;
        undescribed.push({ pointer: node.pointer, path: parameterPath(node) });
      },
      toolEnd(tool) {
        // Documented in the tool's description instead, docstring style ("Args:\n  symbol: the ticker"):
        // the model reads it there, so it is not left guessing.
        const toolDescription = isObject(tool.value) && typeof tool.value.description === "string" ? tool.value.description : "";
        if (toolDescription !== "") undescribed = undescribed.filter((p) => !documentedInDescription(toolDescription, p.path));
        if (undescribed.length === 0) return;
        const [first] = undescribed;
        const shown = undescribed.slice(0, MAX_NAMED).map((p) => `\`${p.path}\``);
        const more = undescribed.length - shown.length;
        const names =
          more > 0 ? `${shown.join(", ")} and ${more} more` : shown.length > 1 ? `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1]}` : shown[0];
        context.report({
          pointer: first!.pointer,
          message:
            undescribed.length === 1
              ? `Parameter ${names} has no \`description\`: the model sees only its name. Add a \`description\` that says what the value means, its format and unit.`
              : `${undescribed.length} parameters have no \`description\` (${names}): the model sees only their names. Add a \`description\` to each that says what the value means, its format and unit.`,
        });
        undescribed = [];
      },
    };
  },
});
