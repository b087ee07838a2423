// Bundles the CLI and the library into dist/ with esbuild (fast start: one file on the hot
// path), leaving the heavy dependencies that only some runs need as lazily imported
// packages, and emits type declarations for the library API. The MCP client's HTTP transports
// are bundled into a lazy chunk (only live HTTP runs load it): the package then installs
// without the client, its protocol core and zod (about 18 MB).
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { chmodSync, rmSync } from "node:fs";

const LAZY_PACKAGES = ["ajv", "ajv/*", "ajv-formats", "gpt-tokenizer", "gpt-tokenizer/*", "yaml", "tinyglobby"];

rmSync(new URL("../dist/", import.meta.url), { recursive: true, force: true });
await build({
  entryPoints: { cli: "src/cli.ts", index: "src/index.ts", action: "src/shell/action/run.ts" },
  outdir: "dist",
  bundle: true,
  splitting: true,
  format: "esm",
  platform: "node",
  // jsonc-parser's CommonJS build loads its parts with dynamic require; its ES module build bundles cleanly.
  mainFields: ["module", "main"],
  target: "node20.19",
  external: LAZY_PACKAGES,
  chunkNames: "chunks/[name]-[hash]",
  sourcemap: "linked",
  // Mappings only: stack traces under --debug still name our files and lines, without shipping
  // every bundled source twice.
  sourcesContent: false,
  legalComments: "none",
  logLevel: "warning",
});
chmodSync(new URL("../dist/cli.js", import.meta.url), 0o755);
execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json"], { stdio: "inherit" });

// The config file's JSON Schema, for editors: generated from the bundled rules so every rule
// id and its options schema are in it.
const { rules } = await import(new URL("../dist/index.js", import.meta.url).href);
const { writeConfigSchema } = await import(new URL("./config-schema.mjs", import.meta.url).href);
writeConfigSchema(rules, new URL("../schema/config.schema.json", import.meta.url));
