import { defineRule } from "../engine/rule.js";
import { isObject, type ToolNode } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { verbOfAgentNoun } from "../helpers/text/agent-noun.js";
import { stringList } from "../helpers/text/config-lists.js";
import { nameAction, type ActionSlot, type NameAction } from "../helpers/text/name-action.js";
import { actionSlot, isRouterTool } from "../helpers/text/name-scheme.js";
import { joinerOf } from "../helpers/text/name-separator.js";
import { sharedPrefixes } from "../helpers/text/namespace.js";
import { isKnownVerb, isNounLike, isVerbModifier } from "../helpers/text/verbs.js";
import { toolHints } from "../helpers/text/tool-hints.js";
import { nameWords } from "../helpers/text/words.js";
import { codeSpan, codeSpanStart } from "../core/spec/code-span.js";

interface Options {
  /** Extra words to accept as verbs (matched ignoring case). */
  verbs: string[];
  /** Namespace prefixes to skip before the verb, matched at the start of the name ignoring case (`github_`). */
  prefixes: string[];
}

export default defineRule<Options>({
  meta: {
    id: "tool-name-verb-first",
    category: "design",
    severity: "info",
    strictSeverity: "warning",
    description: "The name starts with an action verb, after any namespace prefix the server's tools share.",
    defaultOptions: { verbs: [], prefixes: [] },
    optionsSchema: {
      type: "object",
      properties: {
        verbs: { type: "array", items: { type: "string", minLength: 1 }, description: "Extra words to accept as verbs." },
        prefixes: { type: "array", items: { type: "string", minLength: 1 }, description: "Namespace prefixes to skip before the verb." },
      },
      additionalProperties: false,
    },
  },
  create(context) {
    const verbs = new Set([...NAME_VERBS, ...stringList(context.options.verbs).map((v) => v.toLowerCase())]);
    const prefixes = stringList(context.options.prefixes);
    let shared: ReadonlyMap<string, number> = new Map();
    let slot: ActionSlot | undefined;
    let toolCount = 0;
    let names: readonly string[] = [];
    let verbFirst = new Set<string>();
    let mixed = false;
    let viewVerbs = false;
    let readOnlyNouns = 0;
    let reported = false;
    let index: NameIndex = indexNames([], verbFirst);
    return {
      list(list) {
        names = list.tools.flatMap((tool) => (tool.name === undefined ? [] : [tool.name]));
        shared = sharedPrefixes(names);
        // A server that names its tools resource-first throughout (`widget_create`, `widget_list`) is consistent:
        // its names end with the action, and only a name with no action where its siblings have one is reported.
        slot = actionSlot(names, { shared, prefixes, verbs });
        toolCount = names.length;
        verbFirst = new Set(names.filter((n) => nameAction(n, { shared, prefixes, verbs, slot }).verb !== undefined));
        index = indexNames(names, verbFirst, verbs);
        // Only a name that leads with its reading verb (`browser_get_text`) shows a house style for views; one that
        // ends with it (`browser_tab_list`) names a resource first, as the views named by their content do.
        viewVerbs = names.some((n) => leadsWithView(nameAction(n, { shared, prefixes, verbs, slot })));
        readOnlyNouns = list.tools.filter((t) => t.name !== undefined && toolHints(t).readOnlyHint === true && !verbFirst.has(t.name)).length;
        const actionFirst = [...verbFirst].filter((n) => !isResourceFirst(nameAction(n, { shared, prefixes, verbs, slot }), shared, toolCount));
        mixed = actionFirst.length * 2 <= toolCount;
        reported = false;
      },
      tool(tool) {
        if (tool.name === undefined) return;
        const action = nameAction(tool.name, { shared, prefixes, verbs, slot });
        if (action.verb !== undefined || action.words.length === 0) return;
        // A namespace-router tool takes its action as an argument (`{"action": {"enum": ["create", "list"]}}`).
        if (isRouterTool(tool)) return;
        // An alias kept for old clients (`gitlab_mr_discussions`: "Backward-compatible alias of
        // gitlab_list_merge_request_discussions") exists for its name: renaming it would defeat it.
        if (isCompatibilityName(tool)) return;
        if (namesItsAction(tool, action, verbs, index) || isIdiom(action) || namesItsProgram(tool, action)) return;
        // Read-only views named by what they show (`browser_console_messages` and `browser_network_requests`, both
        // `readOnlyHint: true`) where no sibling names a view with a reading verb (`get_`, `list_`): the server names
        // its views by their content, and the hint already says the tool only reads.
        if (toolHints(tool).readOnlyHint === true && readOnlyNouns >= 2 && !viewVerbs) return;
        // Resource-first servers (`analytics_query`, `analytics_advanced`) are judged by their action slot instead.
        if (slot !== "last" && isSubcommand(action, index)) return;
        // Only where the server's names carry their action: most of the others (two at least) do. A server that
        // names things noun-first throughout (`npmSize` beside `npmDeps`, `providerDetails` beside `moduleDetails`)
        // is consistent, and renaming one tool would break its scheme.
        const others = names.length - 1;
        const verbSiblings = verbFirst.size - (verbFirst.has(tool.name) ? 1 : 0);
        if (verbSiblings < 2 || verbSiblings * 3 < others * 2) return;
        // A family of names without a verb (`erpnext_kpi_revenue`, `erpnext_kpi_orders`) is a scheme of its own.
        if (inFamily(tool.name, verbFirst, index)) return;
        // A resource-first server (`widget_create`, `widget_list`) whose name has no action is a noun getter
        // (`erpnext_stock_balance`, `weather_forecast` beside `air_quality`): unambiguous, and too often wrongly read.
        if (slot === "last") return;
        // Call the prefix a namespace only when the config names it or most of the server's tools (two at least)
        // carry it: a prefix a few tools share (`pdf_`, `html_`) or a lone tool's first word is more often the object.
        const key = action.words
          .slice(0, action.bodyIndex)
          .map((w) => w.word)
          .join(" ");
        const sharing = shared.get(key) ?? 0;
        const configured = prefixes.some((p) => action.prefix.toLowerCase() === p.toLowerCase());
        const doubled = /(?:--|__|::)$/.test(action.prefix);
        const namespace = configured || doubled || (sharing >= 2 && sharing * 2 >= toolCount) ? action.prefix : "";
        // Never put a verb before a prefix other tools share (`get_bycrawl_…`), nor ask whether it is a verb.
        if (namespace === "" && sharing >= 2) return;
        // A server that leads with the resource as often as with the action (`openclaw_task_list` beside
        // `openclaw_status` and `openclaw_chat`) mixes two schemes on purpose: say so once, not for every name.
        if (mixed && reported) return;
        reported = true;
        context.report({ pointer: joinPointer(tool.pointer, "name"), message: message(tool.name, action, namespace) });
      },
    };
  },
});

