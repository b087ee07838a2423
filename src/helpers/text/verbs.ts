/**
 * The action verbs tool names start with, each with what it usually does to state. Calibrated on the real
 * tool lists in the shared corpus; a verb missing here can be added with `tool-name-verb-first`'s `verbs` option.
 * Nouns that are also verbs (`status`, `score`, `group`, `exchange`) are left out on purpose: as the first word
 * of a name they are nearly always the noun (`group_list`, `exchange_rate`).
 */

/**
 * `read`: only looks or computes (fits `readOnlyHint: true`); `change`: creates or modifies state;
 * `destroy`: deletes or overwrites state; `act`: does something whose effect depends on the tool.
 */
export type VerbKind = "read" | "change" | "destroy" | "act";

const VOCABULARY: Readonly<Record<VerbKind, string>> = {
  // Only verbs that never change what they act on: `sort`, `split`, `join`, `transform` and the like compute a
  // result or rewrite stored data depending on the object (`sort_range` reorders a sheet), so they are `act`.
  read: `
    get list read search find fetch query lookup look view show describe inspect check count browse retrieve
    explore scan peek preview analyze analyse summarize summarise compare diff validate verify lint explain
    estimate calculate calc compute measure detect identify recognize recognise classify extract parse
    translate transcribe render visualize visualise plot predict recommend suggest rank filter match locate
    geocode crawl scrape poll ping whois traceroute nslookup grep probe sample choose pick
    think reason reflect ask answer tokenize embed encode decode hash
    test assert expect wait await watch monitor research discover
    study audit benchmark trace diagnose troubleshoot solve simulate forecast define spell is has exists echo
    understand interpret review tally grade paginate sum average aggregate correlate cluster outline
    debug recall examine investigate observe assess infer deduce guess introspect enumerate determine
    spellcheck proofread autocomplete see hear consult geolocate cite stat ls
  `,
  change: `
    create add insert write update edit modify change set put post patch save store upload append prepend
    replace rename move copy clone fork push commit merge rebase tag label assign unassign approve reject close
    reopen lock unlock archive unarchive restore publish unpublish deploy release install upgrade downgrade
    enable disable start stop restart pause resume cancel abort schedule book reserve order buy sell
    pay send email message notify reply comment react like star unstar follow unfollow subscribe unsubscribe
    invite share grant register login logout signin signup sync import apply mark toggle configure setup init
    initialize initialise submit transfer refund charge invoice ship attach detach link connect disconnect mount
    unmount checkout stage unstage populate protect unprotect customize customise renew refresh upsert increment
    decrement end record draw undo redo revert rollback migrate seed backup mute unmute pin unpin block unblock
    vote bookmark favorite favourite hide unhide stash unstash tweet retweet broadcast deliver dispatch enqueue
    dequeue provision allocate reboot shutdown suspend unsuspend activate deactivate claim accept decline confirm
    complete finish finalize finalise remember memorize memorise annotate switch
    duplicate dismiss snooze triage forward respond acknowledge ack escalate delegate promote demote
    enroll enrol onboard offboard authorize authorise fulfill fulfil withdraw mint
    purchase donate rsvp upvote downvote amend adjust tweak bump defer postpone nominate associate
    dissociate disassociate deny recover relate allow expire repair trim attest certify sanitize sanitise
    redact anonymize anonymise wrap unwrap draft paste reconcile settle void refuse chmod chown cp mv
    fail handoff moderate
  `,
  destroy: `
    delete remove drop overwrite reset destroy purge erase wipe truncate kill terminate clear flush prune revoke
    uninstall unregister deregister evict discard rm del unlink ban expunge obliterate empty forget kick trash
    invalidate burn shred cleanup rmdir
  `,
  act: `
    run execute exec invoke call trigger launch spawn navigate click hover scroll drag eval download
    capture screenshot open go interact give do perform process handle generate make emit play take retry focus
    use fire speak say tell listen dial transcode print compose load unload reload export type press tap swipe
    zoom pan visit request build plan prepare branch log select fill track manage format optimize optimise resize
    crop rotate scale compress decompress zip unzip encrypt decrypt sign compile bundle cache index train tune
    learn highlight convert
    sort shuffle reverse transform normalize normalise beautify prettify minify split join concat combine flip
    roll resolve map evaluate
    adapt advance advise arrange attempt automate bind boost bootstrap calibrate carry categorize
    categorise catch chat collect collapse conduct continue coordinate correct cut decide
    declare demonstrate develop divide elaborate emulate engage enhance enrich ensure enter
    establish expand expose extend fix flatten gather guide help ignore improve include inject interpolate
    iterate keep leave let lift localize localise manipulate maximize maximise minimize minimise
    negotiate obtain operate orchestrate organize organise paraphrase persist personalize personalise
    prioritize prioritise proceed produce propose prove provide raise reach realize
    realise reduce refine repeat require seek serve shorten simplify skip specify stabilize
    standardize stringify substitute summon suppress sweep synthesize synthesise teach throttle
    tidy transpose traverse turn unify upscale downscale utilize utilise vectorize walk warm ingest
    dump deduplicate dedupe hydrate
    narrate paint animate preload prefetch preprocess postprocess
    scaffold pull transition revise queue tail alter begin contest instantiate blame brainstorm transact
    receive act reconfig authenticate gzip gunzip untar mkdir touch cherrypick compact freeze unfreeze halt
    hibernate kickoff offload quarantine rebalance refactor relay replicate rollout shard stream vacuum wake yield
    reparent backfill screen wrapup remediate mitigate intercept impersonate consolidate instance pass
    report clean pinch fling doubletap longpress snapshot drill
  `,
};

