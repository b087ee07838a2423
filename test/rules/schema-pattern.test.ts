import rule from "../../src/rules/schema-pattern.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const withParam = (schema: Record<string, unknown>) => [tool({ inputSchema: { type: "object", properties: { p: schema } } })];
const withPattern = (pattern: unknown) => withParam({ type: "string", pattern });

// Common patterns, linear as written.
const STANDARD: [string, string][] = [
  ["hostname", "^(([a-zA-Z0-9]|[a-zA-Z0-9][a-zA-Z0-9\\-]*[a-zA-Z0-9])\\.)*([A-Za-z0-9]|[A-Za-z0-9][A-Za-z0-9\\-]*[A-Za-z0-9])$"],
  ["email", "^[a-zA-Z0-9._%+-]+@[a-zA-Z0-9.-]+\\.[a-zA-Z]{2,}$"],
  ["URL", "^https?:\\/\\/[^\\s/$.?#].[^\\s]*$"],
  [
    "semver",
    "^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-((?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\\.(?:0|[1-9]\\d*|\\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\\+([0-9a-zA-Z-]+(?:\\.[0-9a-zA-Z-]+)*))?$",
  ],
  ["UUID", "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"],
  ["a quadratic pattern", ".*.*=.*"],
  ["a loop at the end of an unanchored pattern", "(a|a)*"],
  // Alternatives that start alike but parse every text one way ("ab" is only `ab`): linear.
  ["an unambiguous alternation", "(a|ab)*c"],
];
const LINEAR = ["^[a-z]+(-[a-z]+)*$", "^\\d{4}-\\d{2}-\\d{2}$", "^\\p{Lu}\\p{Ll}*$", '^(?:[^"\\\\]|\\\\.)*$', "^AS\\d+$", "^[GDZTKOFS]*$", ""];

