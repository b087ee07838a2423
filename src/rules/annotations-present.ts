import { defineRule } from "../engine/rule.js";
import { statesWrite } from "../helpers/text/side-effect-phrases.js";
import { atLeast } from "../core/model/protocol.js";
import { isObject } from "../core/model/types.js";
import { hasLeakedZodSchema } from "../helpers/params/leaked-zod.js";
import { joinPointer } from "../core/positions/pointer.js";
import { nameAction, type NameAction } from "../helpers/text/name-action.js";
import { nameEffect, type NameEffect } from "../helpers/text/name-effect.js";
import { dispatchOperations, listNaming, NO_NAMING, operationVerb, verbPrefixes } from "../helpers/text/name-scheme.js";
import { toolHints } from "../helpers/text/tool-hints.js";
import { codeSpan } from "../core/spec/code-span.js";
import { changesState, openingVerb, verbKind, type VerbKind } from "../helpers/text/verbs.js";
import { nameWords } from "../helpers/text/words.js";

/** The advice for a tool that only reads. */
const READ_ONLY = '`"readOnlyHint": true`';

/**
 * The hints to add, guessed from what the name says the tool does, else from the verb its description opens with
 * ("Retrieves…"); undefined when neither says (`execute_query`, `split_transaction`): advice that could go either
 * way changes nothing for a client, so the rule stays quiet.
 */
function suggestedHints(effect: NameEffect | undefined, action: NameAction | undefined, description: unknown, tool: unknown): string | undefined {
  if (effect?.destroys !== undefined) return '`"readOnlyHint": false, "destructiveHint": true`';
  const opening = openingVerb(description);
  // A name's act that changes a view is one of reading when the description opens so (`semantic_navigate`: "Browse the codebase").
  const act = opening?.kind === "read" ? undefined : changingAct(effect?.verb);
  const named = effect?.kind === "read" || effect?.kind === "change" ? effect.kind : (act ?? lastKind(action));
  // "Creates interactive data grids …" of `ui-data-grid`: a view may be rendered and returned or saved; the description does not say which.
  if (named === undefined && typeof description === "string" && CREATES_VIEW.test(description)) return undefined;
  const kind = named ?? changingAct(opening?.verb) ?? opening?.kind;
  // A read that the name or the description says also writes (`find_and_replace`, "saves it to a file") is not one.
  // So is one whose `action` offers a change beside its reads (`ssh_alert_config` with `get`, `set`): some calls write.
  // And one with a parameter naming where it writes its output (`outputDir`, `save_path`, `saveImages`).
  if (kind === "read") return joinsChange(action) || statesWrite(description) || mayChangeByAction(tool) || writesByParameter(tool) ? undefined : READ_ONLY;
  if (kind === "change") return '`"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes)';
  if (kind === "destroy") return '`"readOnlyHint": false, "destructiveHint": true`';
  return undefined;
}

/**
 * Acts that always change some state and never delete: a page's or a player's position (`navigate`, `scroll`,
 * `hover`, `zoom`, `pan`, `skip`), something started (`spawn`, `launch`). Not `click`, `press`, `type` or `fill`,
 * whose effect is the target's (a click may delete: the default `destructiveHint: true` is the safe reading), nor
 * `generate`, `convert` or `format`, which often only compute; nor `play` and `queue`, as often nouns
 * (`google-play-details`, `queue_waiting_time`) or a batch of any operations (`queue_jira_operations`).
 */
const CHANGING_ACTS: ReadonlySet<string> = new Set(["skip", "navigate", "scroll", "hover", "zoom", "pan", "spawn", "launch"]);

function changingAct(verb: string | undefined): "change" | undefined {
  return verb !== undefined && verbKind(verb) === "act" && CHANGING_ACTS.has(verb) ? "change" : undefined;
}

/** A name that joins a second, changing verb to its first (`find_and_replace`, `get_or_create`). */
function joinsChange(action: NameAction | undefined): boolean {
  if (action === undefined) return false;
  const words = action.words.map((w) => w.word);
  return words.some((word, i) => (word === "and" || word === "or") && i > 0 && changesState(words[i + 1] ?? ""));
}

