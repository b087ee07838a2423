import { defineRule } from "../engine/rule.js";
import { describeField, excerpt } from "../helpers/security/excerpt.js";
import { decodedPayloads } from "../helpers/security/poison-features.js";
import { explainableReasons, MODEL, scoreTool, TONE, type Contribution } from "../helpers/security/poison-model.js";
import { describeSignal } from "../helpers/security/poison-signals.js";
import { RUG_PULL_NOTE, wasCleanInBaseline } from "../helpers/security/rug-pull.js";
import { exampleLeadIn, isScreeningTool, quotedAsExample, scorerText } from "../helpers/security/screening.js";
import { scanForInstructions, type SignalHit } from "../helpers/security/scan-instructions.js";
import { namesSubject } from "../helpers/security/subject.js";

/** Signals quoted in one message; the rest are counted. */
const QUOTED = 3;

function listHits(hits: readonly SignalHit[]): string {
  const shown = hits.slice(0, QUOTED).map((hit) => `${hit.signal.label} "${hit.quote}"`);
  if (hits.length > QUOTED) shown.push(`${hits.length - QUOTED} more`);
  return shown.join("; ");
}

/** The words of a tool name (`read_ssh_config` → read, ssh, config), lower case. */
function nameWords(name: string | undefined): ReadonlySet<string> {
  return new Set(quoteWords((name ?? "").replace(/([a-z0-9])([A-Z])/g, "$1 $2")));
}

function quoteWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3);
}

/** A run that may be an encoded payload (decodedPayloads says for sure). */
const MAYBE_ENCODED =
  /[A-Za-z0-9+/]{24}|(?:%[0-9a-fA-F]{2}){3}|&#x?[0-9a-fA-F]{2,6};|\\x[0-9a-fA-F]{2}|\\u[0-9a-fA-F]{4}|0x[0-9a-fA-F]{2}[ ,]{0,2}0x|[0-9a-fA-F]{32}|(?:\d{2,3}[ ,]{1,2}){10}/;

/**
 * A handle the tool itself returns ("Returns an opaque connectionRef … do not show connectionRef to
 * users"): keeping the server's own value out of the user's view is plumbing, not a secret kept from
 * them, and a sentence that names it is not unrelated to the tool.
 */
const ABOUT_OWN_HANDLE: ReadonlySet<string> = new Set(["concealment", "c-hide-user", "c-off-topic"]);
const RETURNS_CLAUSE = /\breturns?\b[^.;]{0,120}/gi;
/** A name no English sentence has: camelCase, snake_case or with digits. */
const IDENTIFIER = /^[a-z][a-z0-9]*(?:[A-Z_0-9][A-Za-z0-9_]*)+$/;

/** The tool's identifier-like parameters that its description says it returns. */
function returnedHandles(description: string, parameters: readonly string[]): ReadonlySet<string> {
  const handles = new Set<string>();
  const named = parameters.filter((name) => IDENTIFIER.test(name));
  if (named.length === 0) return handles;
  for (const clause of description.match(RETURNS_CLAUSE) ?? []) for (const name of named) if (clause.includes(name)) handles.add(name);
  return handles;
}

function aboutOwnHandle(reason: Contribution, description: string, handles: ReadonlySet<string>): boolean {
  if (handles.size === 0 || reason.where !== "description" || !ABOUT_OWN_HANDLE.has(reason.id)) return false;
  const start = reason.quote.replace(/…$/, "").slice(0, 30).trim();
  const at = start === "" ? -1 : description.toLowerCase().indexOf(start);
  if (at < 0) return false;
  const from = Math.max(description.lastIndexOf(". ", at) + 1, 0);
  const end = description.indexOf(". ", at);
  const sentence = description.slice(from, end < 0 ? undefined : end);
  return [...handles].some((name) => sentence.includes(name));
}

/**
 * Whether MAYBE_ENCODED can match, by one scan of the character codes: each of its branches needs
 * a `%`, a `&`, a backslash, `0x`, a run of 24 base64 characters or ten digits each followed by a
 * space or comma. Most strings hold none, and the scan costs less than the expression's.
 */
function mayBeEncoded(text: string): boolean {
  let run = 0;
  let numberEnds = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 37 || c === 38 || c === 92) return true;
    if ((c >= 48 && c <= 57) || (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c === 43 || c === 47) {
      if (++run >= 24) return true;
      if (c === 48 && text.charCodeAt(i + 1) === 120) return true;
      if (c >= 48 && c <= 57) {
        const next = text.charCodeAt(i + 1);
        if ((next === 32 || next === 44) && ++numberEnds >= 10) return true;
      }
    } else run = 0;
  }
  return false;
}

/** Named signals quoted in a scorer finding. */
const REASONS_SHOWN = 3;

function listReasons(reasons: readonly Contribution[]): string {
  return reasons
    .slice(0, REASONS_SHOWN)
    .map((r) => {
      const where = r.where === "description" ? "" : ` in the ${r.where}`;
      return r.quote === "" ? `${describeSignal(r.id)}${where}` : `${describeSignal(r.id)}${where} "${excerpt(r.quote, 0, r.quote.length, 50)}"`;
    })
    .join("; ");
}

