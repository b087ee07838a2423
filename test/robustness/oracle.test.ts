// The checks the properties rely on must be able to fail: the position oracle agrees with
// JSON.stringify and the linter's own locator, and the finding checks catch each broken promise.
import { describe, expect, it } from "vitest";
import { locate } from "../../src/core/positions/locate.js";
import { checkFindings } from "./check-findings.js";
import { printWithPositions } from "./json-positions.js";

const value = JSON.parse('{"tools": [{"name": "a\\u2028b", "__proto__": {"x": [1, {}, []]}, "": {"~/": null}}], "e": {}}');

describe("the position oracle", () => {
  it("prints what JSON.stringify prints and starts members at their keys, items at their values", () => {
    const { text, starts } = printWithPositions(value);
    expect(text).toBe(JSON.stringify(value, null, 2));
    expect(starts.get("")).toEqual({ line: 1, column: 1 });
    expect(starts.get("/tools")).toEqual({ line: 2, column: 3 });
    expect(starts.get("/tools/0")).toEqual({ line: 3, column: 5 });
    expect(starts.get("/tools/0/__proto__/x/1")).toEqual({ line: 8, column: 11 });
    expect(starts.get("/tools/0//~0~1")).toEqual({ line: 13, column: 9 });
  });

  it("agrees with the linter's locator on every node", () => {
    const { text, starts } = printWithPositions(value);
    const { regions } = locate(text, starts.keys());
    for (const [pointer, start] of starts) expect([pointer, regions.get(pointer)]).toEqual([pointer, expect.objectContaining(start)]);
  });
});

describe("the finding checks", () => {
  const printed = printWithPositions(value);
  const good = { ruleId: "tool-shape", severity: "error", message: "Fix it.", pointer: "/tools/0/name", line: 4, column: 7, endLine: 4, endColumn: 20 };
  const kinds = (finding: object) => checkFindings([{ ...good, ...finding }], value, printed).map((v) => v.kind);

  it("pass a finding that keeps every promise", () => {
    expect(kinds({})).toEqual([]);
  });

  it.each([
    [{ pointer: "/tools/0/missing" }, "pointer names no node of the input"],
    [{ pointer: "tools" }, "not a JSON Pointer"],
    [{ pointer: "/tools/~2" }, "not a JSON Pointer"],
    [{ line: undefined, column: undefined }, "no line and column"],
    [{ line: 5 }, "position is not where the node starts"],
    [{ pointer: "/e", line: 40, column: 1 }, "position is not where the node starts"],
    [{ endLine: 99 }, "region is not inside the text"],
    [{ ruleId: "no-such-rule" }, "unknown rule id"],
    [{ severity: "fatal" }, "unknown severity"],
    [{ message: " " }, "empty message"],
    [{ message: "a `[object Object]`" }, "message shows [object Object]"],
  ])("flag %j", (finding, kind) => {
    expect(kinds(finding)).toContain(kind);
  });
});