/** The kind of a name's last word when the name has no verb first: a product then its action (`duckduckgo_web_search`). */
function lastKind(action: NameAction | undefined): VerbKind | undefined {
  if (action === undefined || action.verb !== undefined || action.words.length < 2) return undefined;
  const kind = verbKind(action.words[action.words.length - 1]!.word);
  return kind === "act" ? undefined : kind;
}

/** A description that opens by creating a view (a form, a grid, a dashboard, a chart, a report): rendered, or saved? */
const CREATES_VIEW =
  /^\s*(?:creates?|generates?|builds?|composes?|renders?|produces?)\s+(?:[\w-]+\s+){0,3}?(?:forms?|grids?|dashboards?|charts?|reports?|visuali[sz]ations?|diagrams?|widgets?|uis?|interfaces?)\b/i;

/** A tool whose dispatch parameter offers a destroying operation (`delete`, `clear_all`): it may destroy, whatever else it does. */
function mayDestroyByAction(tool: unknown): boolean {
  return dispatchOperations(tool).some((set) => set.some((operation) => verbKind(operationVerb(operation)) === "destroy"));
}

/** A tool whose dispatch parameter offers an operation that changes state (`set`, `create`, `start`): not every call only reads. */
function mayChangeByAction(tool: unknown): boolean {
  return dispatchOperations(tool).some((set) => set.some((operation) => changesState(operationVerb(operation))));
}

/** First words of a parameter that names where output is written (`outputDir`, `save_path`, `download_folder`). */
const OUTPUT_WORDS = new Set(["output", "save", "destination", "dest", "download"]);
/** Last words of such a parameter: a place in the file system. */
const PLACE_WORDS = new Set(["dir", "directory", "folder", "path", "file"]);
/** A parameter's description that says files go there: "Directory where resources should be saved", "where the images are placed". */
const WRITTEN_THERE =
  /\bwhere (?:the )?(?:[\w-]+ ){0,2}(?:will be |should be |are |is |get |gets )?(?:saved|placed|written|stored|downloaded)\b|^\s*destination (?:directory|folder|path)\b/i;

/**
 * A tool with a parameter that names where it writes (`outputDir`, `save_path`, "Directory where resources should
 * be saved") or a switch that saves (`saveImages`): it writes files, whatever its verb reads.
 */
function writesByParameter(tool: unknown): boolean {
  if (!isObject(tool) || !isObject(tool.inputSchema) || !isObject(tool.inputSchema.properties)) return false;
  return Object.entries(tool.inputSchema.properties).some(([key, property]) => {
    const words = nameWords(key).map((w) => w.word);
    if (OUTPUT_WORDS.has(words[0] ?? "") && words.length > 1 && PLACE_WORDS.has(words[words.length - 1]!)) return true;
    if (!isObject(property)) return false;
    if (words[0] === "save" && words.length > 1 && (property.type === "boolean" || (Array.isArray(property.type) && property.type.includes("boolean"))))
      return true;
    return typeof property.description === "string" && WRITTEN_THERE.test(property.description.slice(0, 500));
  });
}

/** Verbs of a flag that loses data when set (`clear_sessions`, `deleteOriginals`, `overwrite`, `truncateFirst`). */
const DATA_LOSS = new Set(["clear", "delete", "purge", "drop", "truncate", "wipe", "erase", "overwrite"]);

/**
 * A tool with a boolean parameter that deletes or overwrites (`clear_sessions`, `overwrite`): it may destroy,
 * whatever else it does. `remove` is left out (`removeScripts` trims a reading tool's output), and so is a flag
 * that empties a cache (`clearCache`), rebuilt on demand.
 */
function mayDestroyByFlag(tool: unknown): boolean {
  if (!isObject(tool) || !isObject(tool.inputSchema) || !isObject(tool.inputSchema.properties)) return false;
  return Object.entries(tool.inputSchema.properties).some(([key, property]) => {
    if (!isObject(property) || !(property.type === "boolean" || (Array.isArray(property.type) && property.type.includes("boolean")))) return false;
    const words = nameWords(key).map((w) => w.word);
    return DATA_LOSS.has(words[0] ?? "") && !words.some((w) => w === "cache" || w === "caches");
  });
}

