import { defineRule } from "../engine/rule.js";
import { joinPointer } from "../core/positions/pointer.js";
import { constraintOf, limitOf } from "../helpers/compat/profile.js";
import { anthropic } from "../helpers/compat/profiles/index.js";
import { chosenProfiles } from "../helpers/compat/targets.js";
import { compatData, compatMessage } from "../helpers/compat/message.js";
import { PORTABLE_NAME_FIX, inName, portableNameProblem } from "../helpers/compat/names.js";
import { ROOT_OBJECT_FIX, inputSchemaOf, rootKeywordFix, rootKeywords, rootTypeProblem } from "../helpers/compat/root.js";

const ROOT_COMPOSITION = ["oneOf", "anyOf", "allOf"] as const;

export default defineRule({
  meta: {
    id: "compat-anthropic",
    category: "compat",
    severity: "error",
    description: "Tools that Anthropic's Messages API accepts: name pattern, object root without top-level `oneOf`/`anyOf`/`allOf`.",
    defaultOptions: {},
    targets: ["anthropic"],
  },
  create(context) {
    if (chosenProfiles(context.run, ["anthropic"]).length === 0) return {};
    const report = (id: string, pointer: string, what: string, fix: string): void => {
      const constraint = constraintOf(anthropic, id);
      context.report({ pointer, message: compatMessage(constraint, what, fix), data: compatData(anthropic, constraint) });
    };
    return {
      tool(tool) {
        if (tool.name !== undefined) {
          const problem = portableNameProblem(tool.name, limitOf(anthropic, "name-pattern"));
          if (problem) report("name-pattern", joinPointer(tool.pointer, "name"), inName(problem, tool.name), PORTABLE_NAME_FIX);
        }
        const input = inputSchemaOf(tool);
        if (!input) return;
        const typeProblem = rootTypeProblem(input.schema, input.pointer);
        if (typeProblem) report("root-object", typeProblem.pointer, typeProblem.what, ROOT_OBJECT_FIX);
        for (const keyword of rootKeywords(input.schema, ROOT_COMPOSITION)) {
          report("root-composition", joinPointer(input.pointer, keyword), `top-level \`${keyword}\` in inputSchema`, rootKeywordFix(keyword));
        }
      },
    };
  },
});