/**
 * Verbs of a domain that are nouns in prose, so not in the shared vocabulary (`Timeout in seconds`), but at the start
 * of a tool name only the action: `timeout` (Discord's and Twitch's "Timeout member", `discord_timeout_member`).
 */
const NAME_VERBS = ["timeout"];

/** Verbs that name a view of something (`get_title`, `list_requests`), as opposed to finding or checking it. */
const VIEW_VERBS = new Set(["get", "list", "read", "fetch", "show", "view", "retrieve"]);

/**
 * True when the name leads with a verb naming a view (`get_title`, `browser_get_text`, `list`): not when the verb
 * ends a longer name (`browser_tab_list`, where `browser_tab_` may pass for the namespace).
 */
function leadsWithView(action: NameAction): boolean {
  if (action.verb === undefined || !VIEW_VERBS.has(action.verb) || action.verbIndex !== action.bodyIndex) return false;
  return action.verbIndex === 0 || action.verbIndex < action.words.length - 1;
}

/** A description that says the tool is kept for its name: an alias, deprecated, kept for compatibility. */
const COMPATIBILITY = /\balias(?:es)? (?:of|for|to)\b|\bdeprecated\b|\bbackwards?[- ]compatib|\bfor (?:backwards? )?compatibility\b|\blegacy name\b/i;

function isCompatibilityName(tool: ToolNode): boolean {
  return isObject(tool.value) && typeof tool.value.description === "string" && COMPATIBILITY.test(tool.value.description.slice(0, 300));
}

/** Verbs by which a description says the tool runs a program (`Execute bash commands…`). */
const RUN_VERBS = new Set(["run", "runs", "execute", "executes", "exec", "invoke", "invokes", "launch", "launches", "call", "calls"]);

/**
 * True for a one-word name that is the program the tool runs (`bash`: "Execute bash commands in the sandbox",
 * `codex`: "Execute Codex CLI"): the name models know that program by, which a verb would only hide.
 */
