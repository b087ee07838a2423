// A compact word diff for a message, in git's `--word-diff=plain` notation:
// `… lists the [-files-] {+files and folders+} in …`. Unchanged runs are cut to a few words
// of context, and the whole is capped, so a long description still gives a short message.

/** Longest-common-subsequence table cells allowed; beyond it the changed middle is shown as replaced. */
const MAX_CELLS = 40_000;
/** Invisible and control characters are shown escaped, so hidden text is visible in the diff. */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\u00ad\u200b-\u200f\u2028-\u202e\u2060-\u206f\ufeff\u{e0000}-\u{e007f}]/gu;

type Op = { readonly op: "=" | "-" | "+"; readonly words: string[] };

function words(text: string): string[] {
  return text.split(/\s+/).filter((word) => word !== "");
}

/** The edit script between two word lists: common prefix and suffix, then an LCS of the middle. */
function diffWords(a: readonly string[], b: readonly string[]): Op[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const ops: Op[] = [];
  const push = (op: Op["op"], word: string): void => {
    const last = ops[ops.length - 1];
    if (last && last.op === op) last.words.push(word);
    else ops.push({ op, words: [word] });
  };
  for (let i = 0; i < start; i++) push("=", a[i]!);
  const midA = a.slice(start, endA);
  const midB = b.slice(start, endB);
  if (midA.length * midB.length > MAX_CELLS) {
    for (const word of midA) push("-", word);
    for (const word of midB) push("+", word);
  } else {
    // lcs[i * w + j]: LCS length of midA[i..] and midB[j..].
    const w = midB.length + 1;
    const lcs = new Uint32Array((midA.length + 1) * w);
    for (let i = midA.length - 1; i >= 0; i--) {
      for (let j = midB.length - 1; j >= 0; j--) {
        lcs[i * w + j] = midA[i] === midB[j] ? lcs[(i + 1) * w + j + 1]! + 1 : Math.max(lcs[(i + 1) * w + j]!, lcs[i * w + j + 1]!);
      }
    }
    let i = 0;
    let j = 0;
    while (i < midA.length && j < midB.length) {
      if (midA[i] === midB[j]) {
        push("=", midA[i]!);
        i++;
        j++;
      } else if (lcs[(i + 1) * w + j]! >= lcs[i * w + j + 1]!) {
        push("-", midA[i++]!);
      } else {
        push("+", midB[j++]!);
      }
    }
    while (i < midA.length) push("-", midA[i++]!);
    while (j < midB.length) push("+", midB[j++]!);
  }
  for (let i = endA; i < a.length; i++) push("=", a[i]!);
  return ops;
}

function visible(text: string): string {
  return text.replace(INVISIBLE, (ch) => `\\u{${ch.codePointAt(0)!.toString(16).toUpperCase()}}`);
}

/** `before` → `after` as a one-line word diff with `context` unchanged words around each change. */
export function wordDiff(before: string, after: string, options: { context?: number; maxLength?: number } = {}): string {
  const context = Math.max(1, options.context ?? 3);
  const maxLength = options.maxLength ?? 240;
  const ops = diffWords(words(before), words(after));
  if (ops.every((op) => op.op === "=")) return before === after ? "(no change)" : "(whitespace only)";
  const parts: string[] = [];
  ops.forEach((op, index) => {
    if (op.op === "-") parts.push(`[-${op.words.join(" ")}-]`);
    else if (op.op === "+") parts.push(`{+${op.words.join(" ")}+}`);
    else if (index === 0) parts.push((op.words.length > context ? "… " : "") + op.words.slice(-context).join(" "));
    else if (index === ops.length - 1) parts.push(op.words.slice(0, context).join(" ") + (op.words.length > context ? " …" : ""));
    else if (op.words.length > 2 * context) parts.push(`${op.words.slice(0, context).join(" ")} … ${op.words.slice(-context).join(" ")}`);
    else parts.push(op.words.join(" "));
  });
  const text = visible(parts.join(" "));
  if (text.length <= maxLength) return text;
  // Cut on a code point boundary, not inside a surrogate pair.
  const cut = /[\uD800-\uDBFF]/.test(text.charAt(maxLength - 2)) ? maxLength - 2 : maxLength - 1;
  return `${text.slice(0, cut)}…`;
}
