// Bundles the CLI and the library into dist/ with esbuild (fast start: one file on the hot
// path), leaving the heavy dependencies that only some runs need as lazily imported
// packages, and emits type declarations for the library API. The MCP client's HTTP transports
// are bundled into a lazy chunk (only live HTTP runs load it): the package then installs
// without the client, its protocol core and zod (about 18 MB).
import { build } from "esbuild";
import { execFileSync } from "node:child_process";
import { chmodSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { relative } from "node:path";

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

const MCP_CLIENT = "chunks/mcp-client";
// Generated code and data no plain lint loads (the rules' docs pages; ajv's meta-schema
// validators, for schemas that fail the pre-check), also under names of their own: dist/cli-main.js
// loads them from there, so a start without a code cache does not parse them.
const OWN_CHUNKS = {
  "chunks/rule-docs": "src/rules/_generated-docs.ts",
  "chunks/meta-validators": "src/core/schema/_generated-meta-validators.js",
};

rmSync(new URL("../dist/", import.meta.url), { recursive: true, force: true });
const esm = await build({
  // The MCP client's HTTP transports under a name of their own: dist/cli-main.js loads them from there.
  entryPoints: { cli: "src/cli.ts", index: "src/index.ts", action: "src/shell/action/run.ts", [MCP_CLIENT]: "@modelcontextprotocol/client", ...OWN_CHUNKS },
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
  metafile: true,
});
await buildCliScript(esm.metafile);
chmodSync(new URL("../dist/cli.js", import.meta.url), 0o755);
execFileSync(process.execPath, ["node_modules/typescript/bin/tsc", "-p", "tsconfig.build.json"], { stdio: "inherit" });

// The config file's JSON Schema, for editors: generated from the bundled rules so every rule
// id and its options schema are in it.
const { rules } = await import(new URL("../dist/index.js", import.meta.url).href);
const { writeConfigSchema } = await import(new URL("./config-schema.mjs", import.meta.url).href);
writeConfigSchema(rules, new URL("../schema/config.schema.json", import.meta.url));

/**
 * dist/cli-main.js: everything the CLI can reach (main, the commands, the rules) as one CommonJS
 * script wrapped in a function expression, which dist/cli.js runs with a V8 code cache written
 * after a lint (src/shell/cli/code-cache.ts): a start then compiles almost none of it. Code only
 * some runs need stays lazy inside it (esbuild wraps a module imported on demand in an init
 * function); the packages left out load through the loader's import(), and the rules thread
 * (pipeline/engine-threads.ts) still runs the ES module chunk the library uses.
 */
async function buildCliScript(metafile) {
  const chunkOf = (source) => Object.entries(metafile.outputs).find(([, output]) => source in output.inputs)?.[0];
  const threads = chunkOf("src/pipeline/engine-threads.ts");
  if (threads === undefined) throw new Error("build: no chunk holds src/pipeline/engine-threads.ts");
  const workerUrl = `./${relative("dist", threads)}`;
  const THREAD_HERE = "new URL(import.meta.url)";
  const threadChunk = {
    name: "rules-thread-chunk",
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/]pipeline[\\/]engine-threads\.ts$/ }, async (args) => {
        const text = await readFile(args.path, "utf8");
        if (text.split(THREAD_HERE).length !== 2) throw new Error(`build: engine-threads.ts no longer holds \`${THREAD_HERE}\` once`);
        return { contents: text.replace(THREAD_HERE, `new URL(${JSON.stringify(workerUrl)}, __import_meta_url)`), loader: "ts" };
      });
    },
  };
  // The MCP client (1.2 MB with zod and jose, for live HTTP runs only) stays out: its ES module chunk is loaded on demand.
  const clientChunk = {
    name: "mcp-client-chunk",
    setup(build) {
      build.onResolve({ filter: /^@modelcontextprotocol\/client$/ }, () => ({ path: `./${MCP_CLIENT}.js`, external: true }));
      for (const [chunk, source] of Object.entries(OWN_CHUNKS)) {
        const file = source.split("/").at(-1).replace(/\.ts$/, ".js");
        build.onResolve({ filter: new RegExp(`/${file.replaceAll(".", "\\.")}$`) }, () => ({ path: `./${chunk}.js`, external: true }));
      }
    },
  };
  const result = await build({
    stdin: {
      contents: [
        'export { main } from "./src/shell/main.ts";',
        'export { quietOnClosedPipe, signalExitCode, watchInterrupts } from "./src/shell/cli/process-io.ts";',
        'export { fastParse } from "./src/shell/cli/args.ts";',
      ].join("\n"),
      resolveDir: fileURLToPath(new URL("..", import.meta.url)),
      sourcefile: "cli-main.ts",
      loader: "ts",
    },
    outfile: "dist/cli-main.js",
    bundle: true,
    format: "cjs",
    platform: "node",
    mainFields: ["module", "main"],
    target: "node20.19",
    external: LAZY_PACKAGES,
    define: { "import.meta.url": "__import_meta_url" },
    banner: { js: 'var __import_meta_url = require("node:url").pathToFileURL(__filename).href;' },
    sourcemap: "linked",
    sourcesContent: false,
    legalComments: "none",
    logLevel: "warning",
    plugins: [threadChunk, clientChunk],
    metafile: true,
  });
  const path = new URL("../dist/cli-main.js", import.meta.url);
  let text = readFileSync(path, "utf8");
  // The packages left out: `import(x)` in a vm script has no loader, so the loader's own import() is passed in.
  const lazy = Object.values(result.metafile.outputs).flatMap((output) =>
    output.imports.filter((i) => i.external && i.kind === "dynamic-import").map((i) => i.path),
  );
  for (const specifier of new Set(lazy)) {
    const call = `import(${JSON.stringify(specifier)})`;
    if (!text.includes(call)) throw new Error(`build: cli-main.js has no \`${call}\` to pass to the loader`);
    text = text.replaceAll(call, `__import(${JSON.stringify(specifier)})`);
  }
  // One line: the source map's lines stay where they were.
  writeFileSync(path, `(function (exports, require, module, __filename, __dirname, __import) {${text}\n})`);
}