function namesItsProgram(tool: ToolNode, action: NameAction): boolean {
  const body = action.words.slice(action.bodyIndex).map((w) => w.word);
  if (body.length !== 1 || !isObject(tool.value) || typeof tool.value.description !== "string") return false;
  const words = (tool.value.description.slice(0, 200).match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.toLowerCase());
  return words.length >= 2 && RUN_VERBS.has(words[0]!) && words.slice(1, 4).includes(body[0]!);
}

/** Words that open a description in the imperative or third person (`Style shapes…`, `Pulls a model…`). */
function descriptionOpener(tool: ToolNode): { first: string; second: string } | undefined {
  if (!isObject(tool.value)) return undefined;
  const description = tool.value.description;
  if (typeof description !== "string") return undefined;
  const words = description.slice(0, 200).match(/[\p{L}]+/gu) ?? [];
  if (words.length < 2) return undefined;
  return { first: words[0]!.toLowerCase(), second: words[1]!.toLowerCase() };
}

/**
 * True when the tool's `title` opens with the name's first word as its verb (`rate_media` titled "Rate Media", described
 * "Set the user's Plex rating for a media item"): a title in words of its own, not the name copied ("mongodb-logs"), its
 * first word followed by an object (not "Tips for …"), and a description that opens with a verb and never uses the two
 * words as a noun phrase ("the rate limit status" makes `rate_limit_status` a noun).
 */
function titleLeadsWith(tool: ToolNode, body: readonly string[]): boolean {
  if (body.length < 2 || !isObject(tool.value)) return false;
  const annotations = tool.value.annotations;
  const title = typeof tool.value.title === "string" ? tool.value.title : isObject(annotations) ? annotations.title : undefined;
  if (typeof title !== "string" || title === tool.name) return false;
  const words = (title.slice(0, 200).match(/\p{L}+/gu) ?? []).map((w) => w.toLowerCase());
  if (words.length < 2 || words[0] !== body[0] || NOT_AN_OBJECT.has(words[1]!)) return false;
  const opener = descriptionOpener(tool);
  if (opener === undefined || !isKnownVerb(opener.first)) return false;
  const description = typeof tool.value.description === "string" ? tool.value.description.slice(0, 1000).toLowerCase() : "";
  return !description.includes(`${body[0]} ${body[1]}`);
}

/** A noun phrase opening a description (`Status of…`, `Details for…`) is no imperative. */
const NOT_AN_OBJECT = new Set(["of", "for", "is", "are", "was", "and", "to", "in", "on", "with", "from", "by", "as"]);

/**
 * True when the name does say what the tool does though not as its first word, so a rename would not help:
 * a qualifier or adverb then the verb (`codacy_cli_analyze`, `tentatively-accept-event`, `deep_research`), a
 * product then its action (`google_search`), a last word that can only be the verb (`docs_bulk_upload`), or a
 * first word the description opens with as its verb (`styleGoogleSlidesShape`: "Style shapes in…").
 */
