import { defineRule } from "../engine/rule.js";
import { isObject, ownField, hasOwnField } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { declaredTypes } from "../core/schema/json-value.js";
import { parameterDescription } from "../helpers/params/description.js";
import { isParameter, isRequired, parameterPath } from "../helpers/params/parameter.js";
import { DocumentTracker } from "../core/schema/documents.js";
import { followRefs } from "../helpers/params/schema-fields.js";
import { propertyNames } from "../helpers/params/property-names.js";
import { wordsOf } from "../helpers/params/self-evident.js";
import { markedDefault, mayStateDefault, sameDefault, statedDefault, type StatedDefault } from "../helpers/params/stated-default.js";

/** The stated default as JSON of the parameter's declared type: `"10"` for a string, `10` for a number. */
function defaultLiteral(stated: StatedDefault, types: ReadonlySet<string>): string {
  const numeric = types.has("number") || types.has("integer");
  if (numeric && !types.has("string") && stated.text.trim() !== "" && Number.isFinite(Number(stated.text))) return String(Number(stated.text));
  const lowered = stated.text.toLowerCase();
  if (types.has("boolean") && !types.has("string") && (lowered === "true" || lowered === "false")) return lowered;
  if (!types.has("string") && !stated.quoted && stated.kind !== "string") return stated.text;
  return JSON.stringify(stated.text);
}

/**
 * A stated value the declared type cannot hold ("Defaults to enabled" on a boolean) is prose, not a default. So is
 * a word on a list or a map ("default: queue, service, pod_name" on an array, "default: 0, 0" on a `{x, y}`): the
 * first item read as a scalar would be an invalid `default`; only a written `[…]` or `{…}` is one.
 */
function fitsTypes(stated: StatedDefault, types: ReadonlySet<string>): boolean {
  if (types.size === 0 || types.has("string")) return true;
  const text = stated.text.trim().toLowerCase();
  if ((types.has("number") || types.has("integer")) && text !== "" && Number.isFinite(Number(text))) return true;
  if (types.has("boolean") && (text === "true" || text === "false")) return true;
  return (types.has("array") && text.startsWith("[")) || (types.has("object") && text.startsWith("{"));
}

/** Words of a tool name that make it a partial update: an omitted field stays as it is. */
const UPDATE_WORDS = new Set(["update", "patch", "edit", "modify", "change"]);

function isUpdateTool(name: string | undefined): boolean {
  if (name === undefined) return false;
  return name.split(/[_\-.\s/:]+|(?<=[a-z0-9])(?=[A-Z])/).some((w) => UPDATE_WORDS.has(w.toLowerCase()));
}

/** An environment variable's name (`GITLAB_REPO_FILE_ENCODING`): where the default comes from, not a value. */
const ENV_NAME = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+$/;

/** Longest clause of the tool's description read for one parameter. */
const MAX_CLAUSE = 200;
/** How far after the parameter's name the word "default" may come in a sentence of the tool's description. */
const NEAR_NAME = 60;

/**
 * What the tool's description says about the parameter `name`, where it states its default
 * there and not in the parameter's own description: its docstring line (`  limit (int): Max
 * results. Defaults to 50.`), else a sentence that names it written as code and goes on to its
 * default ("`limit` defaults to 50", "limit_value (default 50)"). Undefined when neither is there.
 * `lowered` is the description in lower case (made once per tool, not once per parameter).
 */