export default defineRule({
  meta: {
    id: "annotations-present",
    category: "design",
    severity: "info",
    strictSeverity: "warning",
    description: "The tool declares `readOnlyHint`, so clients can decide on confirmation.",
    defaultOptions: {},
  },
  create(context) {
    // Annotations exist from protocol 2025-03-26 on: only a server known to speak an older
    // version cannot declare them (advice, so it stands when the version is not known).
    if (!context.protocols.some((version) => atLeast(version, "2025-03-26"))) return {};
    let naming = NO_NAMING;
    let partNamespaces: ReadonlySet<string> = new Set();
    return {
      list(list) {
        naming = listNaming(list);
        partNamespaces = verbPrefixes(list.tools.flatMap((t) => (t.name === undefined ? [] : [t.name])));
      },
      tool(tool) {
        if (!isObject(tool.value)) return;
        const hints = toolHints(tool);
        // A member set to `undefined` (possible through the library API, never in JSON) counts as absent.
        const hasMember = Object.hasOwn(tool.value, "annotations") && tool.value.annotations !== undefined;
        // An `annotations` that is not an object is tool-shape's to report.
        if (hasMember && hints.annotations === undefined && tool.value.annotations !== null) return;
        const name = tool.name === undefined ? "This tool" : codeSpan(tool.name);
        // A zod schema in `annotations` is the tool's parameters in the wrong slot: that loss, not the hints, is the news.
        if (hasLeakedZodSchema(tool.value)) {
          context.report({
            pointer: joinPointer(tool.pointer, "annotations"),
            message: `${name}'s \`annotations\` hold a zod schema's internals (\`def\`, \`~standard\`), not hints: its parameters were passed where the SDK expects annotations (a \`z.object(...)\` handed to \`server.tool(name, schema, handler)\`, which takes a raw shape), so \`inputSchema\` lost them. Pass the shape (\`{ key: z.string() }\` or \`schema.shape\`) or use \`registerTool\` with \`inputSchema\`.`,
          });
          return;
        }
        // `trash_get_naming` of a server whose `trash_` tools go on with `get`/`list`: `trash` is the namespace.
        const first = tool.name === undefined ? undefined : nameWords(tool.name)[0]?.word;
        const own = first !== undefined && partNamespaces.has(first) ? first : naming.namespace;
        const action = tool.name === undefined ? undefined : nameAction(tool.name, { shared: naming.shared, namespace: own });
        const effect = action === undefined ? undefined : nameEffect(action);
        const pointer = hasMember ? joinPointer(tool.pointer, "annotations") : tool.pointer;
        // A tool that deletes is right to be confirmed: its hints would be the spec's defaults
        // (`readOnlyHint: false`, `destructiveHint: true`), and declaring them changes nothing for a client.
        // So is one with a flag that deletes (`clear_sessions: true`): the hints that fit every call are those.
        if (effect?.destroys !== undefined || mayDestroyByAction(tool.value) || mayDestroyByFlag(tool.value)) return;
        const suggestion = suggestedHints(effect, action, tool.value.description, tool.value);
        // A declared `destructiveHint` already says the tool changes state (the hint means nothing for a read-only
        // one): adding `readOnlyHint: false`, the default, changes nothing, and `true` would contradict the author.
        const declaresChange = hints.destructiveHint === true || (hints.destructiveHint === false && suggestion !== READ_ONLY);
        if (hints.readOnlyHint === undefined && suggestion !== undefined && !declaresChange) {
          context.report({
            pointer,
            message: `${name} does not declare \`readOnlyHint\`${hints.annotations ? "" : " (it has no `annotations`)"}, so clients must treat it as one that changes state and ask before every call. Add ${suggestion}.`,
          });
        }
        // `readOnlyHint: false` without `destructiveHint` is left alone: the spec default (`true`) is the safe
        // reading, and declaring it changes nothing for a client.
      },
    };
  },
});
