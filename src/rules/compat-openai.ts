import { defineRule } from "../engine/rule.js";
import { joinPointer } from "../core/positions/pointer.js";
import { constraintOf, limitOf } from "../helpers/compat/profile.js";
import { openai } from "../helpers/compat/profiles/index.js";
import { chosenProfiles } from "../helpers/compat/targets.js";
import { compatData, compatMessage } from "../helpers/compat/message.js";
import { PORTABLE_NAME_FIX, inName, portableNameProblem } from "../helpers/compat/names.js";
import { ROOT_OBJECT_FIX, descriptionOf, inputSchemaOf, rootKeywordFix, rootKeywords, rootTypeProblem } from "../helpers/compat/root.js";
import { ITEMS_FIX, codePointLength, isInputSchemaNode, lacksItems } from "../helpers/compat/schema-shape.js";
import { reportToolCount } from "../helpers/compat/union.js";

const ROOT_KEYWORDS = ["oneOf", "anyOf", "allOf", "enum", "const", "not"] as const;

export default defineRule({
  meta: {
    id: "compat-openai",
    category: "compat",
    severity: "error",
    description: "Tools that OpenAI's function calling accepts: name pattern, object root, array `items`, description and tool-count limits.",
    defaultOptions: {},
    // Strict mode is a superset: choosing `openai-strict` checks these constraints too.
    targets: ["openai", "openai-strict"],
  },
  create(context) {
    if (chosenProfiles(context.run, ["openai", "openai-strict"]).length === 0) return {};
    const report = (id: string, pointer: string, what: string, fix: string): void => {
      const constraint = constraintOf(openai, id);
      context.report({ pointer, message: compatMessage(constraint, what, fix), data: compatData(openai, constraint) });
    };
    return {
      tool(tool) {
        if (tool.name !== undefined) {
          const problem = portableNameProblem(tool.name, limitOf(openai, "name-pattern"));
          if (problem) report("name-pattern", joinPointer(tool.pointer, "name"), inName(problem, tool.name), PORTABLE_NAME_FIX);
        }
        const description = descriptionOf(tool);
        const maxDescription = limitOf(openai, "description-length");
        if (description !== undefined && codePointLength(description) > maxDescription) {
          report(
            "description-length",
            joinPointer(tool.pointer, "description"),
            `the description is ${codePointLength(description)} characters long (at most ${maxDescription})`,
            "Shorten it to what the model needs to choose the tool; move details into parameter descriptions.",
          );
        }
        const input = inputSchemaOf(tool);
        if (!input) return;
        const typeProblem = rootTypeProblem(input.schema, input.pointer);
        if (typeProblem) report("root-object", typeProblem.pointer, typeProblem.what, ROOT_OBJECT_FIX);
        for (const keyword of rootKeywords(input.schema, ROOT_KEYWORDS)) {
          report("root-keywords", joinPointer(input.pointer, keyword), `top-level \`${keyword}\` in inputSchema`, rootKeywordFix(keyword));
        }
      },
      schema(node) {
        if (!isInputSchemaNode(node) || !lacksItems(node.value)) return;
        report("array-items", node.pointer, "an array schema without `items`", ITEMS_FIX);
      },
      runEnd(run) {
        reportToolCount(context, run, openai, "Enable fewer tools for this agent, or split them between agents.");
      },
    };
  },
});