export default defineRule({
  meta: {
    id: "hidden-instructions",
    category: "security",
    severity: "error",
    description:
      "Text aimed at the model rather than describing the tool: pseudo-tags, overrides, concealment, sensitive paths, and what the poisoning scorer finds.",
    defaultOptions: {},
  },
  create(context) {
    /** Tools that already have a finding: the scorer does not add a second one. */
    const reported = new Set<number>();
    const screening = new Map<number, boolean>();
    const screens = (tool: { index: number; value: unknown }): boolean => {
      let known = screening.get(tool.index);
      if (known === undefined) screening.set(tool.index, (known = isScreeningTool(tool.value)));
      return known;
    };
    const belowError = context.severity === "error" ? "warning" : context.severity;
    /**
     * An order spelled in base64, hex, percent-encoding, HTML entities or character codes: no
     * honest description hides its words, so a hard signal in the decoded text is certain.
     */
    const encodedOrder = (node: { value: string; pointer: string; tool: { index: number }; isKey: boolean; field: string | undefined }): void => {
      if (node.value.length < 24 || !mayBeEncoded(node.value) || !MAYBE_ENCODED.test(node.value)) return;
      for (const decoded of decodedPayloads(node.value)) {
        const hits = scanForInstructions(decoded).hard;
        if (hits.length === 0) continue;
        reported.add(node.tool.index);
        context.report({
          pointer: node.pointer,
          message: `${describeField(node)} hides an instruction to the model in an encoding; decoded, it reads "${excerpt(decoded, 0, decoded.length, 100)}" (${listHits(hits)}). Remove it: the model can decode it, a reviewer does not see it.`,
        });
        return;
      }
    };
    /** With --baseline, a tool that was honest there and reads as poisoned now: said so. */
    const rugPull = (name: string | undefined) =>
      wasCleanInBaseline(context.run.baseline, name) === true ? { note: RUG_PULL_NOTE, data: { rugPull: true } } : { note: "", data: {} };
    return {
      text(node) {
        // Text spelled in invisible tag characters is read by the model too: the scan reads it as well.
        const scan = scanForInstructions(node.value);
        if (scan.hard.length === 0 && scan.soft.length === 0) {
          encodedOrder(node);
          return;
        }
        // What a tool is about is not an attack on it: a secret scanner names `~/.ssh/id_rsa`, an
        // SSH tool `~/.ssh/config`, an injection detector quotes "ignore previous instructions".
        const subject = nameWords(node.tool.name);
        const hard = scan.hard.filter(
          (hit) =>
            !(hit.signal.uncertain === true && (screens(node.tool) || quoteWords(hit.quote).some((w) => namesSubject(w, subject)))) &&
            !(screens(node.tool) && quotedAsExample(hit.before)),
        );
        if (hard.length === 0 && scan.soft.length === 0) return;
        const field = describeField(node);
        reported.add(node.tool.index);
        const pulled = rugPull(node.tool.name);
        if (hard.length > 0) {
          // Certain: an order no honest description gives, not quoted as an example, not in a
          // tool whose job is to recognise such orders. The rest is a warning.
          const certain = hard.some((hit) => hit.signal.uncertain !== true && !exampleLeadIn(hit.before)) && !screens(node.tool);
          context.report({
            pointer: node.pointer,
            ...(certain ? {} : { severity: belowError }),
            ...(pulled.note === "" ? {} : { data: pulled.data }),
            message: `${field} holds text aimed at the model rather than a description of the tool: ${listHits(hard)}. Remove it: the model obeys such text while the user rarely sees it. Say only what the tool does and when to use it.${pulled.note}`,
          });
        } else if (scan.soft.length > 0) {
          context.report({
            pointer: node.pointer,
            // Soft signals together are weaker evidence than one hard signal: never above warning.
            severity: belowError,
            ...(pulled.note === "" ? {} : { data: pulled.data }),
            message: `${field} reads like an attack rather than a tool description: ${listHits(scan.soft)}. If the tool is honest, describe what it does without these words; if not, do not install the server.${pulled.note}`,
          });
        }
      },
      toolEnd(tool) {
        if (reported.has(tool.index)) return;
        // A screening tool's quoted examples are its data: the scorer reads the rest.
        const text = scorerText(tool.value, screens(tool));
        const score = scoreTool(text);
        if (score.probability < MODEL.threshold) return;
        // Explainable or silent: a score carried by words alone names nothing to fix, and one
        // carried by tone alone (orders, emphasis, "you") is how many honest vendors write.
        const value = tool.value as Record<string, unknown>;
        const description = typeof value.description === "string" ? value.description : "";
        const handles = returnedHandles(
          description,
          text.params.map((param) => param.name),
        );
        const reasons = explainableReasons(score).filter((reason) => !aboutOwnHandle(reason, description, handles));
        if (!reasons.some((reason) => !TONE.has(reason.id))) return;
        context.report({
          pointer: typeof value.description === "string" ? `${tool.pointer}/description` : tool.pointer,
          // A score is never certain.
          severity: belowError,
          data: { score: Math.round(score.probability * 100) / 100, signals: reasons.map((r) => r.id), ...rugPull(tool.name).data },
          message: `The definition reads like instructions to the model rather than a description of the tool (poisoning score ${score.probability.toFixed(2)}, reported from ${MODEL.threshold.toFixed(2)}): ${listReasons(reasons)}. If the tool is honest, say only what it does and when to use it; if not, do not install the server.${rugPull(tool.name).note}`,
        });
      },
    };
  },
});
