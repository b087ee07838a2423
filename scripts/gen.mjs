// Runs every scripts/gen-*.mjs (code generated before type-checking and bundling), in name order.
import { readdirSync } from "node:fs";
import { fileURLToPath, pathToFileURL } from "node:url";

const dir = fileURLToPath(new URL(".", import.meta.url));
for (const file of readdirSync(dir)
  .filter((f) => /^gen-.*\.mjs$/.test(f))
  .sort()) {
  await import(pathToFileURL(dir + file).href);
}
