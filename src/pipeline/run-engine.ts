// Stage 3, engine: the rules that run, prepared once and run once over every input that is a
// tool list; the findings, the protocol version each input was checked against, and the token
// counter when one was loaded.
import type { TokenCounter } from "../helpers/cost/tokenizer.js";
import { type EngineInput, type EngineResult, prepareRules, runRules } from "../engine/run.js";
import { startRulesThread } from "./engine-threads.js";
import type { ProtocolResolution } from "../core/model/protocol.js";
import type { Finding } from "../core/model/types.js";
import type { Configured } from "./configure.js";
import type { LoadedInputs } from "./load-inputs.js";
import type { LintRequest } from "./request.js";

export interface EngineOutcome {
  readonly findings: Finding[];
  /** Rules that threw: `internal error: …` problems. */
  readonly problems: string[];
  readonly protocols: ReadonlyMap<number, ProtocolResolution>;
  readonly engineInputs: readonly EngineInput[];
  /** What context-budget prepared (or a tokenizer `--tokens` loaded), for the result's token counts. */
  readonly tokenCounter: unknown;
}

export async function runEngine(loaded: LoadedInputs, configured: Configured, request: LintRequest): Promise<EngineOutcome> {
  const { config } = configured;
  const engineInputs: EngineInput[] = loaded.inputs.flatMap((input) =>
    input.list
      ? [
          {
            info: { index: input.report.index, name: input.report.name, kind: input.report.kind === "config" ? "file" : input.report.kind },
            list: input.list,
            ...(input.negotiatedProtocol ? { negotiatedProtocol: input.negotiatedProtocol } : {}),
            ...(input.negotiatedHow ? { negotiatedHow: input.negotiatedHow } : {}),
          },
        ]
      : [],
  );
  const protocol = request.protocol ?? config.protocol;
  let tokenCounter: unknown;
  const engineOptions = {
    rules: configured.enabled,
    ...(protocol ? { protocol, protocolSource: request.protocol ? ("flag" as const) : ("config" as const) } : {}),
    targets: request.flags?.targets ?? config.targets ?? [],
    ...(loaded.baseline ? { baseline: loaded.baseline } : {}),
    settings: request.settings ?? {},
    clients: (request.clients ?? []).map((name, i) => ({ name, inputs: loaded.clientInputs[i] ?? [] })),
  };
  // Big inputs read from text run over two threads when the machine has them (same findings): the
  // worker starts first, to run while this thread prepares its rules (context-budget's tokenizer).
  const sources = new Map(
    request.memory?.length || request.documents?.length
      ? []
      : loaded.inputs.flatMap((input) => (input.bytes === undefined ? [] : [[input.report.index, input.bytes] as const])),
  );
  const thread = startRulesThread(engineInputs, sources, engineOptions);
  let result: EngineResult;
  try {
    const prepared = await prepareRules(engineInputs, thread ? { ...engineOptions, rules: thread.rules } : engineOptions);
    tokenCounter = prepared.get("context-budget");
    if (request.settings?.tokens === true && tokenCounter === undefined) {
      const counter: TokenCounter | undefined = await (await import("../helpers/cost/tokenizer.js")).loadTokenizer();
      if (counter) tokenCounter = { counter, all: true, perToolLimit: 0 };
    }
    const blocking = request.blocking ?? (<T>(work: () => T): T => work());
    result = thread ? await thread.finish(prepared, blocking) : blocking(() => runRules(engineInputs, { ...engineOptions, prepared }));
  } finally {
    await thread?.stop();
  }
  return {
    findings: result.findings,
    problems: result.failures.map((failure) => `internal error: ${failure}`),
    protocols: result.protocols,
    engineInputs,
    tokenCounter,
  };
}
