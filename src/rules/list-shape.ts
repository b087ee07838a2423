import { defineRule } from "../engine/rule.js";
import { atLeast } from "../core/model/protocol.js";
import { isObject, type ListEnvelope } from "../core/model/types.js";
import { joinPointer } from "../core/positions/pointer.js";
import { jsonKind } from "../core/spec/json-kind.js";
import { CACHE_SCOPES, CACHEABLE_RESULT_FIELDS, CACHEABLE_RESULT_SINCE } from "../core/spec/list-result.js";
import { nullFieldMessage } from "../core/spec/null-field.js";
import { PAGE_CAP } from "../core/spec/pagination.js";

export default defineRule({
  meta: {
    id: "list-shape",
    category: "spec",
    severity: "error",
    description: "The tools/list result: `tools` an array, `nextCursor` a string, and the result fields its protocol version requires.",
    defaultOptions: {},
  },
  create(context) {
    const report = (pointer: string, message: string): void => context.report({ pointer, message });
    // The fields are demanded only when every version the input may speak has them: a result
    // without them is what a server of an earlier version sends (the spec tells clients to accept
    // it), and a version inferred from one of them is 2026-07-28. The fields present are checked
    // when some version defines them. A format-1 snapshot's root is the linter's own object, not
    // a wire result (format 2 keeps the results whole under `pages`).
    const owedByVersion = atLeast(context.protocol, CACHEABLE_RESULT_SINCE);
    const owesCacheFields = (envelope: ListEnvelope): boolean => owedByVersion && !(context.list.shape === "snapshot" && envelope.pointer === "");
    const defined = context.protocols.some((version) => atLeast(version, CACHEABLE_RESULT_SINCE));

    const checkCacheFields = (envelope: ListEnvelope): void => {
      const result = envelope.value;
      const at = (field: string): string => joinPointer(envelope.pointer, field);
      const missing = CACHEABLE_RESULT_FIELDS.filter((field) => !Object.hasOwn(result, field));
      if (owesCacheFields(envelope) && missing.length > 0) {
        const names = missing.map((field) => `\`${field}\``);
        const list = names.length > 1 ? `${names.slice(0, -1).join(", ")} or ${names[names.length - 1]}` : names[0];
        report(
          envelope.pointer,
          `The tools/list result has no ${list}; protocol ${context.protocol} requires \`resultType\` ("complete"), \`ttlMs\` (milliseconds a client may cache the list, ≥ 0) and \`cacheScope\` ("public" or "private"). Add ${missing.length > 1 ? "them" : "it"}.`,
        );
      }
      if (Object.hasOwn(result, "resultType") && typeof result.resultType !== "string") {
        // Not "omit it": a result that carries any of the cache fields owes all three (see the missing-field finding).
        report(at("resultType"), `\`resultType\` is ${jsonKind(result.resultType)}; it must be a string, "complete" for a tools/list result.`);
      }
      if (Object.hasOwn(result, "ttlMs")) {
        const ttl = result.ttlMs;
        if (typeof ttl !== "number" || !Number.isInteger(ttl) || ttl < 0) {
          const found = typeof ttl === "number" ? String(ttl) : jsonKind(ttl);
          report(at("ttlMs"), `\`ttlMs\` is ${found}; it must be an integer ≥ 0 (milliseconds a client may cache the list; 0 means always re-fetch).`);
        }
      }
      if (Object.hasOwn(result, "cacheScope") && (typeof result.cacheScope !== "string" || !CACHE_SCOPES.includes(result.cacheScope))) {
        const found = typeof result.cacheScope === "string" ? JSON.stringify(result.cacheScope.slice(0, 40)) : jsonKind(result.cacheScope);
        report(at("cacheScope"), `\`cacheScope\` is ${found}; it must be "public" (no user-specific data, shared caches may keep it) or "private".`);
      }
    };

    /**
     * Pages read by following `nextCursor` (a live capture, a snapshot, a file of pages): a cursor
     * that comes back, or a list still going at the page cap, is pagination a client following it
     * never finishes. The pages that were read are linted as usual.
     */
    const checkPagination = (envelopes: readonly ListEnvelope[]): void => {
      const firstSent = new Map<string, number>();
      envelopes.forEach((envelope, page) => {
        const cursor = envelope.value.nextCursor;
        if (typeof cursor !== "string" || cursor === "") return;
        const earlier = firstSent.get(cursor);
        if (earlier !== undefined) {
          report(
            joinPointer(envelope.pointer, "nextCursor"),
            `Page ${page + 1} sends \`nextCursor\` ${JSON.stringify(cursor.slice(0, 60))} again (page ${earlier + 1} sent it): a client that follows the cursors loops through the same pages forever. Give each page a new cursor and leave \`nextCursor\` out on the last page.`,
          );
        } else firstSent.set(cursor, page);
      });
      const last = envelopes[envelopes.length - 1];
      const cursor = last?.value.nextCursor;
      if (envelopes.length >= PAGE_CAP && typeof cursor === "string" && cursor !== "" && firstSent.get(cursor) === envelopes.length - 1) {
        report(
          joinPointer(last!.pointer, "nextCursor"),
          `The list has not ended after ${envelopes.length} pages: page ${envelopes.length} still sends a \`nextCursor\`. A client that follows it may never finish; check that the cursors advance to an end (or send larger pages).`,
        );
      }
    };

    return {
      list(list) {
        if (list.envelopes.length > 1) checkPagination(list.envelopes);
        for (const envelope of list.envelopes) {
          const result = envelope.value;
          const at = (field: string): string => joinPointer(envelope.pointer, field);
          if (!Array.isArray(result.tools)) {
            report(
              at("tools"),
              result.tools === null
                ? "`tools` is `null`; it must be an array of tools (`[]` when there are none)."
                : `\`tools\` is ${jsonKind(result.tools)}; it must be an array of Tool objects. Wrap the tools in an array.`,
            );
          }
          if (Object.hasOwn(result, "nextCursor") && typeof result.nextCursor !== "string") {
            report(
              at("nextCursor"),
              result.nextCursor === null
                ? `${nullFieldMessage("nextCursor")} On the last page, leave \`nextCursor\` out.`
                : `\`nextCursor\` is ${jsonKind(result.nextCursor)}; it must be a string (an opaque cursor). Send it as a string, or omit it on the last page.`,
            );
          }
          if (Object.hasOwn(result, "_meta") && !isObject(result._meta)) {
            report(at("_meta"), result._meta === null ? nullFieldMessage("_meta") : `\`_meta\` is ${jsonKind(result._meta)}; it must be an object.`);
          }
          if (defined) checkCacheFields(envelope);
        }
      },
    };
  },
});