/** Adverbs and modifiers that may stand before the verb (`auto_generate_presentation`, `bulk_delete_items`). */
const MODIFIERS: ReadonlySet<string> = new Set([
  "auto",
  "batch",
  "bulk",
  "quick",
  "smart",
  "async",
  "safe",
  "mass",
  "multi",
  "force",
  "try",
  "deep",
  "full",
  "fast",
  "dry",
  "partial",
  "incremental",
  "live",
  "raw",
  "instant",
]);

/**
 * Nouns that are also verbs and so are not in the vocabulary (see the top of this file), from which `un` and `re`
 * still make only verbs: `ungroup_node`, `regroup_items`, `restyle_text`, `unshare_file`, `reposition_note_type_field`.
 */
const NOUN_VERB_BASES: ReadonlySet<string> = new Set(["group", "style", "score", "shape", "frame", "nest", "field", "package", "pair", "stack", "position"]);

const KINDS: ReadonlyMap<string, VerbKind> = (() => {
  const kinds = new Map<string, VerbKind>();
  for (const kind of ["read", "act", "change", "destroy"] as const) {
    for (const verb of VOCABULARY[kind].split(/\s+/)) if (verb) kinds.set(verb, kind);
  }
  return kinds;
})();

/**
 * Verbs made from a known verb with a prefix, so the vocabulary covers a class rather than a list: `re` repeats
 * (rerun, reorder, refetch, reindex: the kind of the base verb), `un` and `de` undo (unresolve, unmerge, deselect,
 * deprovision: a change; after `de` a base of five letters at least, as `detail` is no verb). `un` before a reading verb makes an adjective (`unread_messages`), not an action. The
 * base must have three letters at least, so `re` + `ad` or `de` + `al` never count.
 */
function derivedKind(word: string): VerbKind | undefined {
  for (const prefix of ["re", "un", "de"]) {
    if (!word.startsWith(prefix) || word.length - prefix.length < (prefix === "de" ? 5 : 3)) continue;
    const rest = word.slice(prefix.length);
    if (prefix !== "de" && NOUN_VERB_BASES.has(rest)) return "change";
    const base = KINDS.get(rest);
    if (base === undefined) continue;
    if (prefix === "re") return base;
    if (base !== "read") return "change";
  }
  return undefined;
}

