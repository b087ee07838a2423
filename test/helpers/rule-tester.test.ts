import { describe, expect, it } from "vitest";
import annotationsPresent from "../../src/rules/annotations-present.js";
import contextBudget from "../../src/rules/context-budget.js";
import toolNameUnique from "../../src/rules/tool-name-unique.js";
import { checkCase, type InvalidCase, ruleTester, tool } from "./rule-tester.js";

const MESSAGE =
  '`create_file` does not declare `readOnlyHint` (it has no `annotations`), so clients must treat it as one that changes state and ask before every call. Add `"readOnlyHint": false` and `"destructiveHint": false` (or `true` if it overwrites or deletes).';

// In JSON.stringify(input, null, 2) the second tool's `{` is on line 22, column 5.
const flagged: InvalidCase = {
  name: "a tool without annotations",
  input: { tools: [tool(), tool({ name: "create_file", annotations: undefined })] },
  errors: [{ message: MESSAGE, pointer: "/tools/1", line: 22, column: 5, severity: "error", tool: "create_file" }],
};

const server = (second: string) => ({ tools: [tool(), tool({ name: second })] });

// The tester passes on right tables, for a rule with an asynchronous prepare step too.
ruleTester(annotationsPresent).run({
  valid: [{ name: "complete hints", input: [tool()] }],
  invalid: [flagged, { ...flagged, name: "a configured severity", severity: "warning", errors: [{ ...flagged.errors[0]!, severity: "warning" }] }],
});

ruleTester(contextBudget).run({
  valid: [{ name: "a small tool", input: [tool()] }],
  invalid: [
    {
      name: "a budget of 10 tokens",
      input: [tool()],
      options: { maxPerTool: 10 },
      errors: [
        {
          message:
            "This tool's definition costs about 66 tokens (estimated) of the model's context on every request (budget 10). Shorten the description and parameter descriptions, and drop long enums or examples the model does not need.",
          pointer: "/0",
          line: 2,
          column: 3,
          data: { exact: false },
        },
      ],
    },
  ],
});

// A finding in another input of the run has its line and column in that input.
ruleTester(toolNameUnique).run({
  valid: [],
  invalid: [
    {
      name: "a name shared by two servers of one client",
      input: server("read_file"),
      others: [server("search_files")],
      clients: [{ name: "Claude Desktop", inputs: [0, 1] }],
      errors: [
        {
          message:
            "Tool name `list_files` is also a tool of server `input0` in Claude Desktop; clients that do not prefix tool names with the server's show the model two tools of one name. Rename one, or disable one server's tool.",
          pointer: "/tools/0/name",
          line: 4,
          column: 7,
          severity: "warning",
          inputIndex: 1,
        },
      ],
    },
  ],
});

describe("the rule tester fails", () => {
  const fails = (test: InvalidCase) => expect(checkCase(annotationsPresent, test)).rejects;
  const withError = (change: object): InvalidCase => ({ ...flagged, errors: [{ ...flagged.errors[0]!, ...change }] });

  it("on a message that differs in one character", async () => {
    await fails(withError({ message: MESSAGE.replace("ask before", "ask befor") })).toThrow(/finding 1 message: expected/);
  });

  it("on a message given as a regular expression", async () => {
    await fails(withError({ message: /readOnlyHint/ })).toThrow(/must be the exact text/);
  });

  it("on a missing finding", async () => {
    await fails({ ...flagged, errors: [...flagged.errors, flagged.errors[0]!] }).toThrow(/expected 2 finding\(s\), got 1\nfinding 2 missing/);
  });

  it("on an extra finding, and on a left-alone case the rule flags", async () => {
    const twice = {
      ...flagged,
      input: { tools: [tool(), tool({ name: "create_file", annotations: undefined }), tool({ name: "create_file", annotations: undefined })] },
    };
    await fails(twice).toThrow(/expected 1 finding\(s\), got 2\nfinding 2 unexpected: \{ message: /);
    await expect(checkCase(annotationsPresent, { name: "flagged", input: flagged.input })).rejects.toThrow(/expected 0 finding\(s\), got 1/);
  });

  it("on a wrong line, column, pointer, severity, tool, input or data", async () => {
    await fails(withError({ line: 21 })).toThrow("finding 1 line: expected 21, got 22");
    await fails(withError({ column: 3 })).toThrow("finding 1 column: expected 3, got 5");
    await fails(withError({ pointer: "/tools/1/annotations" })).toThrow('finding 1 pointer: expected "/tools/1/annotations", got "/tools/1"');
    await fails(withError({ severity: "warning" })).toThrow('finding 1 severity: expected "warning", got "error"');
    await fails(withError({ tool: null })).toThrow('finding 1 tool: expected null, got "create_file"');
    await fails(withError({ inputIndex: 1 })).toThrow("finding 1 inputIndex: expected 1, got 0");
    await fails(withError({ data: { effect: "read" } })).toThrow(/finding 1 data: expected \{"effect":"read"\}, got \{\}/);
  });

  it("with the actual findings in a form that pastes back into the table", async () => {
    const error = await checkCase(annotationsPresent, { ...flagged, errors: [{ message: "wrong" }] }).catch((caught: Error) => caught);
    const table = String((error as Error).message).split("The rule reported:\n")[1]!;
    expect(table).toBe(`errors: [\n  { message: ${JSON.stringify(MESSAGE)}, pointer: "/tools/1", line: 22, column: 5, severity: "error" },\n]`);
    const pasted = new Function(`return { ${table} };`)() as Pick<InvalidCase, "errors">;
    await expect(checkCase(annotationsPresent, { ...flagged, errors: pasted.errors })).resolves.toBeUndefined();
  });

  it("on a table with two cases of one name, or an invalid case with no findings", () => {
    const tester = ruleTester(annotationsPresent);
    expect(() => tester.run({ valid: [{ name: "same", input: [] }], invalid: [{ ...flagged, name: "same" }] })).toThrow('two cases are named "same"');
    expect(() => tester.run({ valid: [], invalid: [{ ...flagged, errors: [] }] })).toThrow("an invalid case lists at least one finding");
  });
});
