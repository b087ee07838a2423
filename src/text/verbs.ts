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
  read: `
    get list read search find fetch query lookup look view show describe inspect check count browse retrieve
    explore scan peek preview analyze analyse summarize summarise compare diff validate verify lint explain
    estimate calculate calc compute measure detect identify recognize recognise classify extract parse resolve
    translate transcribe render visualize visualise plot predict recommend suggest rank sort filter match locate
    geocode crawl scrape map poll ping whois traceroute nslookup grep probe sample choose pick shuffle roll flip
    think reason reflect ask answer tokenize embed encode decode hash split join concat combine transform
    normalize normalise beautify prettify minify test assert expect wait await watch monitor research discover
    study audit benchmark trace diagnose troubleshoot solve simulate forecast define spell is has exists echo
    understand interpret review tally reverse grade paginate sum average aggregate correlate cluster outline
    debug recall
  `,
  change: `
    create add insert write update edit modify change set put post patch save store upload append prepend
    replace rename move copy clone fork push commit merge rebase tag label assign unassign approve reject close
    reopen lock unlock archive unarchive restore publish unpublish deploy release install upgrade downgrade
    enable disable start stop restart pause resume cancel abort schedule reschedule book reserve order buy sell
    pay send email message notify reply comment react like star unstar follow unfollow subscribe unsubscribe
    invite share grant register login logout signin signup sync import apply mark toggle configure setup init
    initialize initialise submit transfer refund charge invoice ship attach detach link connect disconnect mount
    unmount checkout stage unstage populate protect unprotect customize customise renew refresh upsert increment
    decrement end record draw undo redo revert rollback migrate seed backup mute unmute pin unpin block unblock
    vote bookmark favorite favourite hide unhide stash unstash tweet retweet broadcast deliver dispatch enqueue
    dequeue provision allocate reboot shutdown suspend unsuspend activate deactivate claim accept decline confirm
    complete finish finalize finalise remember memorize memorise annotate switch
  `,
  destroy: `
    delete remove drop overwrite reset destroy purge erase wipe truncate kill terminate clear flush prune revoke
    uninstall unregister deregister evict discard rm del unlink ban expunge obliterate empty forget
  `,
  act: `
    run execute exec invoke call trigger launch spawn navigate click hover scroll drag evaluate eval download
    capture screenshot open go interact give do perform process handle generate make emit play take retry focus
    use fire speak say tell listen dial transcode print compose load unload reload export type press tap swipe
    zoom pan visit request build plan prepare branch log select fill track manage format optimize optimise resize
    crop rotate scale compress decompress zip unzip encrypt decrypt sign compile bundle cache index train tune
    learn highlight convert
  `,
};

/** Adverbs and modifiers that may stand before the verb (`auto_generate_presentation`, `bulk_delete_items`). */
const MODIFIERS: ReadonlySet<string> = new Set(["auto", "batch", "bulk", "quick", "smart", "async", "safe", "mass", "multi", "force", "try"]);

const KINDS: ReadonlyMap<string, VerbKind> = (() => {
  const kinds = new Map<string, VerbKind>();
  for (const kind of ["read", "act", "change", "destroy"] as const) {
    for (const verb of VOCABULARY[kind].split(/\s+/)) if (verb) kinds.set(verb, kind);
  }
  return kinds;
})();

/** What a verb does to state, or undefined when the word is not a known verb. */
export function verbKind(word: string): VerbKind | undefined {
  return KINDS.get(word);
}

export function isKnownVerb(word: string): boolean {
  return KINDS.has(word);
}

export function isVerbModifier(word: string): boolean {
  return MODIFIERS.has(word);
}

/** Every verb with its kind, for tests that check the vocabulary has no word in two kinds. */
export function vocabularyEntries(): Array<[VerbKind, string[]]> {
  return (Object.keys(VOCABULARY) as VerbKind[]).map((kind) => [kind, VOCABULARY[kind].split(/\s+/).filter(Boolean)]);
}
