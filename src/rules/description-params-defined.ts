import { defineRule } from "../engine/rule.js";
import { isObject, ownField } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { usableDescription } from "../helpers/text/description.js";
import { statedParameters } from "../helpers/params/stated-parameters.js";

/** Keywords through which a schema may accept properties this rule cannot list. */
const OPEN_ENDED = ["$ref", "$dynamicRef", "allOf", "anyOf", "oneOf", "if", "then", "else", "dependentSchemas", "patternProperties"];
/** Names listed in a message at most. */
const MAX_NAMED = 4;

/** Whether the schema declares no property (none in `properties`). */
function declaresNothing(schema: Record<string, unknown>): boolean {
  const properties = ownField(schema, "properties");
  return properties === undefined || (isObject(properties) && Object.keys(properties).length === 0);
}

/** Whether the schema may accept names it does not list: a composition, a `$ref`, a map of any key. */
function openEnded(schema: Record<string, unknown>): boolean {
  return OPEN_ENDED.some((key) => ownField(schema, key) !== undefined) || isObject(ownField(schema, "additionalProperties"));
}

function listed(names: readonly string[]): string {
  const shown = names.slice(0, MAX_NAMED).map((n) => `\`${n}\``);
  const more = names.length - shown.length;
  if (more > 0) return `${shown.join(", ")} and ${more} more`;
  return shown.length === 1 ? shown[0]! : `${shown.slice(0, -1).join(", ")} and ${shown.at(-1)}`;
}

export default defineRule({
  meta: {
    id: "description-params-defined",
    category: "design",
    severity: "warning",
    description: "Every parameter the description tells the model to pass is defined in `inputSchema`.",
    defaultOptions: {},
  },
  create(context) {
    // Every tool name of the list, lower-cased, on the first tool that needs it.
    let toolNames: ReadonlySet<string> | undefined;
    const isToolName = (word: string): boolean => {
      toolNames ??= new Set(context.list.tools.flatMap((t) => (t.name === undefined ? [] : [t.name.toLowerCase()])));
      return toolNames.has(word.toLowerCase());
    };
    return {
      tool(tool) {
        if (!isObject(tool.value)) return;
        const schema = ownField(tool.value, "inputSchema");
        // Only a schema that declares nothing: against one with properties, the names prose puts in an input
        // position are too often a sibling's, an open object's fields or a request body's (a quarter right on the corpus).
        if (!isObject(schema) || openEnded(schema) || !declaresNothing(schema)) return;
        const description = usableDescription(tool);
        if (description === undefined) return;
        const missing = statedParameters(description.text, { isToolName }).map((p) => p.name);
        if (missing.length === 0) return;
        const closed = ownField(schema, "additionalProperties") === false;
        const them = missing.length === 1 ? "it" : "them";
        context.report({
          pointer: joinPointer(tool.pointer, "inputSchema"),
          message: `The description of \`${tool.name ?? "this tool"}\` tells the model to pass ${listed(missing)}, but \`inputSchema\` defines no parameters: ${closed ? `its \`additionalProperties: false\` rejects ${them}` : `clients that follow the schema, and providers' function declarations, leave ${them} out`}. Define ${them} in \`properties\` (with a \`type\` and a \`description\`), or take ${them} out of the description.`,
        });
      },
    };
  },
});
