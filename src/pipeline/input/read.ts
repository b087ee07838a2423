import { isUtf8 } from "node:buffer";
import { createReadStream } from "node:fs";
import { readFile, stat } from "node:fs/promises";
import { isAbsolute, relative, resolve } from "node:path";

/** Inputs larger than this are refused (a tool list is kilobytes; this bounds memory on hostile input). */
const MAX_INPUT_BYTES = 256 * 1024 * 1024;

export interface SourceText {
  /** Display name: path relative to the working directory, or `<stdin>`. */
  readonly name: string;
  readonly path: string | undefined;
  readonly kind: "file" | "stdin";
  /** Decoded from `bytes` each time it is read (keep it only where the text is needed). */
  readonly text: string;
  /** The UTF-8 bytes `text` was decoded from: a big input keeps these rather than its text. */
  readonly bytes: Uint8Array;
}

export interface ReadFailure {
  readonly name: string;
  /** One line: what went wrong. */
  readonly message: string;
}

const GLOB_CHARS = /[*?[\]{}]/;

/**
 * Expands globs and directories (sorted, deduplicated) and keeps plain paths as they are so
 * missing files are reported. A directory stands for the `.json` files under it. `expanded`
 * holds the paths found by expansion rather than named: one of those that is not a tool list
 * (a package.json a glob matched) is skipped with a note, not reported as a parse error.
 */
export async function expandInputs(
  specs: readonly string[],
  cwd: string,
  exclude: readonly string[] = [],
): Promise<{ paths: string[]; failures: ReadFailure[]; expanded: Set<string> }> {
  const paths: string[] = [];
  const failures: ReadFailure[] = [];
  const expanded = new Set<string>();
  const seen = new Set<string>();
  const add = (path: string, found: boolean): void => {
    const absolute = resolve(cwd, path);
    if (!seen.has(absolute)) {
      seen.add(absolute);
      paths.push(path === "-" ? "-" : absolute);
      if (found) expanded.add(absolute);
    }
  };
  const ignore = ["**/node_modules/**", ...exclude];
  for (const spec of specs) {
    const directory =
      spec !== "-" &&
      !GLOB_CHARS.test(spec) &&
      (await stat(resolve(cwd, spec)).then(
        (s) => s.isDirectory(),
        () => false,
      ));
    if (spec === "-" || (!GLOB_CHARS.test(spec) && !directory)) {
      add(spec, false);
      continue;
    }
    const { glob } = await import("tinyglobby");
    const pattern = directory ? `${spec.replace(/[\\/]+$/, "").replace(/([*?[\]{}()!])/g, "\\$1")}/**/*.json` : spec;
    const matches = (await glob(pattern, { cwd, absolute: true, onlyFiles: true, ignore, dot: false })).sort();
    if (matches.length === 0) {
      failures.push({
        name: spec,
        message: directory
          ? `${spec}: no .json files in this directory${exclude.length > 0 ? " (after --exclude)" : ""}`
          : `no files match \`${spec}\`${exclude.length > 0 ? " (after --exclude)" : ""}`,
      });
    }
    for (const match of matches) add(match, true);
  }
  return { paths, failures, expanded };
}

export function displayName(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel !== "" && !rel.startsWith("..") && !isAbsolute(rel) ? rel.split("\\").join("/") : path;
}

const decoder = new TextDecoder("utf-8", { fatal: true });

/** Decodes UTF-8 strictly (invalid bytes are an error, not U+FFFD) and drops a byte-order mark. */
function decodeText(bytes: Uint8Array): { ok: true; text: string } | { ok: false; offset: number } {
  try {
    const text = decoder.decode(bytes);
    return { ok: true, text: text.charCodeAt(0) === 0xfeff ? text.slice(1) : text };
  } catch {
    return { ok: false, offset: firstInvalidUtf8(bytes) };
  }
}

const lenient = new TextDecoder();

