import weights from "./poison-weights.json" with { type: "json" };
import { HASH_BITS, toolFeatures, type SignalFired, type ToolFeatures, type ToolText } from "./poison-features.js";

/**
 * The poisoning scorer: a logistic regression over poison-features.ts, trained offline by
 * scripts/train-poisoning.ts (weights in poison-weights.json; figures in docs/security-model.md).
 * Deterministic, no download, one pass over a tool's text.
 */

export interface ModelWeights {
  readonly hashBits: number;
  readonly bias: number;
  /** Score (probability) at and above which a tool is reported. */
  readonly threshold: number;
  readonly signals: Readonly<Record<string, number>>;
  /** One signed byte per bucket, base64; a bucket's weight is its byte times wordScale. */
  readonly words: string;
  readonly wordScale: number;
}

export interface Contribution extends SignalFired {
  readonly weight: number;
}

export interface ToolScore {
  readonly probability: number;
  /** The named signals that pushed the score up, strongest first. */
  readonly reasons: readonly Contribution[];
  /** How much of the logit came from words rather than named signals. */
  readonly wordShare: number;
}

/** The dense vector the linear model reads: bucket → value, L2-normalised binary words. */
export function wordVector(features: ToolFeatures): Map<number, number> {
  const distinct = new Set(features.buckets);
  const value = distinct.size === 0 ? 0 : 1 / Math.sqrt(distinct.size);
  const out = new Map<number, number>();
  for (const b of distinct) out.set(b, value);
  return out;
}

/** Named signals summed by id (a signal may fire more than once, e.g. odd parameters). */
export function signalVector(features: ToolFeatures): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of features.signals) out.set(s.id, Math.max(out.get(s.id) ?? 0, s.value));
  return out;
}

const tables = new WeakMap<ModelWeights, Float32Array>();
/** The word weights as one number per bucket (decoded once per model). */
export function wordTable(model: ModelWeights): Float32Array {
  let table = tables.get(model);
  if (table !== undefined) return table;
  const bytes = new Int8Array(Buffer.from(model.words, "base64"));
  table = new Float32Array(1 << model.hashBits);
  for (let b = 0; b < table.length && b < bytes.length; b++) table[b] = bytes[b]! * model.wordScale;
  tables.set(model, table);
  return table;
}

export const MODEL: ModelWeights = weights as ModelWeights;
if (MODEL.hashBits !== HASH_BITS) throw new Error("poison-weights.json was trained with other features: run npm run security:train");

/** Which buckets this call has counted: a bucket is seen when its stamp is the call's. */
let stamps = new Uint32Array(1 << HASH_BITS);
let stamp = 0;

/** The words' logit, as wordVector would weigh them (same buckets, same order), without building it. */
function wordLogitOf(buckets: readonly number[], table: Float32Array): number {
  stamp++;
  if (stamp === 0xffffffff) {
    stamps = new Uint32Array(1 << HASH_BITS);
    stamp = 1;
  }
  let sum = 0;
  let distinct = 0;
  for (const b of buckets) {
    if (stamps[b] === stamp) continue;
    stamps[b] = stamp;
    distinct++;
    sum += table[b]!;
  }
  return distinct === 0 ? 0 : sum / Math.sqrt(distinct);
}

export function scoreFeatures(features: ToolFeatures, model: ModelWeights = MODEL): ToolScore {
  const table = wordTable(model);
  const wordLogit = wordLogitOf(features.buckets, table);
  let logit = model.bias + wordLogit;
  const reasons: Contribution[] = [];
  for (const [id, v] of signalVector(features)) logit += (model.signals[id] ?? 0) * v;
  for (const s of features.signals) {
    const w = model.signals[s.id] ?? 0;
    if (w > 0) reasons.push({ ...s, weight: w * s.value });
  }
  reasons.sort((a, b) => b.weight - a.weight);
  const probability = 1 / (1 + Math.exp(-logit));
  return { probability, reasons, wordShare: wordLogit };
}

/** Signals of tone alone: many honest vendors write with orders, emphasis and "you". */
export const TONE: ReadonlySet<string> = new Set([
  "addresses-model",
  "imperative-absolute",
  "order-sentences",
  "shouting",
  "urgency",
  "emoji-hype",
  "model-behaviour",
  "c-order-verbs",
]);
/** Weight a signal needs to be named in a finding. */
export const REASON_WEIGHT = 0.5;

/** The reasons a finding names; none when the score is carried by words or by tone alone (then silent). */
export function explainableReasons(score: ToolScore): readonly Contribution[] {
  const reasons = score.reasons.filter((r) => r.weight >= REASON_WEIGHT);
  return reasons.some((r) => !TONE.has(r.id)) ? reasons : [];
}

export function scoreTool(tool: ToolText, model: ModelWeights = MODEL): ToolScore {
  return scoreFeatures(toolFeatures(tool), model);
}
