import { existsSync } from "node:fs";
import { dirname, join } from "node:path";

/** Config file names, in the order they win within one directory. */
export const CONFIG_FILE_NAMES = ["mcp-tool-lint.config.json", ".mcp-tool-lintrc.json", ".mcp-tool-lintrc.yaml", ".mcp-tool-lintrc.yml"] as const;

export const PACKAGE_JSON_KEY = "mcp-tool-lint";

/**
 * Walks up from `cwd` to the filesystem root and returns the first config found: a config
 * file, or a package.json holding the `mcp-tool-lint` key. `readPackageKey` tells whether a
 * package.json has the key (the caller reads it, so discovery stays free of parsing).
 */
export function discoverConfig(cwd: string, hasPackageKey: (packageJsonPath: string) => boolean): string | undefined {
  let dir = cwd;
  for (;;) {
    for (const name of CONFIG_FILE_NAMES) {
      const candidate = join(dir, name);
      if (existsSync(candidate)) return candidate;
    }
    const packageJson = join(dir, "package.json");
    if (existsSync(packageJson) && hasPackageKey(packageJson)) return packageJson;
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}
