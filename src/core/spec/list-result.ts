// The tools/list result per protocol version (ListToolsResult in the official schemas).
import type { ProtocolVersion } from "../model/protocol.js";

/** From this version a result must carry `resultType`, and tools/list (a CacheableResult) `ttlMs` and `cacheScope`. */
export const CACHEABLE_RESULT_SINCE: ProtocolVersion = "2026-07-28";

/** The fields 2026-07-28 requires on a tools/list result, besides `tools`. */
export const CACHEABLE_RESULT_FIELDS: readonly string[] = ["resultType", "ttlMs", "cacheScope"];

export const CACHE_SCOPES: readonly string[] = ["public", "private"];
