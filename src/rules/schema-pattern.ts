import { defineRule } from "../engine/rule.js";
import { isObject, ownField } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { code } from "../core/schema/json-value.js";
import { PatternCache } from "../core/schema/patterns.js";

/** Polynomial backtracking from this degree up (n⁴: 10¹⁶ steps on a 10,000-character value) is reported; quadratic and cubic are common and bounded in practice. */
const POLYNOMIAL_DEGREE = 3;

export default defineRule({
  meta: {
    id: "schema-pattern",
    category: "schema",
    severity: "error",
    description:
      "`pattern` and `patternProperties` keys compile as ECMA-262 regular expressions with the `u` flag (error), and cannot backtrack catastrophically (a risk: at most a warning).",
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
      } else if (compiled.safety.exponential || compiled.safety.degree >= POLYNOMIAL_DEGREE) {
        // A ReDoS risk is not a spec violation: never more than a warning.
        const how = compiled.safety.exponential
          ? "can backtrack exponentially: a repeated part can read the same text in more than one way"
          : `can backtrack in polynomial time of degree ${compiled.safety.degree + 1} or more: at least ${compiled.safety.degree + 1} repetitions can each take the same characters`;
        context.report({
          pointer,
          severity: context.severity === "error" ? "warning" : context.severity,
          message: `${what} ${shown} ${how}, so one long argument that does not match can hang a client or server that validates it. Make each repetition unambiguous (e.g. \`^[a-z]+(-[a-z]+)*$\` rather than \`^([a-z]+-?)+$\`).`,
        });
      }
    };
    return {
      schema(node) {
        if (!isObject(node.value)) return;
        const pattern = ownField(node.value, "pattern");
        if (typeof pattern === "string") check(pattern, joinPointer(node.pointer, "pattern"), "`pattern`");
        const patternProperties = ownField(node.value, "patternProperties");
        if (isObject(patternProperties)) {
          for (const key of Object.keys(patternProperties)) check(key, joinPointer(node.pointer, "patternProperties", key), "The `patternProperties` key");
        }
      },
    };
  },
});
