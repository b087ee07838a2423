import { spawnSync } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Language } from "./tokens.js";

const LANGUAGE_OF: Record<string, Language> = {
  ".ts": "js",
  ".tsx": "js",
  ".mts": "js",
  ".cts": "js",
  ".js": "js",
  ".jsx": "js",
  ".mjs": "js",
  ".cjs": "js",
  ".py": "python",
  ".go": "go",
};

/** Folders that hold build output, dependencies or caches, never the code a tool is written in. */
const SKIPPED_DIRS = new Set([
  "node_modules",
  ".git",
  "dist",
  "build",
  "out",
  "lib-cov",
  "coverage",
  ".next",
  ".turbo",
  "__pycache__",
  ".venv",
  "venv",
  ".tox",
  "site-packages",
  "vendor",
  "target",
  "obj",
]);

/**
 * Tests, docs, examples and build output repeat a tool's name and description; the
 * registration is never there, so they are not searched at all (a copy can then never win).
 */
const SECONDARY =
  /(^|\/)(tests?|__tests__|spec|specs|docs?|examples?|fixtures?|e2e|mocks?|__mocks__|benchmarks?|dist|build|out|node_modules|vendor)(\/|$)|(\.|_|-)(test|spec)\.[a-z]+$|(^|\/)test_[^/]*\.py$|_test\.go$|\.d\.ts$|\.min\.js$/i;

/** Bounds: a project larger than this is searched in its first files only. */
const MAX_FILES = 20_000;
const MAX_FILE_BYTES = 1_000_000;

export interface SourceFile {
  readonly path: string;
  /** Path relative to the searched root, with forward slashes. */
  readonly relative: string;
  readonly language: Language;
}

function languageOf(path: string): Language | undefined {
  const dot = path.lastIndexOf(".");
  return dot < 0 ? undefined : LANGUAGE_OF[path.slice(dot).toLowerCase()];
}

function isSecondary(relativePath: string): boolean {
  return SECONDARY.test(relativePath);
}

/**
 * The source files of the project at `root`: those git tracks or would track (untracked
 * files not ignored included), or outside git the tree minus build output, dependencies and
 * `.gitignore`d names; tests, docs and build copies left out.
 */
export function listSourceFiles(root: string): SourceFile[] {
  const listed = gitFiles(root) ?? walk(root);
  const files: SourceFile[] = [];
  for (const rel of listed) {
    if (files.length >= MAX_FILES) break;
    const language = languageOf(rel);
    if (!language || isSecondary(rel)) continue;
    const path = join(root, rel);
    try {
      if (statSync(path).size > MAX_FILE_BYTES) continue;
    } catch {
      continue; // deleted but still in the index
    }
    files.push({ path, relative: rel, language });
  }
  return files;
}

function gitFiles(root: string): string[] | undefined {
  const run = spawnSync("git", ["ls-files", "--cached", "--others", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
    timeout: 10_000,
    maxBuffer: 64 * 1024 * 1024,
    stdio: ["ignore", "pipe", "ignore"],
  });
  if (run.status !== 0 || run.error) return undefined;
  return run.stdout.split("\0").filter((p) => p !== "");
}

/** Outside git: every file under `root` except skipped folders and names the root `.gitignore` lists plainly. */
function walk(root: string): string[] {
  const ignored = plainIgnores(root);
  const out: string[] = [];
  const visit = (dir: string, depth: number): void => {
    if (depth > 20 || out.length >= MAX_FILES) return;
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      if (ignored.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name) && !entry.name.startsWith(".")) visit(path, depth + 1);
      } else if (entry.isFile()) {
        out.push(relative(root, path).split(sep).join("/"));
      }
    }
  };
  visit(root, 0);
  return out;
}

/** Names a `.gitignore` lists without wildcards (`dist/`, `generated`): enough to skip build output. */
function plainIgnores(root: string): Set<string> {
  const names = new Set<string>();
  let text = "";
  try {
    text = readFileSync(join(root, ".gitignore"), "utf8");
  } catch {
    return names;
  }
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim().replace(/^\//, "").replace(/\/$/, "");
    if (line !== "" && !line.startsWith("#") && !line.startsWith("!") && !/[*?[\]/]/.test(line)) names.add(line);
  }
  return names;
}
