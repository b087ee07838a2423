import { defineRule } from "../engine/rule.js";
import { atLeast } from "../core/model/protocol.js";
import { isObject } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { codeSpan } from "../core/spec/code-span.js";
import { checkMetaKey, clientDefiningKey, isReservedPrefix, isSpecDefinedKey, META_KEY_RULES_SINCE, reservedRuleText } from "../core/spec/meta-key.js";

/** Past this many findings in one `_meta` the rest are not reported. */
const MAX_REPORTS = 50;

export default defineRule({
  meta: {
    id: "meta-key-format",
    category: "spec",
    severity: "warning",
    description: "`_meta` keys follow the spec's prefix/name grammar and use MCP's reserved prefixes only for keys the spec defines.",
    defaultOptions: { allowedKeys: [] as string[] },
    optionsSchema: {
      type: "object",
      properties: {
        allowedKeys: {
          type: "array",
          items: { type: "string" },
          description: "Keys under a reserved prefix to accept, e.g. those of official MCP extensions.",
        },
      },
      additionalProperties: false,
    },
  },
  create(context) {
    // Under several possible versions (inferred or neutral), a key is reported only when every
    // one of them reserves its prefix and none defines it.
    const versions = context.protocols;
    const version = versions[versions.length - 1]!;
    const applies = atLeast(context.protocol, META_KEY_RULES_SINCE);
    const reserved = (labels: readonly string[]): boolean => versions.every((v) => isReservedPrefix(labels, v));
    const specDefined = (key: string): boolean => versions.some((v) => isSpecDefinedKey(key, v));
    const allowed = new Set(Array.isArray(context.options.allowedKeys) ? context.options.allowedKeys : []);

    /** Checks every key of the `_meta` member of `owner` (a tool or a tools/list result). */
    const checkMeta = (owner: unknown, ownerPointer: string): void => {
      if (!isObject(owner) || !Object.hasOwn(owner, "_meta")) return;
      const meta = owner._meta;
      if (!isObject(meta)) return;
      let reported = 0;
      for (const key of Object.keys(meta)) {
        if (reported >= MAX_REPORTS) break;
        const pointer = joinPointer(ownerPointer, "_meta", key);
        const check = checkMetaKey(key);
        // A key a major client defines and reads is kept as that client spells it: renaming it would break the client.
        if (!check.ok) {
          if (clientDefiningKey(key) !== undefined) continue;
          reported++;
          context.report({
            pointer,
            message: `\`_meta\` key ${codeSpan(key)} is malformed: ${check.reason}. Keys are an optional prefix of dot-separated labels ending in \`/\` (e.g. \`com.example/\`), then a name of letters, digits, \`-\`, \`_\`, \`.\`.`,
          });
        } else if (reserved(check.labels) && !specDefined(key) && !allowed.has(key)) {
          reported++;
          context.report({
            pointer,
            message: `\`_meta\` key ${codeSpan(key)} uses a prefix reserved for MCP (in protocol ${version}, ${reservedRuleText(version)}), and the specification defines no such key. Use a reverse-DNS prefix you own, e.g. \`com.example/${check.name}\`.`,
          });
        }
      }
    };

    return {
      list(list) {
        if (!applies) return;
        for (const envelope of list.envelopes) checkMeta(envelope.value, envelope.pointer);
      },
      tool(tool) {
        if (applies) checkMeta(tool.value, tool.pointer);
      },
    };
  },
});