/** The text of bytes that `readSource` read and decoded already, decoded again the same way. */
export function decodeAgain(bytes: Uint8Array): string {
  const text = lenient.decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Offset of the first byte that does not belong to a well-formed UTF-8 sequence (linear). */
function firstInvalidUtf8(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const lead = bytes[i]!;
    if (lead < 0x80) {
      i++;
      continue;
    }
    const extra = lead >= 0xc2 && lead <= 0xdf ? 1 : lead >= 0xe0 && lead <= 0xef ? 2 : lead >= 0xf0 && lead <= 0xf4 ? 3 : -1;
    if (extra < 0) return i;
    for (let k = 1; k <= extra; k++) if (i + k >= bytes.length || (bytes[i + k]! & 0xc0) !== 0x80) return i;
    const second = bytes[i + 1]!;
    // Overlong forms, UTF-16 surrogates and code points above U+10FFFF.
    if ((lead === 0xe0 && second < 0xa0) || (lead === 0xed && second > 0x9f) || (lead === 0xf0 && second < 0x90) || (lead === 0xf4 && second > 0x8f)) return i;
    i += extra + 1;
  }
  return bytes.length;
}

/** 1-based line and UTF-16 column (as everywhere else) of a byte offset, for reporting invalid UTF-8. */
function bytePosition(bytes: Uint8Array, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset && i < bytes.length; i++) {
    if (bytes[i] === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  // The bytes before the bad one on its line are valid UTF-8: their UTF-16 length is the column.
  return { line, column: new TextDecoder().decode(bytes.subarray(lineStart, offset)).length + 1 };
}

export type ReadResult =
  | { ok: true; source: SourceText }
  | { ok: false; failure: ReadFailure }
  | { ok: "invalid-utf8"; name: string; path: string | undefined; kind: "file" | "stdin"; line: number; column: number };

export async function readSource(path: string, cwd: string, stdin: () => Promise<Uint8Array>, stdinFilename?: string): Promise<ReadResult> {
  if (path === "-") {
    const bytes = await stdin();
    // `--stdin-filename`: an editor or hook pipes a file's text in and wants its name on the findings.
    if (stdinFilename !== undefined) return fromBytes(bytes, displayName(resolve(cwd, stdinFilename), cwd), resolve(cwd, stdinFilename), "stdin");
    return fromBytes(bytes, "<stdin>", undefined, "stdin");
  }
  const name = displayName(path, cwd);
  try {
    const info = await stat(path);
    if (info.isDirectory()) return { ok: false, failure: { name, message: `${name}: is a directory, not a file` } };
    if (info.size > MAX_INPUT_BYTES) {
      return { ok: false, failure: { name, message: `${name}: ${info.size} bytes is larger than the ${MAX_INPUT_BYTES}-byte limit` } };
    }
    // A pipe or device (/dev/fd/63, /dev/zero) has no size: read it as a stream, with the same bound.
    if (!info.isFile()) return fromBytes(await readStdin(createReadStream(path)), name, path, "file");
    return fromBytes(await readFile(path), name, path, "file");
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOENT"
        ? "no such file"
        : code === "EACCES" || code === "EPERM"
          ? "permission denied"
          : code === "EISDIR"
            ? "is a directory, not a file"
            : (error as Error).message;
    return { ok: false, failure: { name, message: `${name}: ${reason}` } };
  }
}

function fromBytes(bytes: Uint8Array, name: string, path: string | undefined, kind: "file" | "stdin"): ReadResult {
  if (bytes.length > MAX_INPUT_BYTES) {
    return { ok: false, failure: { name, message: `${name}: larger than the ${MAX_INPUT_BYTES}-byte limit` } };
  }
  // Valid UTF-8 (checked without building the text): the text is decoded when read, and a tool
  // list is parsed from the bytes (core/json/parse-bytes.ts), so a big input's text is never built.
  if (isUtf8(bytes))
    return {
      ok: true,
      source: {
        name,
        path,
        kind,
        bytes,
        get text() {
          return decodeAgain(bytes);
        },
      },
    };
  const decoded = decodeText(bytes);
  if (!decoded.ok) return { ok: "invalid-utf8", name, path, kind, ...bytePosition(bytes, decoded.offset) };
  return { ok: true, source: { name, path, kind, text: decoded.text, bytes } };
}

/** Reads all of stdin (or another stream) with the same size bound as files; a larger one stops at the bound. */
export async function readStdin(stream: NodeJS.ReadableStream = process.stdin): Promise<Uint8Array> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    const buffer = typeof chunk === "string" ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    chunks.push(buffer);
    if (size > MAX_INPUT_BYTES) break;
  }
  if ("destroy" in stream && typeof stream.destroy === "function") stream.destroy();
  return Buffer.concat(chunks);
}
