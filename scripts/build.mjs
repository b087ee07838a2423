// Bundles the CLI and the library into dist/ with esbuild (fast start: one file on the hot
// path), leaving the heavy dependencies that only some runs need as lazily imported
// packages, and emits type declarations for the library API. The MCP client's HTTP transports
// are bundled into a lazy chunk (only live HTTP runs load it): the package then installs
// without the client, its protocol core and zod (about 18 MB).
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { chmodSync, rmSync } from "node:fs";
import { readFile } from "node:fs/promises";

const LAZY_PACKAGES = ["ajv", "ajv/*", "ajv-formats", "gpt-tokenizer", "gpt-tokenizer/*", "yaml", "tinyglobby"];

// `import { readFileSync } from "node:fs"` makes Node build the builtin's whole ES namespace,
// reading every lazy getter: node:fs then loads fs/promises, readline and streams, node:util
// loads worker_threads and more (~6% of a cold start on Node 24). Our sources take each builtin
// with process.getBuiltinModule (Node >= 20.16) instead, whose members load only when used; a
// rewrite of the import line in place, so no extra module is made.
const BUILTIN_IMPORT = /^import\s+(?!type\b)([^;]*?)\s+from\s+"(node:[a-z0-9_/]+)";$/gm;
function builtinBindings(clause, specifier) {
  const [, head, names] = /^\s*([\w$]+|\*\s+as\s+[\w$]+)?\s*,?\s*(?:\{([^}]*)\})?\s*$/s.exec(clause) ?? [];
  if (head === undefined && names === undefined) throw new Error(`build: cannot rewrite \`import ${clause} from "${specifier}"\``);
  const source = `process.getBuiltinModule(${JSON.stringify(specifier)})`;
  const lines = [];
  if (head !== undefined) lines.push(`const ${head.replace(/^\*\s+as\s+/, "")} = ${source};`);
  if (names !== undefined) {
    const members = names
      .split(",")
      .map((name) => name.trim())
      .filter((name) => name !== "" && !name.startsWith("type "))
      .map((name) => name.replace(/\s+as\s+/, ": "));
    if (members.length > 0) lines.push(`const { ${members.join(", ")} } = ${source};`);
  }
  return lines.join(" ");
}
const builtinsOnUse = {
  name: "builtins-on-use",
  setup(build) {
    build.onLoad({ filter: /[\\/]src[\\/].*\.ts$/ }, async (args) => {
      const text = await readFile(args.path, "utf8");
      return { contents: text.replace(BUILTIN_IMPORT, (_, clause, specifier) => builtinBindings(clause, specifier)), loader: "ts" };
    });
  },
};

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
  plugins: [builtinsOnUse],
});
chmodSync(new URL("../dist/cli.js", import.meta.url), 0o755);
execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json"], { stdio: "inherit" });

// The config file's JSON Schema, for editors: generated from the bundled rules so every rule
// id and its options schema are in it.
const { rules } = await import(new URL("../dist/index.js", import.meta.url).href);
const { writeConfigSchema } = await import(new URL("./config-schema.mjs", import.meta.url).href);
writeConfigSchema(rules, new URL("../schema/config.schema.json", import.meta.url));