function namesItsAction(tool: ToolNode, action: NameAction, verbs: ReadonlySet<string>, index: NameIndex): boolean {
  const words = action.words.slice(action.bodyIndex).map((w) => w.word);
  // A version segment (`v2_getDomains`) is part of the namespace.
  let skip = 0;
  while (skip < words.length - 1 && (/^v\d+$/.test(words[skip]!) || isSortKey(words[skip]!))) skip++;
  const body = words.slice(skip);
  if (body.length === 0) return false;
  const isVerb = (word: string): boolean => isKnownVerb(word) || verbs.has(word);
  // A phrasal verb (`top_up`, `sign_in`), a split prefix (`re_auth`), a conversion (`html_to_pdf`).
  if (body.length >= 2 && PARTICLES.has(body[1]!)) return true;
  if (body.length >= 2 && ["re", "un", "de", "pre"].includes(body[0]!)) return true;
  if (body.length === 3 && body[1] === "to") return true;
  if (isVerbModifier(body[body.length - 1]!)) return true;
  // A mode or batch word opening the name reads as its action (`mobile_batch_commands`, `deep_research`).
  if (isVerbModifier(body[0]!)) return true;
  let at = 0;
  while (at < body.length - 1 && at < 2 && (isVerbModifier(body[at]!) || /^\p{L}{3,}ly$/u.test(body[at]!))) at++;
  if (isVerb(body[at]!)) return true;
  // A word whose un-/re- form starts a sibling is a verb in this server (`group_nodes` beside `ungroup_node`).
  if (body.length >= 2 && ["un", "re"].some((p) => index.firstWords.has(p + body[0]!))) return true;
  // The other way round: an un-/re- word whose base starts a sibling undoes or repeats it (`unread_room_message`
  // beside `read_room_messages`), even where the word alone reads as an adjective.
  const base = /^(?:un|re)(\p{L}{3,})$/u.exec(body[0]!)?.[1];
  if (body.length >= 2 && base !== undefined && index.firstWords.has(base)) return true;
  // A qualifier or two before the verb (`codacy_cli_analyze`, `_internal_jira_set_auth`).
  if (body.slice(1, 3).some((w) => isVerb(w) && (!isNounLike(w) || PLAIN_VERBS.has(w)))) return true;
  const last = body[body.length - 1]!;
  // An object, its action, then a target, as a sibling puts a plain verb there (`ha_integration_setup_vome` beside
  // `ha_addon_install_vome`): a verb that is also a noun (`setup`) reads as the action in that scheme.
  const all = action.words.map((w) => w.word);
  if (body.length >= 3 && isVerb(body[body.length - 2]!) && index.verbBeforeLast.has(frameKey(all))) return true;
  // A product then its action, after a qualifier too (`google_search`, `standard_git_commit`).
  const ending = PLAIN_VERBS.has(last) || REPORTS.has(last) || (body.length === 3 && ENDING_ACTIONS.has(last));
  if (body.length >= 2 && isVerb(last) && (body.length === 2 || !isNounLike(last) || ending)) return true;
  // A noun of action with its object names the action (`age_estimation`, `user_analysis`, `node_management`).
  if (body.length >= 2 && /(?:tion|sion|sis|ment)$/.test(last)) return true;
  // Two verbs run together (`runsync`: run and wait for the result, beside `run`).
  if (isCompoundVerb(body[0]!, isVerb)) return true;
  // One word ending in a verb (`websearch`, `autofix`).
  if (body.length === 1 && [...body[0]!.matchAll(/(?=(\p{L}{4,})$)/gu)].some((m, i) => i > 0 && isVerb(m[1]!))) return true;
  if (titleLeadsWith(tool, body)) return true;
  const opener = descriptionOpener(tool);
  // "Read or replace the clipboard": a tool of several actions, which no one verb would name.
  if (opener !== undefined && isKnownVerb(opener.first) && opener.second === "or") return true;
  if (opener !== undefined && !NOT_AN_OBJECT.has(opener.second)) {
    const first = body[0]!;
    if (opener.first === first || opener.first === `${first}s` || opener.first === `${first}es`) return true;
  }
  return false;
}

/**
 * What the rule asks of the server's other names, computed once per list so a 50,000-tool list is read
 * once and not once per tool: the first words, the heads (first k words) with how many names share each
 * and how many of those have one word more, and the first two words of the names without a verb.
 */
interface NameIndex {
  readonly firstWords: ReadonlySet<string>;
  readonly sharingHead: ReadonlyMap<string, number>;
  readonly oneWordAfterHead: ReadonlyMap<string, number>;
  readonly familyHeads: ReadonlyMap<string, number>;
  /** Frames (`ha … vome`) of names that put a plain verb before their last word (`ha_addon_install_vome`). */
  readonly verbBeforeLast: ReadonlySet<string>;
}

/** The frame of a name of three words at least around its word before the last and the object before that. */
function frameKey(words: readonly string[]): string {
  return `${words.length}\u0000${words.slice(0, -3).join(" ")}\u0000${words[words.length - 1]}`;
}

function indexNames(names: readonly string[], withVerb: ReadonlySet<string>, verbs: ReadonlySet<string> = new Set()): NameIndex {
  const firstWords = new Set<string>();
  const sharingHead = new Map<string, number>();
  const oneWordAfterHead = new Map<string, number>();
  const familyHeads = new Map<string, number>();
  const verbBeforeLast = new Set<string>();
  const bump = (map: Map<string, number>, key: string): void => {
    map.set(key, (map.get(key) ?? 0) + 1);
  };
  for (const name of names) {
    const words = nameWords(name).map((w) => w.word);
    if (words[0] !== undefined) firstWords.add(words[0]);
    // Heads of every length up to the whole name (a name that is only the head shares it too).
    for (let k = 1; words.length >= 2 && k <= words.length; k++) {
      const head = `${k}\u0000${words.slice(0, k).join(" ")}`;
      bump(sharingHead, head);
      if (words.length === k + 1) bump(oneWordAfterHead, head);
    }
    if (!withVerb.has(name) && words.length >= 3) bump(familyHeads, `${words[0]} ${words[1]}`);
    const before = words[words.length - 2];
    if (words.length >= 3 && before !== undefined && (isKnownVerb(before) || verbs.has(before)) && !isNounLike(before)) verbBeforeLast.add(frameKey(words));
  }
  return { firstWords, sharingHead, oneWordAfterHead, familyHeads, verbBeforeLast };
}