ruleTester(rule).run({
  valid: [
    ...STANDARD.map(([what, pattern]) => ({ name: `the standard ${what} pattern`, input: withPattern(pattern) })),
    ...LINEAR.map((pattern) => ({ name: `the valid, linear pattern \`${pattern}\``, input: withPattern(pattern) })),
    { name: "a pattern that is not a string (schema-valid's)", input: withPattern(5) },
  ],
  invalid: [
    {
      name: "a pattern that does not compile, with the engine's reason, at the rule's severity",
      input: withPattern("([a-z]+"),
      errors: [
        {
          message: "`pattern` `([a-z]+` is not a valid regular expression: Unterminated group. Fix it (JSON Schema patterns are ECMA-262, Unicode mode).",
          pointer: "/0/inputSchema/properties/p/pattern",
          line: 10,
          column: 11,
          tool: "list_files",
          severity: "error",
        },
      ],
    },
    {
      name: "a pattern that compiles only without the `u` flag",
      input: withPattern("^[\\w-.]+$"),
      errors: [
        {
          message:
            "`pattern` `^[\\w-.]+$` compiles only without the `u` flag (with it: Invalid character class). JSON Schema patterns are Unicode regular expressions, and validators such as ajv compile them with `u`, so clients reject the schema. In Unicode mode escape only syntax characters (no `\\-` outside a class, no `\\_`), and write `\\{` for a literal brace.",
          pointer: "/0/inputSchema/properties/p/pattern",
          severity: "error",
        },
      ],
    },
    {
      name: "an escaped `_`, which compiles only without the `u` flag",
      input: withPattern("^\\_$"),
      errors: [
        {
          message:
            "`pattern` `^\\_$` compiles only without the `u` flag (with it: Invalid escape). JSON Schema patterns are Unicode regular expressions, and validators such as ajv compile them with `u`, so clients reject the schema. In Unicode mode escape only syntax characters (no `\\-` outside a class, no `\\_`), and write `\\{` for a literal brace.",
          pointer: "/0/inputSchema/properties/p/pattern",
          severity: "error",
        },
      ],
    },
    {
      name: "a `patternProperties` key that does not compile, at the key",
      input: withParam({ type: "object", patternProperties: { "^ok$": {}, "a/(b": {} } }),
      errors: [
        {
          message:
            "The `patternProperties` key `a/(b` is not a valid regular expression: Unterminated group. Fix it (JSON Schema patterns are ECMA-262, Unicode mode).",
          pointer: "/0/inputSchema/properties/p/patternProperties/a~1(b",
          severity: "error",
        },
      ],
    },
    // A backtracking risk is not a spec violation: a warning.
    {
      name: "`^(a+)+$`, which backtracks exponentially",
      input: withPattern("^(a+)+$"),
      errors: [
        {
          message:
            "`pattern` `^(a+)+$` can backtrack exponentially: a repeated part can read the same text in more than one way, so one long argument that does not match can hang a client or server that validates it. Make each repetition unambiguous (e.g. `^[a-z]+(-[a-z]+)*$` rather than `^([a-z]+-?)+$`).",
          pointer: "/0/inputSchema/properties/p/pattern",
          severity: "warning",
        },
      ],
    },
    {
      name: "`(a|a)*$`, which backtracks exponentially",
      input: withPattern("(a|a)*$"),
      errors: [
        {
          message:
            "`pattern` `(a|a)*$` can backtrack exponentially: a repeated part can read the same text in more than one way, so one long argument that does not match can hang a client or server that validates it. Make each repetition unambiguous (e.g. `^[a-z]+(-[a-z]+)*$` rather than `^([a-z]+-?)+$`).",
          pointer: "/0/inputSchema/properties/p/pattern",
          severity: "warning",
        },
      ],
    },
    {
      name: "`^(\\w+\\s?)*$`, which backtracks exponentially",
      input: withPattern("^(\\w+\\s?)*$"),
      errors: [
        {
          message:
            "`pattern` `^(\\w+\\s?)*$` can backtrack exponentially: a repeated part can read the same text in more than one way, so one long argument that does not match can hang a client or server that validates it. Make each repetition unambiguous (e.g. `^[a-z]+(-[a-z]+)*$` rather than `^([a-z]+-?)+$`).",
          pointer: "/0/inputSchema/properties/p/pattern",
          severity: "warning",
        },
      ],
    },
    {
      name: "`^([a-z]+.)+[A-Z]$`, which backtracks exponentially",
      input: withPattern("^([a-z]+.)+[A-Z]$"),
      errors: [
        {
          message:
            "`pattern` `^([a-z]+.)+[A-Z]$` can backtrack exponentially: a repeated part can read the same text in more than one way, so one long argument that does not match can hang a client or server that validates it. Make each repetition unambiguous (e.g. `^[a-z]+(-[a-z]+)*$` rather than `^([a-z]+-?)+$`).",
          pointer: "/0/inputSchema/properties/p/pattern",
          severity: "warning",
        },
      ],
    },
    {
      name: "`(a|aa)*c`, which backtracks exponentially",
      input: withPattern("(a|aa)*c"),
      errors: [
        {
          message:
            "`pattern` `(a|aa)*c` can backtrack exponentially: a repeated part can read the same text in more than one way, so one long argument that does not match can hang a client or server that validates it. Make each repetition unambiguous (e.g. `^[a-z]+(-[a-z]+)*$` rather than `^([a-z]+-?)+$`).",
          pointer: "/0/inputSchema/properties/p/pattern",
          severity: "warning",
        },
      ],
    },
    {
      name: "`(?=(a+)+b)`, which backtracks exponentially",
      input: withPattern("(?=(a+)+b)"),
      errors: [
        {
          message:
            "`pattern` `(?=(a+)+b)` can backtrack exponentially: a repeated part can read the same text in more than one way, so one long argument that does not match can hang a client or server that validates it. Make each repetition unambiguous (e.g. `^[a-z]+(-[a-z]+)*$` rather than `^([a-z]+-?)+$`).",
          pointer: "/0/inputSchema/properties/p/pattern",
          severity: "warning",
        },
      ],
    },
    {
      name: "`(.*a){12}`, which backtracks in polynomial time",
      input: withPattern("(.*a){12}"),
      errors: [
        {
          message:
            "`pattern` `(.*a){12}` can backtrack in polynomial time of degree 10 or more: at least 10 repetitions can each take the same characters, so one long argument that does not match can hang a client or server that validates it. Make each repetition unambiguous (e.g. `^[a-z]+(-[a-z]+)*$` rather than `^([a-z]+-?)+$`).",
          pointer: "/0/inputSchema/properties/p/pattern",
          severity: "warning",
        },
      ],
    },
    {
      name: "`^.*a.*a.*a.*a$`, which backtracks in polynomial time of degree 4",
      input: withPattern("^.*a.*a.*a.*a$"),
      errors: [
        {
          message:
            "`pattern` `^.*a.*a.*a.*a$` can backtrack in polynomial time of degree 4 or more: at least 4 repetitions can each take the same characters, so one long argument that does not match can hang a client or server that validates it. Make each repetition unambiguous (e.g. `^[a-z]+(-[a-z]+)*$` rather than `^([a-z]+-?)+$`).",
          pointer: "/0/inputSchema/properties/p/pattern",
          severity: "warning",
        },
      ],
    },
  ],
});