function toolClauseAbout(toolDescription: string, lowered: string, name: string, names: ReadonlySet<string>): string | undefined {
  // Only a name that reads like one: a regular expression is built from it.
  if (name.length > 64 || !/^[\w-]+$/.test(name)) return undefined;
  // Most tool descriptions never name the parameter: skip compiling two expressions for it (run for every parameter).
  if (!lowered.includes(name.toLowerCase())) return undefined;
  const line = new RegExp(`^\\s*(?:[-*•]\\s*)?\`?${name}\`?\\s*(?:\\([^)\\n]{0,40}\\))?\\s*[:\\-–—][^\\n]*`, "m").exec(toolDescription);
  if (line !== null) return line[0].slice(0, MAX_CLAUSE);
  // In a sentence the name must read as code (backticks, snake_case or camelCase), not a prose word ("the page").
  const asCode = /_|[a-z][A-Z]/.test(name) ? `\`?${name}\`?` : `\`${name}\``;
  const sentence = new RegExp(`(?<![\\w.])${asCode}(?![\\w])[^.;\\n]{0,${NEAR_NAME}}?\\bdefault`, "i").exec(toolDescription);
  if (sentence === null) return undefined;
  // "For 'enable' operation, logLevel … (defaults to 'DEBUG')": a default under a condition is not the schema's.
  const sentenceStart = Math.max(...[".", ";", "\n"].map((c) => toolDescription.lastIndexOf(c, sentence.index - 1))) + 1;
  if (/\b(?:for|when|if|only|unless)\b/i.test(toolDescription.slice(sentenceStart, sentence.index))) return undefined;
  // "`levels` and `limit` (default 1000)": another parameter named before the default may own it.
  const between = sentence[0].slice(name.length);
  for (const word of between.matchAll(/`([\w-]+)`|\b([a-z]+(?:_[a-z0-9]+)+|[a-z]+[A-Z]\w*)\b/g)) {
    const other = (word[1] ?? word[2] ?? "").toLowerCase();
    if (other !== name.toLowerCase() && names.has(other)) return undefined;
  }
  const rest = toolDescription.slice(sentence.index, sentence.index + MAX_CLAUSE);
  const end = rest.search(/[;\n]|\.(?:\s|$)/);
  return end < 0 ? rest : rest.slice(0, end);
}

/** Last words of a parameter that takes free text the model writes: a question, a prompt, an instruction, a query. */
const PROMPT_WORDS = new Set(["question", "prompt", "instruction", "instructions", "query", "sql"]);

/**
 * A free-text prompt whose stated default is an unquoted word or number: "(default: transcribe)" names what the
 * server does without one, and "(default: 1000)" in a query's text is a clause's (MAXRESULTS): neither is a value
 * to declare. A quoted default ("default: 'Describe the image'") is the text itself.
 */
function describesPromptBehaviour(name: string, stated: StatedDefault, types: ReadonlySet<string>): boolean {
  const last = wordsOf(name).pop();
  return !stated.quoted && last !== undefined && PROMPT_WORDS.has(last) && types.has("string");
}

/** Words of a parameter that holds a moment: a date, a time, a deadline. */
const MOMENT_WORDS = new Set(["date", "time", "timestamp", "datetime", "deadline", "due", "since", "until", "expiry", "expiration", "expires"]);
const MOMENT_FORMATS = new Set(["date", "date-time", "time"]);
/** A span of time after a number: "30 days". */
const TIME_SPAN = /^\s+(?:mins?|minutes?|h|hrs?|hours?|days?|weeks?|months?|years?)\b/i;

/**
 * A date or time string whose stated default is a span ("Due date (defaults to 30 days)"): the moment that far from
 * now, so the number is no value of the parameter; declared, `"30"` would be read as a date.
 */
function isRelativeMoment(name: string, schema: Record<string, unknown>, stated: StatedDefault, description: string | undefined): boolean {
  if (stated.kind !== "number" || description === undefined) return false;
  const format = schema.format;
  const moment = (typeof format === "string" && MOMENT_FORMATS.has(format)) || wordsOf(name).some((w) => MOMENT_WORDS.has(w));
  if (!moment) return false;
  let at = description.indexOf(stated.text);
  while (at >= 0) {
    if (TIME_SPAN.test(description.slice(at + stated.text.length))) return true;
    at = description.indexOf(stated.text, at + 1);
  }
  return false;
}

function shown(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 60 ? `${text.slice(0, 57)}…` : text;
}

