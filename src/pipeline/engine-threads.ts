// Stage 3 over two threads, for big inputs: the costliest rules run in a worker thread over
// its own parse of the same bytes while this thread runs the rest; the two parts merge into
// exactly the findings, in exactly the order, one thread reports. Small inputs, inputs held in
// memory (live servers, the library's tool lists) and one-core machines run on one thread.
import { availableParallelism, freemem } from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import { parseJsonBytes } from "../core/json/parse-bytes.js";
import { parseJson } from "../core/json/parse-json.js";
import type { Severity, ToolList } from "../core/model/types.js";
import { mergeParts, type PartResult } from "../engine/merge.js";
import { type EngineInput, type EngineOptions, type EngineResult, type EnabledRule, prepareRules, runRules } from "../engine/run.js";
import { RULES_BY_ID } from "../rules/_registry.js";
import { decodeAgain } from "./input/read.js";
import { recognizeShape } from "./input/shape.js";

/** Fewer tools than this run on one thread: starting a worker and parsing again cost more than they save. */
const MIN_TOOLS = 2000;
/**
 * The rules the worker runs: the poisoning scorer's rule and the next costliest, with the parse
 * the worker does, about half the CPU time of 10,000 real tools (measured per thread).
 */
const WORKER_RULES: ReadonlySet<string> = new Set(["hidden-instructions", "param-default"]);
const MARK = "mcpToolLintRulesPart";
/**
 * Memory a parse takes per byte of JSON, with room to work (10,000 real tools: 18 MB of JSON,
 * 57 MB parsed; the worker's peak adds about 85 MB): a second parse must fit twice over.
 */
const MEMORY_PER_BYTE = 10;
/**
 * Above this many bytes one thread runs: a second parse then costs more memory than the time it
 * saves is worth (100,000 real tools, 192 MB of JSON: 1.4 GB on one thread, 1.8 GB on two).
 */
const MAX_BYTES = 100 * 2 ** 20;

/** What the worker is given: plain data only (rules by id, inputs as the UTF-8 bytes they were parsed from). */
interface PartRequest {
  readonly inputs: Array<{ readonly info: EngineInput["info"]; readonly bytes: Uint8Array }>;
  readonly rules: ReadonlyArray<{ readonly id: string; readonly severity: Severity; readonly options: object }>;
  readonly places: readonly number[];
  readonly options: Pick<EngineOptions, "protocol" | "protocolSource" | "targets" | "settings" | "clients"> & { readonly baseline?: ToolList };
}

type PartReply = { readonly ok: true; readonly part: PartResult } | { readonly ok: false; readonly error: string };

/** A worker running its part of the rules; this thread prepares and runs `rules`, then `finish` merges. */
export interface RulesThread {
  /** The rules this thread runs (and prepares). */
  readonly rules: readonly EnabledRule[];
  /** Runs this thread's rules with their prepared values, waits for the worker's part and merges the two. */
  /** `blocking` wraps this thread's synchronous share of the rules. */
  finish(prepared: ReadonlyMap<string, unknown>, blocking: <T>(work: () => T) => T): Promise<EngineResult>;
  /** Ends the worker (after `finish`, or when the run failed before it). */
  stop(): Promise<void>;
}

/**
 * Starts the worker's part of the rules when two threads pay and are possible, so that it runs
 * while this thread prepares its own; undefined otherwise (the caller runs every rule itself).
 * `sources` holds the UTF-8 bytes each input was parsed from, by input index.
 */