/** What a verb does to state, or undefined when the word is not a known verb. */
export function verbKind(word: string): VerbKind | undefined {
  return KINDS.get(word) ?? derivedKind(word);
}

/**
 * The verb a text opens with, in the imperative or the third person (`Get`, `Retrieves`, `Queries`), as the
 * vocabulary spells it, with its kind; undefined when the first word is no known verb.
 */
export function openingVerb(text: unknown): { readonly verb: string; readonly kind: VerbKind } | undefined {
  if (typeof text !== "string") return undefined;
  const word = /^\s*(\p{L}+)/u.exec(text)?.[1]?.toLowerCase();
  if (word === undefined) return undefined;
  for (const verb of [word, word.replace(/ies$/, "y"), word.replace(/es$/, ""), word.replace(/s$/, "")]) {
    const kind = verbKind(verb);
    if (kind !== undefined) return { verb, kind };
  }
  return undefined;
}

/** Whether a verb changes or destroys state (`create`, `delete`), as opposed to reading it or acting without a trace. */
export function changesState(word: string): boolean {
  const kind = verbKind(word);
  return kind === "change" || kind === "destroy";
}

export function isKnownVerb(word: string): boolean {
  return verbKind(word) !== undefined;
}

/**
 * Verbs that are as often the noun at the head of a name (`test_run`, `monitor_delete`, `log_search`,
 * `order_cancel`): when the name ends in another verb, which word is the action is uncertain.
 */
const NOUN_LIKE: ReadonlySet<string> = new Set(
  `test monitor map list log trace watch sample match process record post comment message email tag label link
   mark lock pin star book order schedule release commit patch run index cache track plan review check filter
   sort format search query cluster outline invoice backup stage branch type play call request use spell
   average sum rank print capture screenshot export import setup checkout signup login queue
   stream shard cleanup draft instance void report snapshot`
    .split(/\s+/)
    .filter(Boolean),
);

export function isNounLike(word: string): boolean {
  return NOUN_LIKE.has(word);
}

/**
 * Changes that are hard or impossible to take back though they delete nothing: a cancelled order, money moved, a
 * pushed or merged branch. `push`, `merge` and `rebase` count only for branches and changes (`push_text_message`
 * sends, `merge_pdfs` makes a new file), `transfer` only for money and ownership (`transfer_issue` moves).
 */
const HARD_TO_UNDO: ReadonlyMap<string, ReadonlySet<string> | undefined> = (() => {
  const git = new Set("branch branches pr prs pull request requests mr commit commits change changes tag tags remote upstream".split(" "));
  const money = new Set(
    "funds fund money token tokens payment payments balance crypto eth sol btc usdc usdt coin coins ownership domain asset assets nft".split(" "),
  );
  return new Map<string, ReadonlySet<string> | undefined>([
    ...["cancel", "abort", "refund", "pay", "charge", "withdraw"].map((v) => [v, undefined] as const),
    ...["push", "merge", "rebase"].map((v) => [v, git] as const),
    ["transfer", money],
  ]);
})();

/** True when `verb` with these other words of the name (`objects`) makes a hard-to-undo change. */
export function isHardToUndo(verb: string, objects: readonly string[]): boolean {
  if (!HARD_TO_UNDO.has(verb)) return false;
  const only = HARD_TO_UNDO.get(verb);
  // With no object (`git_push`, `ollama_push`) the verb speaks for itself.
  return only === undefined || objects.length === 0 || objects.some((w) => only.has(w));
}

export function isVerbModifier(word: string): boolean {
  return MODIFIERS.has(word);
}

/** Every verb with its kind, for tests that check the vocabulary has no word in two kinds. */
export function vocabularyEntries(): Array<[VerbKind, string[]]> {
  return (Object.keys(VOCABULARY) as VerbKind[]).map((kind) => [kind, VOCABULARY[kind].split(/\s+/).filter(Boolean)]);
}
