// Validates SARIF against the official 2.1.0 schema in test/data/spec (a draft-04 schema).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { createRequire } from "node:module";
import { SPEC } from "./cli.js";

const require = createRequire(import.meta.url);

export function sarifValidator(): (value: unknown) => string[] {
  const Ajv04 = require("ajv-draft-04");
  const ajv = new Ajv04({ allErrors: true, strict: false, validateFormats: false });
  const validate = ajv.compile(JSON.parse(readFileSync(join(SPEC, "sarif/sarif-schema-2.1.0.json"), "utf8")));
  return (value) => (validate(value) ? [] : (validate.errors ?? []).map((e: { instancePath: string; message?: string }) => `${e.instancePath} ${e.message}`));
}
