import { mkdir, open, stat, writeFile } from "node:fs/promises";
import { dirname, resolve } from "node:path";

/**
 * Writes `text` to `path`, creating missing parent directories first. Fails fast, with Node's
 * one-line error naming the path, wherever the file cannot be written. Text given in pieces is
 * written as they come, about a megabyte at a time: a big report is never held whole.
 */
export async function writeFileCreatingParents(path: string, text: string | Iterable<string>): Promise<void> {
  await makeParents(dirname(resolve(path)));
  if (typeof text === "string") return writeFile(path, text);
  const file = await open(path, "w");
  try {
    let batch = "";
    for (const piece of text) {
      batch += piece;
      if (batch.length < WRITE_BATCH) continue;
      await file.write(batch);
      batch = "";
    }
    if (batch !== "") await file.write(batch);
  } finally {
    await file.close();
  }
}

/** Characters gathered before each write of a text given in pieces. */
const WRITE_BATCH = 1 << 20;

/**
 * Not `mkdir(dir, { recursive: true })`: where a directory can never be created (under /proc,
 * mkdir says ENOENT though the parent exists) Node's recursive mkdir retries forever at full CPU.
 * Here each missing directory, found by walking up to the deepest existing one, is made once.
 */
async function makeParents(dir: string): Promise<void> {
  const missing: string[] = [];
  for (let current = dir; ; current = dirname(current)) {
    const found = await stat(current).then(
      () => true,
      (error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT") return false;
        throw error;
      },
    );
    // An existing file in the way makes the next mkdir (or the write) fail with ENOTDIR.
    if (found || dirname(current) === current) break;
    missing.push(current);
  }
  for (const directory of missing.reverse()) {
    await mkdir(directory).catch(async (error: NodeJS.ErrnoException) => {
      // Made meanwhile by someone else: fine when it is a directory.
      if (error.code !== "EEXIST" || !(await stat(directory)).isDirectory()) throw error;
    });
  }
}
