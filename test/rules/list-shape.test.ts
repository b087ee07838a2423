import rule from "../../src/rules/list-shape.js";
import { type InvalidCase, ruleTester, tool } from "../helpers/rule-tester.js";

const cacheable = { resultType: "complete", ttlMs: 60000, cacheScope: "public" };
const page = (name: string, nextCursor?: string) => ({ tools: [tool({ name })], ...(nextCursor === undefined ? {} : { nextCursor }) });
/** A snapshot of format 2: whole results under `pages`. */
const snapshot = (pages: unknown[]) => ({ mcpToolLintSnapshot: 2, protocolVersion: "2026-07-28", era: "2026-07-28", pages });

ruleTester(rule).run({
  valid: [
    { name: "a well-formed result", input: { tools: [tool()], nextCursor: "abc", _meta: {}, ...cacheable } },
    { name: "a well-formed 2026-07-28 result with ttlMs 0", input: { tools: [], ttlMs: 0, cacheScope: "private", resultType: "complete" } },
    { name: "a bare array (no result)", input: [tool(), "not a tool"] },
    { name: "a single tool (no result)", input: tool() },
    { name: "a result of an earlier version (none of the 2026-07-28 fields) when the version was not stated", input: { tools: [tool()] } },
    { name: "no 2026-07-28 fields asked before 2026-07-28", input: { tools: [], resultType: "complete" }, protocol: "2025-11-25" },
    { name: "a result recording 2025-06-18", input: { protocolVersion: "2025-06-18", tools: [] }, protocol: "2025-06-18" },
    { name: "the linter's own snapshot of format 1", input: { mcpToolLintSnapshot: 1, protocolVersion: "2026-07-28", tools: [tool()] } },
    { name: "cursors that advance to a last page", input: [page("a", "1"), page("b", "2"), page("c")] },
    { name: "99 pages that stop early", input: Array.from({ length: 99 }, (_, i) => page(`t${i}`, String(i + 1))) },
    { name: "one page with a cursor", input: page("only", "more") },
    { name: "empty cursors", input: [page("a", ""), page("b", "")] },
    { name: "a snapshot of complete results", input: snapshot([{ tools: [tool()], ...cacheable }]) },
  ],
  invalid: [
    {
      name: "`tools` that is a string",
      input: { tools: "list_files" },
      errors: [{ message: "`tools` is a string; it must be an array of Tool objects. Wrap the tools in an array.", pointer: "/tools", line: 2, column: 3 }],
    },
    {
      name: "`tools` that is null",
      input: { tools: null },
      errors: [{ message: "`tools` is `null`; it must be an array of tools (`[]` when there are none).", pointer: "/tools" }],
    },
    {
      name: "`tools` that is an object",
      input: { tools: { list_files: tool() } },
      errors: [{ message: "`tools` is an object; it must be an array of Tool objects. Wrap the tools in an array.", pointer: "/tools" }],
    },
    {
      name: "a `nextCursor` that is not a string, and a `_meta` that is not an object",
      input: [
        { tools: [tool()], nextCursor: null },
        { tools: [tool()], nextCursor: 2, _meta: "x" },
      ],
      errors: [
        {
          message:
            "`nextCursor` is `null`; omit the field instead. Optional fields are absent, never `null`: strict clients (the TypeScript SDK among them) reject the whole tools/list result over one `null` field. On the last page, leave `nextCursor` out.",
          pointer: "/0/nextCursor",
        },
        {
          message: "`nextCursor` is an integer; it must be a string (an opaque cursor). Send it as a string, or omit it on the last page.",
          pointer: "/1/nextCursor",
        },
        { message: "`_meta` is a string; it must be an object.", pointer: "/1/_meta" },
      ],
    },
    {
      name: "a finding in the result of a JSON-RPC response",
      input: { jsonrpc: "2.0", id: 1, result: { tools: [tool()], nextCursor: false } },
      errors: [
        {
          message: "`nextCursor` is `false`; it must be a string (an opaque cursor). Send it as a string, or omit it on the last page.",
          pointer: "/result/nextCursor",
        },
      ],
    },
    {
      name: "2026-07-28: once the result carries one of the fields, all three, at the result",
      input: { jsonrpc: "2.0", id: 1, result: { resultType: "complete", tools: [] } },
      errors: [
        {
          message:
            'The tools/list result has no `ttlMs` or `cacheScope`; protocol 2026-07-28 requires `resultType` ("complete"), `ttlMs` (milliseconds a client may cache the list, ≥ 0) and `cacheScope` ("public" or "private"). Add them.',
          pointer: "/result",
          line: 4,
          column: 3,
        },
      ],
    },
    {
      name: "2026-07-28: the fields when the input records that version",
      input: { protocolVersion: "2026-07-28", tools: [] },
      errors: [
        {
          message:
            'The tools/list result has no `resultType`, `ttlMs` or `cacheScope`; protocol 2026-07-28 requires `resultType` ("complete"), `ttlMs` (milliseconds a client may cache the list, ≥ 0) and `cacheScope` ("public" or "private"). Add them.',
          pointer: "",
          line: 1,
          column: 1,
        },
      ],
    },
    ...(
      [
        ["resultType", 1, '`resultType` is an integer; it must be a string, "complete" for a tools/list result.'],
        // Required beside `ttlMs` and `cacheScope`: the advice is the value it must have, not "omit it" (which the missing-field finding would contradict).
        ["resultType", null, '`resultType` is `null`; it must be a string, "complete" for a tools/list result.'],
        ["ttlMs", null, "`ttlMs` is `null`; it must be an integer \u2265 0 (milliseconds a client may cache the list; 0 means always re-fetch)."],
        ["ttlMs", -1, "`ttlMs` is -1; it must be an integer \u2265 0 (milliseconds a client may cache the list; 0 means always re-fetch)."],
        ["ttlMs", 1.5, "`ttlMs` is 1.5; it must be an integer \u2265 0 (milliseconds a client may cache the list; 0 means always re-fetch)."],
        ["ttlMs", "300", "`ttlMs` is a string; it must be an integer \u2265 0 (milliseconds a client may cache the list; 0 means always re-fetch)."],
        ["cacheScope", "shared", '`cacheScope` is "shared"; it must be "public" (no user-specific data, shared caches may keep it) or "private".'],
        ["cacheScope", null, '`cacheScope` is `null`; it must be "public" (no user-specific data, shared caches may keep it) or "private".'],
      ] as const
    ).map(
      ([field, value, message]): InvalidCase => ({
        name: `${field} = ${JSON.stringify(value)}`,
        input: { tools: [tool()], ...cacheable, [field]: value },
        errors: [{ message, pointer: `/${field}` }],
      }),
    ),
    {
      name: "2026-07-28: each page on its own",
      input: [
        { tools: [tool()], ...cacheable, nextCursor: "2" },
        { tools: [], resultType: "complete" },
      ],
      errors: [
        {
          message:
            'The tools/list result has no `ttlMs` or `cacheScope`; protocol 2026-07-28 requires `resultType` ("complete"), `ttlMs` (milliseconds a client may cache the list, ≥ 0) and `cacheScope` ("public" or "private"). Add them.',
          pointer: "/1",
        },
      ],
    },
    {
      name: "a cursor that comes back (a client loops forever), at the page that repeats it",
      input: [page("first", "A"), page("from_a", "B"), page("from_b", "A")],
      errors: [
        {
          message:
            'Page 3 sends `nextCursor` "A" again (page 1 sent it): a client that follows the cursors loops through the same pages forever. Give each page a new cursor and leave `nextCursor` out on the last page.',
          pointer: "/2/nextCursor",
          severity: "error",
        },
      ],
    },
    {
      name: "a page that repeats its own cursor",
      input: [page("a", "same"), page("b", "same")],
      errors: [
        {
          message:
            'Page 2 sends `nextCursor` "same" again (page 1 sent it): a client that follows the cursors loops through the same pages forever. Give each page a new cursor and leave `nextCursor` out on the last page.',
          pointer: "/1/nextCursor",
        },
      ],
    },
    {
      name: "a list still going at the page cap (100 pages), at the last page read",
      input: Array.from({ length: 100 }, (_, i) => page(`tool_${i}`, String(i + 1))),
      errors: [
        {
          message:
            "The list has not ended after 100 pages: page 100 still sends a `nextCursor`. A client that follows it may never finish; check that the cursors advance to an end (or send larger pages).",
          pointer: "/99/nextCursor",
          line: 2400,
          column: 5,
        },
      ],
    },
    {
      name: "a snapshot's results checked as they are live",
      input: snapshot([{ tools: [tool()], resultType: "complete" }]),
      errors: [
        {
          message:
            'The tools/list result has no `ttlMs` or `cacheScope`; protocol 2026-07-28 requires `resultType` ("complete"), `ttlMs` (milliseconds a client may cache the list, ≥ 0) and `cacheScope` ("public" or "private"). Add them.',
          pointer: "/pages/0",
        },
      ],
    },
    {
      name: "a snapshot's repeated cursor and incomplete results",
      input: snapshot([
        { tools: [tool({ name: "a" })], nextCursor: "x" },
        { tools: [tool({ name: "b" })], nextCursor: "x" },
      ]),
      errors: [
        {
          message:
            'Page 2 sends `nextCursor` "x" again (page 1 sent it): a client that follows the cursors loops through the same pages forever. Give each page a new cursor and leave `nextCursor` out on the last page.',
          pointer: "/pages/1/nextCursor",
        },
        {
          message:
            'The tools/list result has no `resultType`, `ttlMs` or `cacheScope`; protocol 2026-07-28 requires `resultType` ("complete"), `ttlMs` (milliseconds a client may cache the list, ≥ 0) and `cacheScope` ("public" or "private"). Add them.',
          pointer: "/pages/0",
        },
        {
          message:
            'The tools/list result has no `resultType`, `ttlMs` or `cacheScope`; protocol 2026-07-28 requires `resultType` ("complete"), `ttlMs` (milliseconds a client may cache the list, ≥ 0) and `cacheScope` ("public" or "private"). Add them.',
          pointer: "/pages/1",
        },
      ],
    },
  ],
});
