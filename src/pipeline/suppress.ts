// Stage 4, suppressions: the config's `ignore` entries, then the bulk suppressions file
// (`--suppressions`). Suppressions that matched nothing become unused-suppression findings in
// the file that holds them, which joins the run's inputs so the finding has a place.
import { dirname, resolve } from "node:path";
import { applySuppressions } from "./config/suppress.js";
import type { ConfigSource } from "./config/types.js";
import { readSource } from "./input/read.js";
import { expiredSuppression, unusedBulkSuppression, unusedSuppression } from "../core/model/builtin-findings.js";
import type { LintResult } from "../core/model/result.js";
import type { Finding } from "../core/model/types.js";
import { splitAtTool } from "../core/positions/pointer.js";
import { RULES_BY_ID } from "../rules/_registry.js";
import { applySuppressionFile, findingLocator, parseSuppressionFile } from "./suppressions/index.js";
import type { Configured } from "./configure.js";
import type { LoadedInput } from "./load-inputs.js";
import type { LintRequest } from "./request.js";

export interface Suppressed {
  readonly findings: Finding[];
  readonly suppressed: number;
  readonly bulkSuppressed: Finding[];
  readonly suppressionsFile?: LintResult["suppressionsFile"];
  /** The config file and the suppressions file, when they hold findings: new inputs after the others. */
  readonly documents: LoadedInput[];
  readonly problems: string[];
}

export async function suppress(
  findings: readonly Finding[],
  inputs: readonly LoadedInput[],
  configured: Configured,
  request: LintRequest,
): Promise<Suppressed> {
  const documents: LoadedInput[] = [];
  const problems: string[] = [];
  const unusedSeverity = configured.severityOf.get("unused-suppression");
  let kept = [...findings];
  let suppressed = 0;

  const ignore = configured.config.ignore ?? [];
  if (ignore.length > 0) {
    const toolPointers = new Map(inputs.map((input) => [input.report.index, new Set(input.list?.tools.map((t) => t.pointer) ?? [])]));
    const outcome = applySuppressions(kept, ignore, {
      categoryOf: (id) => RULES_BY_ID.get(id)?.meta.category,
      toolRelative: (finding) => splitAtTool(finding.pointer, toolPointers.get(finding.inputIndex) ?? new Set())?.[1],
      today: request.today ?? new Date().toISOString().slice(0, 10),
    });
    kept = outcome.kept;
    suppressed = outcome.suppressed;
    const source = configured.source;
    if (unusedSeverity && source && (outcome.unused.length > 0 || outcome.expired.length > 0)) {
      const index = inputs.length;
      documents.push({
        report: { index, name: displayConfigName(source, request.cwd), kind: "config", path: source.path, toolCount: 0 },
        ...(source.format === "json" ? { text: source.text } : {}),
      });
      for (const s of outcome.unused) kept.push(unusedSuppression(index, s.configPointer, unusedSeverity, s));
      for (const s of outcome.expired) kept.push(expiredSuppression(index, s.configPointer, unusedSeverity, s));
    }
  }

  let bulkSuppressed: Finding[] = [];
  let suppressionsFile: LintResult["suppressionsFile"];
  if (request.suppressionsFile !== undefined) {
    const path = request.suppressionsFile;
    const read = await readSource(resolve(request.cwd, path), request.cwd, async () => new Uint8Array());
    const parsed = read.ok === true ? parseSuppressionFile(read.source.text, read.source.name) : undefined;
    if (read.ok !== true) problems.push(`--suppressions ${read.ok === false ? read.failure.message : `${path}: not valid UTF-8`}`);
    else if (!parsed!.ok) problems.push(`--suppressions ${parsed!.error}`);
    else {
      const file = parsed!.file;
      const all = [...inputs, ...documents];
      const run = {
        inputs: all.map((input) => input.report),
        lists: new Map(all.flatMap((input) => (input.list ? [[input.report.index, input.list] as const] : []))),
      };
      const outcome = applySuppressionFile(file, kept, findingLocator(run, dirname(resolve(request.cwd, path))));
      kept = outcome.kept;
      bulkSuppressed = outcome.suppressed;
      suppressed += outcome.suppressed.length;
      suppressionsFile = { path: read.source.path!, file, unused: outcome.unused };
      if (unusedSeverity && outcome.unused.length > 0) {
        const index = inputs.length + documents.length;
        documents.push({ report: { index, name: read.source.name, kind: "config", path: read.source.path!, toolCount: 0 }, text: read.source.text });
        for (const u of outcome.unused) kept.push(unusedBulkSuppression(index, `/suppressions/${file.suppressions.indexOf(u.entry)}`, unusedSeverity, u));
      }
    }
  }
  return { findings: kept, suppressed, bulkSuppressed, ...(suppressionsFile ? { suppressionsFile } : {}), documents, problems };
}

function displayConfigName(source: ConfigSource, cwd: string): string {
  return source.path.startsWith(`${cwd}/`) ? source.path.slice(cwd.length + 1) : source.path;
}