export function startRulesThread(inputs: readonly EngineInput[], sources: ReadonlyMap<number, Uint8Array>, options: EngineOptions): RulesThread | undefined {
  const tools = inputs.reduce((sum, input) => sum + input.list.tools.length, 0);
  const here = new URL(import.meta.url);
  // Only from the built package's shared chunk: an entry file would run the CLI again in the worker.
  const runnable = here.pathname.endsWith(".js") && here.pathname.split("/").at(-2) === "chunks";
  if (tools < MIN_TOOLS || !runnable || availableParallelism() < 2 || process.env.MCP_TOOL_LINT_THREADS === "1") return undefined;
  if (inputs.some((input) => !sources.has(input.info.index) || input.negotiatedProtocol !== undefined)) return undefined;
  // The worker holds a second parse of every input: not on a machine short of memory for one.
  const size = inputs.reduce((sum, input) => sum + sources.get(input.info.index)!.length, 0);
  if (size > MAX_BYTES || freemem() < size * MEMORY_PER_BYTE) return undefined;
  const mine: EnabledRule[] = [];
  const minePlaces: number[] = [];
  const theirs: EnabledRule[] = [];
  const theirPlaces: number[] = [];
  options.rules.forEach((enabled, place) => {
    const worker = WORKER_RULES.has(enabled.rule.meta.id);
    (worker ? theirs : mine).push(enabled);
    (worker ? theirPlaces : minePlaces).push(place);
  });
  if (theirs.length === 0 || mine.length === 0) return undefined;

  const request: PartRequest = {
    inputs: inputs.map((input) => ({ info: input.info, bytes: sources.get(input.info.index)! })),
    rules: theirs.map(({ rule, severity, options: ruleOptions }) => ({ id: rule.meta.id, severity, options: ruleOptions })),
    places: theirPlaces,
    options: {
      ...(options.protocol ? { protocol: options.protocol } : {}),
      ...(options.protocolSource ? { protocolSource: options.protocolSource } : {}),
      targets: options.targets ?? [],
      settings: options.settings ?? {},
      clients: options.clients ?? [],
      ...(options.baseline ? { baseline: options.baseline } : {}),
    },
  };
  let worker: Worker;
  try {
    // A small young generation: the worker holds a second parse of the inputs, and peak memory counts.
    worker = new Worker(here, { workerData: { [MARK]: request }, resourceLimits: { maxYoungGenerationSizeMb: 8 } });
  } catch {
    return undefined; // something in the options does not copy to another thread
  }
  const reply = new Promise<PartReply>((resolve) => {
    worker.once("message", (message: PartReply) => resolve(message));
    worker.once("error", (error) => resolve({ ok: false, error: String(error) }));
    worker.once("exit", (code) => resolve({ ok: false, error: `the worker exited with code ${code}` }));
  });
  return {
    rules: mine,
    async finish(prepared, blocking) {
      const main = blocking(() => runRules(inputs, { ...options, prepared, rules: mine, places: minePlaces }));
      const answer = await reply;
      // A worker that failed (out of memory, a copy that did not take): its rules run here instead.
      const fallback = async (): Promise<PartResult> => {
        const theirOptions = { ...options, rules: theirs, places: theirPlaces };
        const theirPrepared = await prepareRules(inputs, theirOptions);
        return partOf(blocking(() => runRules(inputs, { ...theirOptions, prepared: theirPrepared })));
      };
      const other = answer.ok ? answer.part : await fallback();
      return { ...mergeParts(partOf(main), other), protocols: main.protocols };
    },
    async stop() {
      await worker.terminate();
    },
  };
}

function partOf(result: EngineResult): PartResult {
  return { findings: result.findings, failures: result.failures, order: result.order! };
}

/** The worker's side: the inputs parsed again, its rules prepared and run, the part sent back. */
async function runPart({ inputs: sources, ...request }: PartRequest): Promise<PartReply> {
  const inputs: EngineInput[] = [];
  for (const { info, bytes } of sources.splice(0)) {
    const parsed = parseJsonBytes(bytes) ?? parseJson(decodeAgain(bytes));
    const shape = "value" in parsed ? recognizeShape(parsed.value) : undefined;
    if (!shape?.ok) return { ok: false, error: `input ${info.name} did not parse again` };
    inputs.push({ info, list: shape.list });
  }
  const rules: EnabledRule[] = [];
  for (const { id, severity, options } of request.rules) {
    const rule = RULES_BY_ID.get(id);
    if (!rule) return { ok: false, error: `no rule ${id}` };
    rules.push({ rule, severity, options });
  }
  const options: EngineOptions = { ...request.options, rules, places: request.places };
  const prepared = await prepareRules(inputs, options);
  return { ok: true, part: partOf(runRules(inputs, { ...options, prepared })) };
}

if (!isMainThread && parentPort && (workerData as Record<string, unknown> | null)?.[MARK]) {
  const port = parentPort;
  // Taken out of workerData, so that the bytes are garbage once parsed (runPart empties the list).
  const request = (workerData as Record<string, PartRequest | undefined>)[MARK]!;
  (workerData as Record<string, PartRequest | undefined>)[MARK] = undefined;
  runPart(request).then(
    (reply) => port.postMessage(reply),
    (error: unknown) => port.postMessage({ ok: false, error: String(error) } satisfies PartReply),
  );
}