/** Particles that make a phrasal verb of the word before them. */
const PARTICLES = new Set(["up", "in", "out", "off", "down", "over"]);

/** Verbs that end a name only as its action (`billing_history_list`), though some are nouns at its start. */
const PLAIN_VERBS = new Set(["list", "get", "create", "delete", "update", "search", "query", "fetch", "upload", "download"]);

/**
 * True for a name that ends with its verb after a resource noun (`openclaw_task_list`), not after the prefix most
 * of the server's tools share (`widget_create` where every tool starts `widget_` reads either way).
 */
function isResourceFirst(action: NameAction, shared: ReadonlyMap<string, number>, toolCount: number): boolean {
  if (action.verbIndex < 1 || action.verbIndex !== action.words.length - 1) return false;
  const key = action.words
    .slice(0, action.verbIndex)
    .map((w) => w.word)
    .join(" ");
  return (shared.get(key) ?? 0) * 2 < toolCount;
}

/** Verbs that are nouns at the start of a name but, after a product, its action (`standard_git_commit`). */
const ENDING_ACTIONS = new Set(["commit", "checkout", "export", "import", "setup", "cleanup", "screenshot", "capture", "login", "signup"]);

/**
 * Verbs that end a name as the action done as a whole, probe or report (`brc_company_readiness_check`: "Read-only
 * company health and readiness check", `brc_grouped_nominal_accounts_report`): `run_` or `get_` before them adds
 * nothing. Unlike a noun for data (`flightHappinessIndex`, `audit_log`), they name what the tool does.
 */
const REPORTS = new Set(["check", "report", "review"]);

/** True when another name without an action shares this one's first two words (`erpnext_kpi_`, `moltbook_dm_`). */
function inFamily(name: string, withVerb: ReadonlySet<string>, index: NameIndex): boolean {
  const own = nameWords(name)
    .slice(0, 3)
    .map((w) => w.word);
  if (own.length < 3) return false;
  // The index counts this name too when it has no verb.
  const self = withVerb.has(name) ? 0 : 1;
  return (index.familyHeads.get(`${own[0]} ${own[1]}`) ?? 0) - self > 0;
}

/** Names that are idioms for their action (`new_game`, `new_session`) or self-describing probes (`bycrawl_health`). */
/** A name opening with these is a familiar view (`my_issues`, `recent_activity`); one ending with these delegates. */
// An adjective that selects what a view shows (`overdue_tasks_for_user`, `related_recipes`) names it as well.
const VIEWS = new Set([
  "my",
  "recent",
  "latest",
  "current",
  "trending",
  "popular",
  "top",
  "next",
  "upcoming",
  "previous",
  "last",
  "overdue",
  "related",
  "similar",
]);
/** Endpoints of a sign-in flow (`linear_auth_callback`): plumbing the client drives, which no rename would help a model pick. */
const PLUMBING = new Set(["callback", "webhook"]);
/** A sign-in address (`crm_auth_url`, `oauth_url`), the start of the same flow. */
const SIGN_IN = new Set(["auth", "oauth", "login", "authorization", "authorize", "signin"]);
const DELEGATES = new Set(["agent", "assistant", "copilot"]);
// `doctor` is the diagnostics command of many CLIs (`brew doctor`, `flutter doctor`), a probe like `health`.
// `stats` reports on the server's own state (`kb_stats`), as `health` and `status` do.
// `identity` asks who the credentials are (`salesforce_identity`, after Salesforce's Identity URL), as `whoami` does.
const PROBES = new Set(["health", "healthcheck", "heartbeat", "ping", "version", "status", "info", "help", "whoami", "identity", "doctor", "stats"]);
const QUESTIONS = new Set(["what", "who", "how", "which", "when", "where", "why"]);
function isIdiom(action: NameAction): boolean {
  const body = action.words.slice(action.bodyIndex).map((w) => w.word);
  if (body.length === 0) return false;
  const words = body.filter((w) => !/^\p{N}+$/u.test(w) && !isSortKey(w));
  if (words.length === 0) return false;
  // `whoAmI`, `whatToEat`: a question is as clear a name as a command.
  if (QUESTIONS.has(words[0]!) || PROBES.has(words.join(""))) return true;
  // `wp_me` (WordPress's `/users/me`): the signed-in user, an idiom as clear as `whoAmI`.
  if (words.length === 1 && words[0] === "me") return true;
  if (words.length >= 2 && VIEWS.has(words[0]!)) return true;
  // `firecrawl_agent`, `kendo_angular_assistant` hand the task to an agent; a `user_agent` is a header.
  if (DELEGATES.has(words[words.length - 1]!) && words[words.length - 2] !== "user") return true;
  if (PLUMBING.has(words[words.length - 1]!)) return true;
  if (words.length >= 2 && words[words.length - 1] === "url" && SIGN_IN.has(words[words.length - 2]!)) return true;
  return (words[0] === "new" && words.length >= 2) || PROBES.has(words[words.length - 1]!);
}

