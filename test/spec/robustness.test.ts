// Definitions come from servers nobody controls: any JSON in any field must lint without a rule failing.
import fc from "fast-check";
import { describe, it } from "vitest";
import { PROTOCOL_VERSIONS } from "../../src/core/model/protocol.js";
import { lintSpec } from "./run-spec-rules.js";

const FIELDS = ["name", "title", "description", "inputSchema", "outputSchema", "annotations", "icons", "execution", "_meta", "__proto__", "constructor"];
const anyTool = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(fc.constantFrom(...FIELDS), fc.jsonValue()),
  fc.record({
    name: fc.oneof(fc.string(), fc.jsonValue()),
    inputSchema: fc.jsonValue(),
    annotations: fc.dictionary(fc.constantFrom("title", "readOnlyHint", "destructiveHint", "idempotentHint", "openWorldHint", "x"), fc.jsonValue()),
    icons: fc.array(fc.dictionary(fc.constantFrom("src", "mimeType", "sizes", "theme"), fc.jsonValue())),
    _meta: fc.dictionary(fc.string(), fc.jsonValue()),
  }),
);
const anyResult = fc.record({
  tools: fc.oneof(fc.array(anyTool), fc.jsonValue()),
  nextCursor: fc.jsonValue(),
  resultType: fc.jsonValue(),
  ttlMs: fc.jsonValue(),
  cacheScope: fc.jsonValue(),
  _meta: fc.oneof(fc.jsonValue(), fc.dictionary(fc.string(), fc.jsonValue())),
});

describe("spec rules on arbitrary JSON", () => {
  it("never fail, whatever the tools and the result hold, in any protocol version", () => {
    fc.assert(
      fc.property(anyResult, fc.constantFrom(...PROTOCOL_VERSIONS), (result, protocol) => {
        // Through JSON text, so `__proto__` becomes an own key as it does in a parsed file.
        lintSpec(JSON.parse(JSON.stringify(result)), { protocol, strict: true });
      }),
      { numRuns: 300 },
    );
  });
});
