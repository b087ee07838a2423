// The CLI's code, compiled once and kept: the build puts everything a command line can reach
// into one script (dist/cli-main.js, a function expression), and this runs it with V8's code
// cache of an earlier run. Node's own compile cache (module.enableCompileCache) is written
// right after a module is compiled, so it holds only the functions compiled eagerly; this
// cache is written after a plain lint has run, so it holds every function the lint compiled
// and a later start compiles almost nothing (Node 20 has no compile cache at all).
// NODE_DISABLE_COMPILE_CACHE turns it off and NODE_COMPILE_CACHE moves it, as for Node's cache.
import {
  closeSync,
  constants,
  fstatSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  renameSync,
  statSync,
  unlinkSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { Script } from "node:vm";
import { crc32 } from "node:zlib";

/** A loaded script's exports, and how to keep its compiled code for the next start. */
export interface CachedScript<T> {
  readonly exports: T;
  /** Writes the code cache when there was none to use (or V8 refused it); never throws. */
  readonly save: () => void;
}

/** Cache files kept in the directory (other versions and builds of the CLI): the newest. */
const KEEP = 8;
/** A cache file larger than this is not read. */
const MAX_BYTES = 64 * 2 ** 20;

/**
 * Runs `file` (the function expression the build wrote) as CommonJS, with its code cache when a
 * usable one is on disk; undefined when `file` is absent (a run from the sources).
 */
export function runCachedScript<T>(file: string, env: NodeJS.ProcessEnv): CachedScript<T> | undefined {
  let bytes;
  try {
    bytes = readFileSync(file);
  } catch {
    return undefined;
  }
  const source = bytes.toString("utf8");
  const dir = cacheDir(env);
  // Named by the script's checksum: V8 checks only a source's length, and npm gives every file
  // the same time, so another build or install (or a patched file) must never meet this cache.
  const name = `cli-${process.version}-${process.arch}-${crc32(bytes).toString(16).padStart(8, "0")}-${bytes.length.toString(36)}.cache`;
  const cached = dir === undefined ? undefined : readCache(join(dir, name));
  const script = new Script(source, { filename: file, cachedData: cached });
  const wrapper = script.runInThisContext() as (...args: unknown[]) => void;
  const module = { exports: {} as T };
  // Packages the script leaves out (ajv, yaml, …) load with import(), resolved from here as from the script.
  const load = (specifier: string): Promise<unknown> => import(specifier);
  wrapper.call(module.exports, module.exports, createRequire(file), module, file, dirname(file), load);
  const usable = cached !== undefined && !script.cachedDataRejected;
  return {
    exports: module.exports,
    save: () => {
      if (usable || dir === undefined) return;
      try {
        writeCache(dir, name, script.createCachedData());
      } catch {
        // A cache that cannot be written (read-only or foreign directory, full disk) only costs speed.
      }
    },
  };
}

function cacheDir(env: NodeJS.ProcessEnv): string | undefined {
  if (env.NODE_DISABLE_COMPILE_CACHE) return undefined;
  if (env.NODE_COMPILE_CACHE) return join(env.NODE_COMPILE_CACHE, "mcp-tool-lint");
  // One directory per user, right under the temp directory: nobody else can put a file in it.
  return join(tmpdir(), `mcp-tool-lint-cache-${process.getuid?.() ?? "user"}`);
}

/** A directory only this user can write to (POSIX; elsewhere the temp directory is the user's own). */
function ownDirectory(dir: string): boolean {
  const stat = lstatSync(dir);
  const uid = process.getuid?.();
  return stat.isDirectory() && (uid === undefined || (stat.uid === uid && (stat.mode & 0o022) === 0));
}

/** The cached data of `path` when it is this user's regular file and its checksum holds; a code cache is trusted code. */
function readCache(path: string): Buffer | undefined {
  let fd: number | undefined;
  try {
    if (!ownDirectory(dirname(path))) return undefined;
    fd = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0));
    const stat = fstatSync(fd);
    const uid = process.getuid?.();
    if (!stat.isFile() || (uid !== undefined && stat.uid !== uid) || stat.size < 4 || stat.size > MAX_BYTES) return undefined;
    const bytes = readFileSync(fd);
    const data = bytes.subarray(4);
    return bytes.readUInt32LE(0) === crc32(data) ? data : undefined;
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

/** Writes the cache whole or not at all (a rename), and keeps the newest few. */
function writeCache(dir: string, name: string, data: Buffer): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  if (!ownDirectory(dir)) return;
  const header = Buffer.alloc(4);
  header.writeUInt32LE(crc32(data), 0);
  const path = join(dir, name);
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, Buffer.concat([header, data]), { mode: 0o600, flag: "wx" });
  renameSync(temporary, path);
  const others = readdirSync(dir)
    .filter((file) => file.startsWith("cli-") && file.endsWith(".cache") && file !== name)
    .map((file) => ({ file, time: statSync(join(dir, file)).mtimeMs }))
    .sort((a, b) => b.time - a.time);
  for (const { file } of others.slice(KEEP - 1)) unlinkSync(join(dir, file));
}
