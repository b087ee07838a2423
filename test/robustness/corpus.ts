// The real tool lists in corpus/real, read once per test file (corpus/real in the repository).
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

export const CORPUS_DIR = fileURLToPath(new URL("../../corpus/real/", import.meta.url));

export interface CorpusFile {
  readonly name: string;
  readonly path: string;
  readonly text: string;
  /** The file's tools (every file in the corpus is `{"tools": [...]}`). */
  readonly tools: readonly unknown[];
}

export function readCorpus(): CorpusFile[] {
  return readdirSync(CORPUS_DIR)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .map((name) => {
      const path = CORPUS_DIR + name;
      const text = readFileSync(path, "utf8");
      const value = JSON.parse(text) as { tools?: unknown };
      if (!Array.isArray(value.tools)) throw new Error(`${name}: expected {"tools": [...]}`);
      return { name, path, text, tools: value.tools };
    });
}
