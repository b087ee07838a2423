import { defineRule } from "../engine/rule.js";
import { isObject } from "../model/types.js";
import { joinPointer } from "../positions/pointer.js";
import { code, own } from "../schema/json-value.js";
import { PatternCache } from "../schema/patterns.js";

export default defineRule({
  meta: {
    id: "schema-pattern",
    category: "schema",
    severity: "error",
    description: "`pattern` and `patternProperties` keys compile as ECMA-262 regular expressions with the `u` flag, and cannot backtrack exponentially.",
    defaultOptions: {},
  },
  create(context) {
    const patterns = new PatternCache();
    const check = (source: string, pointer: string, what: string): void => {
      const compiled = patterns.get(source);
      const shown = code(source, 80);
      if (compiled.error !== undefined) {
        const message = compiled.validWithoutUnicode
          ? `${what} ${shown} compiles only without the \`u\` flag (with it: ${compiled.error}). JSON Schema patterns are Unicode regular expressions, and validators such as ajv compile them with \`u\`, so clients reject the schema. In Unicode mode escape only syntax characters (no \`\\-\` outside a class, no \`\\_\`), and write \`\\{\` for a literal brace.`
          : `${what} ${shown} is not a valid regular expression: ${compiled.error}. Fix it (JSON Schema patterns are ECMA-262, Unicode mode).`;
        context.report({ pointer, message });
      } else if (compiled.safety.exponential) {
        context.report({
          pointer,
          // A backtracking risk is a judgement, not a spec violation: never an error (docs/README.md).
          severity: context.severity === "error" ? "warning" : context.severity,
          message: `${what} ${shown} can backtrack exponentially: a repeated group can split the same text in many ways, so one long argument can hang a client or server that validates it. Make each repetition unambiguous (e.g. \`^[a-z]+(-[a-z]+)*$\` rather than \`^([a-z]+-?)+$\`).`,
        });
      }
    };
    return {
      schema(node) {
        if (!isObject(node.value)) return;
        const pattern = own(node.value, "pattern");
        if (typeof pattern === "string") check(pattern, joinPointer(node.pointer, "pattern"), "`pattern`");
        const patternProperties = own(node.value, "patternProperties");
        if (isObject(patternProperties)) {
          for (const key of Object.keys(patternProperties)) check(key, joinPointer(node.pointer, "patternProperties", key), "The `patternProperties` key");
        }
      },
    };
  },
});