export default defineRule({
  meta: {
    id: "param-default",
    category: "design",
    severity: "warning",
    description: "A default stated in a parameter's description is declared as the schema's `default`, with the same value.",
    defaultOptions: {},
  },
  create(context) {
    const documents = new DocumentTracker();
    /**
     * The tool description in lower case, made once per tool, and whether it may state a default
     * at all (most do not: then no parameter's clause in it is read).
     */
    let lowered: { readonly of: string; readonly text: string; readonly defaults: boolean } | undefined;
    const readTool = (text: string): { readonly text: string; readonly defaults: boolean } => {
      if (lowered?.of !== text) lowered = { of: text, text: text.toLowerCase(), defaults: mayStateDefault(text) };
      return lowered;
    };
    return {
      schema(node) {
        if (!isParameter(node) || !isObject(node.value)) return;
        const document = documents.for(node);
        const description = parameterDescription(node.value, document);
        const defaultContext = { self: node.key, names: propertyNames(document.root) };
        let stated = description === undefined ? undefined : statedDefault(description, defaultContext);
        // "Layout mode: composer (default) or chain": the marked value, when the schema's `enum` holds it.
        const enumMembers = ownField(followRefs(node.value, document), "enum");
        if (stated === undefined && description !== undefined && Array.isArray(enumMembers)) stated = markedDefault(description, enumMembers);
        // A default stated only in the tool's description, for a parameter of the tool itself.
        let inTool = false;
        if (stated === undefined && node.propertyDepth === 1 && !hasOwnField(node.value, "default")) {
          const toolDescription = isObject(node.tool.value) && typeof node.tool.value.description === "string" ? node.tool.value.description : "";
          const read = toolDescription === "" ? undefined : readTool(toolDescription);
          // A clause is a part of the description: with no word "default" in it, none states one.
          const clause = read?.defaults ? toolClauseAbout(toolDescription, read.text, String(node.key), defaultContext.names) : undefined;
          stated = clause === undefined ? undefined : statedDefault(clause, defaultContext);
          if (stated !== undefined && ENV_NAME.test(stated.text)) stated = undefined;
          inTool = stated !== undefined;
        }
        if (stated === undefined || !fitsTypes(stated, new Set(declaredTypes(node.value)))) return;
        if (describesPromptBehaviour(String(node.key), stated, new Set(declaredTypes(node.value)))) return;
        if ((declaredTypes(node.value) ?? []).includes("string") && isRelativeMoment(String(node.key), node.value, stated, description)) return;
        // "defaults to available" beside `enum: ["css", "tailwind", "default"]`: a word the enum does not hold describes, it is no value.
        const members = ownField(followRefs(node.value, document), "enum");
        const value = stated;
        if (Array.isArray(members) && !members.some((m) => sameDefault(value, m))) return;
        // A field of the body an update (PATCH) tool sends is left unchanged when omitted: "Default is
        // true" there is the resource's initial value, and a schema default would invite clients to
        // overwrite it. The tool's own top-level options ("draft (default: true)") keep their defaults.
        if (node.propertyDepth >= 2 && isUpdateTool(node.tool.name) && !isRequired(node) && !hasOwnField(node.value, "default")) return;
        const name = parameterPath(node);
        if (!hasOwnField(node.value, "default")) {
          context.report({
            pointer: node.pointer,
            message: inTool
              ? `The tool's description says parameter \`${name}\` defaults to \`${stated.text}\` but its schema has no \`default\`: add \`"default": ${defaultLiteral(stated, new Set(declaredTypes(node.value)))}\` so clients and models see it where the value is set.`
              : `Parameter \`${name}\` says its default is \`${stated.text}\` but its schema has no \`default\`: add \`"default": ${defaultLiteral(stated, new Set(declaredTypes(node.value)))}\` so clients and models see it.`,
          });
          return;
        }
        const declared = ownField(node.value, "default");
        if (sameDefault(stated, declared)) return;
        context.report({
          pointer: joinPointer(node.pointer, "default"),
          message: `Parameter \`${name}\` says its default is \`${stated.text}\` but its schema's \`default\` is \`${shown(declared)}\`: make the description and \`default\` agree.`,
        });
      },
    };
  },
});
