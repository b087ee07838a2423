import { isAbsolute, relative, sep } from "node:path";
import type { InputReport } from "../../core/model/result.js";

/** A repository-relative path with forward slashes, or undefined when the input has no file. */
export function relativePath(input: InputReport | undefined, root: string): string | undefined {
  if (!input?.path) return undefined;
  const rel = relative(root, input.path);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return input.path.split(sep).join("/");
  return rel.split(sep).join("/");
}

/** A source location's file relative to `root` with forward slashes (absolute when outside it). */
export function sourcePath(path: string, root: string): string {
  const rel = relative(root, path);
  if (rel === "" || rel.startsWith("..") || isAbsolute(rel)) return path.split(sep).join("/");
  return rel.split(sep).join("/");
}
