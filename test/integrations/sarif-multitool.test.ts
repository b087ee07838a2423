// The SARIF of every real corpus file passes Microsoft's validator (the SARIF rules and the
// GitHub code-scanning rules) with no error or warning, as well as the JSON schema.
import { describe, expect, it } from "vitest";
import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { CLI, CORPUS_REAL, REPO, tempDir } from "../helpers/cli.js";
import { sarifValidator } from "../helpers/sarif.js";

const run = promisify(execFile);
const MULTITOOL = join(REPO, "node_modules/@microsoft/sarif-multitool-linux/Sarif.Multitool");
const files = readdirSync(CORPUS_REAL)
  .filter((f) => f.endsWith(".json"))
  .sort();

async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>): Promise<void> {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

describe("SARIF of the real corpus", () => {
  it("passes sarif-multitool validate (SARIF and GitHub rules) and the schema", async () => {
    const dir = tempDir();
    await inBatches(files, 4, async (file) => {
      await run(process.execPath, [
        CLI,
        join(CORPUS_REAL, file),
        "--preset",
        "all",
        "-f",
        "sarif",
        "-o",
        join(dir, `${file}.sarif`),
        "--root",
        REPO,
        "--category",
        "corpus",
      ]).catch((error: { code?: number }) => {
        if (error.code !== 1) throw error;
      });
    });
    const validate = sarifValidator();
    for (const file of files) expect(validate(JSON.parse(readFileSync(join(dir, `${file}.sarif`), "utf8"))), file).toEqual([]);

    const report = join(dir, "validation.sarif");
    await run(MULTITOOL, [
      "validate",
      ...files.map((f) => join(dir, `${f}.sarif`)),
      "-o",
      report,
      "--rule-kind",
      "Gh;Sarif",
      "--level",
      "Error;Warning",
      "--log",
      "ForceOverwrite",
    ]);
    const results = JSON.parse(readFileSync(report, "utf8")).runs[0].results as Array<{
      ruleId: string;
      message: { arguments?: string[] };
      locations?: Array<{ physicalLocation?: { artifactLocation?: { uri?: string } } }>;
    }>;
    expect(results.map((r) => `${r.ruleId} ${r.locations?.[0]?.physicalLocation?.artifactLocation?.uri} ${JSON.stringify(r.message.arguments)}`)).toEqual([]);
  }, 240_000);
});