/** A key put first to sort a tool to the top of a list (`aaa-health-check`, `00_setup`): no part of the name. */
function isSortKey(word: string): boolean {
  return /^(?:(\p{L})\1{2,}|0\p{N}*)$/u.test(word);
}

/** A word made of two verbs of three letters at least (`runsync`, `fetchall` is not: `all` is no verb). */
function isCompoundVerb(word: string, isVerb: (word: string) => boolean): boolean {
  for (let cut = 3; cut <= word.length - 3; cut++) {
    if (isVerb(word.slice(0, cut)) && isVerb(word.slice(cut))) return true;
  }
  return false;
}

/**
 * A name mirroring a command-line tool's subcommands (`git_status` beside `git_log`, `git_branch`, `git_diff`):
 * a namespace that three tools at least share, most of them followed by one word only. That word is the
 * subcommand every model knows (`git status`), whether or not it reads as a verb.
 */
function isSubcommand(action: NameAction, index: NameIndex): boolean {
  const words = action.words.map((w) => w.word);
  if (words.length < 2) return false;
  if (isCommandScheme(words.slice(0, -1), index)) return true;
  // A two-word subcommand whose first word asks for a report (`gdb_info_registers`: GDB's `info registers`).
  return words.length >= 3 && PROBES.has(words[words.length - 2]!) && isCommandScheme(words.slice(0, -2), index);
}

/** Whether most names under `head` (three at least) are the head and one word: a command and its subcommands. */
function isCommandScheme(head: readonly string[], index: NameIndex): boolean {
  const key = `${head.length}\u0000${head.join(" ")}`;
  const sharing = index.sharingHead.get(key) ?? 0;
  const oneWord = index.oneWordAfterHead.get(key) ?? 0;
  return oneWord >= 3 && oneWord * 2 >= sharing;
}

/** How the name could start: the namespace it keeps, then the verb, in the name's own style. */
function start(name: string, namespace: string, verb: string): string {
  const local = name.slice(namespace.length);
  // A one-word rest (`widget-status`) shows no separator of its own: take the namespace's.
  const joiner = /[_\-.]/.test(local) || !/[_\-.]$/.test(namespace) ? joinerOf(local) : namespace[namespace.length - 1]!;
  // camelCase after a bare namespace (`npmVersions` → `npmGet…`); lowercase after a separator.
  const head = joiner === "" && /[\p{L}\p{N}]$/u.test(namespace) ? verb[0]!.toUpperCase() + verb.slice(1) : verb;
  return codeSpanStart(`${namespace}${head}${joiner}`);
}

function message(name: string, action: NameAction, namespace: string): string {
  const where = namespace ? ` after its namespace ${codeSpan(namespace)}` : "";
  const problem = `Tool name ${codeSpan(name)} does not start with an action verb${where}`;
  const words = namespace ? action.words.slice(action.bodyIndex) : action.words;
  const last = words[words.length - 1]!.word;
  const agentVerb = words.length > 1 ? verbOfAgentNoun(last) : undefined;
  if (agentVerb !== undefined) {
    return `${problem}: ${codeSpan(last)} names a doer, not an action. Name the action first, e.g. ${start(name, namespace, agentVerb)}.`;
  }
  if (words.length > 1 && isKnownVerb(last) && !isNounLike(last)) {
    return `${problem}. If ${codeSpan(last)} is the action, put it first, e.g. ${start(name, namespace, last)}.`;
  }
  const suggestions = ["get", "list", "create"].map((verb) => start(name, namespace, verb)).join(", ");
  return `${problem}. Start with what the tool does, e.g. ${suggestions}; if ${codeSpan(words[0]!.word)} is a verb in your domain, add it to this rule's \`verbs\` option.`;
}
