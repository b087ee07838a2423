import { defineRule } from "../engine/rule.js";
import { isObject, ownField } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { acceptedDialects, type Dialect } from "../core/schema/dialect.js";
import { DocumentTracker } from "../core/schema/documents.js";
import { formatChecker } from "../core/schema/formats.js";
import { code, hasAnyKeyword, showValue } from "../core/schema/json-value.js";
import { PatternCache } from "../core/schema/patterns.js";
import { checkValue, type ValueProblem, type ValueVerdict } from "../core/schema/validate-value.js";

/** The keywords whose values this rule checks. */
const VALUE_KEYWORDS = new Set(["default", "const", "enum", "examples"]);

function describeProblem(problem: ValueProblem): string {
  return problem.at === "" ? problem.message : `at ${code(problem.at)}, ${problem.message}`;
}

/** A type mismatch of the value itself: schema-satisfiable reports a `const` or an `enum` that `type` excludes. */
function isTypeMismatch(verdict: ValueVerdict): boolean {
  return verdict.valid === false && verdict.problem.keyword === "type" && verdict.problem.at === "";
}

export default defineRule({
  meta: {
    id: "schema-value-valid",
    category: "schema",
    severity: "warning",
    description: "`default`, `const`, every `enum` member and every `examples` item validate against their own subschema; `enum` is not empty.",
    defaultOptions: {},
  },
  create(context) {
    const formats = formatChecker();
    const documents = new DocumentTracker();
    const patterns = new PatternCache();
    return {
      schema(node) {
        const schema = node.value;
        if (!isObject(schema) || !hasAnyKeyword(schema, VALUE_KEYWORDS)) return;
        const defaultValue = ownField(schema, "default");
        const constValue = ownField(schema, "const");
        const members = ownField(schema, "enum");
        const examples = ownField(schema, "examples");
        const dialects = acceptedDialects(node.dialectInfo, context.protocol);
        const document = documents.for(node);
        const base = document.baseOf(node);
        /** Valid under any accepted dialect counts as valid (schemas without `$schema` under old protocols). */
        const check = (value: unknown, ignore: readonly string[] = []): ValueVerdict => {
          let first: ValueVerdict | undefined;
          for (const dialect of (dialects.length > 0 ? dialects : [node.dialect]) as Dialect[]) {
            const verdict = checkValue(value, schema, base, { dialect, document, patterns, formats }, ignore);
            if (verdict.valid !== false) return verdict;
            first ??= verdict;
          }
          return first!;
        };

        if (defaultValue !== undefined) {
          const verdict = check(defaultValue);
          if (verdict.valid === false) {
            // `x: str = None` in Python: the parameter is really nullable, the schema says otherwise.
            const nullDefault = defaultValue === null && isTypeMismatch(verdict);
            context.report({
              pointer: joinPointer(node.pointer, "default"),
              message: nullDefault
                ? `\`default\` null is not allowed by the schema (${verdict.problem.message}): the parameter is really nullable, but clients and models are told it is not. Add \`"null"\` to \`type\` (in Python, annotate it \`Optional[...]\`), or drop the default.`
                : `\`default\` ${showValue(defaultValue)} does not satisfy its own schema: ${describeProblem(verdict.problem)}. A client that fills in the default sends an invalid value; fix the default or the schema.`,
            });
          }
        }
        if (constValue !== undefined) {
          const verdict = check(constValue, ["const"]);
          const enumMismatch = verdict.valid === false && verdict.problem.keyword === "enum" && verdict.problem.at === "";
          if (verdict.valid === false && !isTypeMismatch(verdict) && !enumMismatch) {
            context.report({
              pointer: joinPointer(node.pointer, "const"),
              message: `\`const\` ${showValue(constValue)} does not satisfy the rest of its schema: ${describeProblem(verdict.problem)}, so no value is valid. Fix the constant or the schema.`,
            });
          }
        }
        if (Array.isArray(members)) {
          if (members.length === 0) {
            context.report({
              pointer: joinPointer(node.pointer, "enum"),
              message: "`enum` is empty, so no value is valid. List the allowed values, or remove `enum`.",
            });
          }
          const verdicts = members.map((member) => check(member, ["enum", "const"]));
          // When every member has the wrong type, schema-satisfiable reports the whole `enum`.
          const allWrongType = verdicts.length > 0 && verdicts.every(isTypeMismatch);
          verdicts.forEach((verdict, i) => {
            if (verdict.valid !== false || allWrongType) return;
            context.report({
              pointer: joinPointer(node.pointer, "enum", i),
              message: `\`enum\` value ${showValue(members[i])} can never be accepted: ${describeProblem(verdict.problem)}. Remove it or fix the schema.`,
            });
          });
        }
        if (Array.isArray(examples)) {
          examples.forEach((example, i) => {
            const verdict = check(example);
            if (verdict.valid !== false) return;
            context.report({
              pointer: joinPointer(node.pointer, "examples", i),
              message: `Example ${showValue(example)} does not satisfy its own schema: ${describeProblem(verdict.problem)}. Models copy examples, so fix it or the schema.`,
            });
          });
        }
      },
    };
  },
});
