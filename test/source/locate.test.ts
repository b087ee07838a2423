// The source tokenizer and locator on the cases that trip naive scanners: quotes inside
// comments and regular expressions, templates with substitutions, concatenated literals,
// a name that is only a variable's value, and a `name` key in an object that is no tool.
import { describe, expect, it } from "vitest";
import { scan } from "../../src/pipeline/source/tokens.js";
import { SourceIndex } from "../../src/pipeline/source/locate.js";
import { tempDir } from "../helpers/cli.js";

const strings = (text: string, language: "js" | "python" | "go") =>
  scan(text, language)
    .tokens.filter((t) => t.kind === "string")
    .map((t) => t.value ?? null);

describe("scan", () => {
  it("skips comments and regular expressions that hold quotes", () => {
    expect(strings(`// don't\nconst r = /"x'/g; /* "no" */ const s = "yes";`, "js")).toEqual(["yes"]);
    expect(strings(`a = b / 2; const s = 'it\\'s';`, "js")).toEqual(["it's"]);
  });

  it("gives a template with a substitution no value, one without its text", () => {
    expect(strings("const a = `${p}_x`; const b = `plain ${'`'}`; const c = `ok`;", "js")).toEqual([null, null, "ok"]);
  });

  it("reads Python prefixes, triple quotes and f-strings, and Go raw strings", () => {
    expect(strings(`x = r"a\\d"  # "c"\ny = """two\nlines"""\nz = f"{v}!"`, "python")).toEqual(["a\\d", "two\nlines", null]);
    expect(strings('s := `raw \\n` + "esc\\n"', "go")).toEqual(["raw \\n", "esc\n"]);
  });
});

describe("SourceIndex", () => {
  const tool = {
    name: "get_time",
    description: "Return the current time in a time zone, as ISO 8601.",
    inputSchema: { type: "object", properties: { zone: { type: "string" } } },
  };

  it("finds a description split over concatenated literals", () => {
    const dir = tempDir({
      "src/a.ts": `server.registerTool("get_time", {\n  description: "Return the current time " +\n    "in a time zone, as ISO 8601.",\n  inputSchema: { zone: z.string() },\n}, h);\n`,
    });
    const index = new SourceIndex(dir);
    expect(index.locate(tool, "/description")).toMatchObject({ line: 2, column: 16 });
    expect(index.locate(tool, "/inputSchema/properties/zone")).toMatchObject({ line: 4, column: 18 });
    expect(index.locate(tool, "")).toMatchObject({ line: 1, column: 1, endColumn: 20 });
  });

  it("does not take an object with a `name` but nothing of a tool for a registration", () => {
    const dir = tempDir({ "src/a.ts": `const user = { name: "get_time", age: 3 };\n` });
    expect(new SourceIndex(dir).locate(tool, "/description")).toBeUndefined();
  });

  it("does not take a parameter named like a tool key for the tool's own key", () => {
    const t = {
      name: "note",
      description: "Save a note with a description for later.",
      inputSchema: { type: "object", properties: { description: { type: "string" } } },
    };
    const dir = tempDir({
      "src/a.ts": `server.registerTool("note", {\n  description: "Save a note with a description for later.",\n  inputSchema: {\n    description: z.string(),\n  },\n}, h);\n`,
    });
    expect(new SourceIndex(dir).locate(t, "/inputSchema/properties/description")).toMatchObject({ line: 4, column: 5 });
  });

  it("follows a name constant and a schema declared once in the registering file (the reference servers' style)", () => {
    const dir = tempDir({
      "src/a.ts": `const Schema = z.object({\n  zone: z.string(),\n});\nconst name = "get_time";\nconst config = { description: "Return the current time in a time zone, as ISO 8601.", inputSchema: Schema };\nserver.registerTool(name, config, h);\n`,
    });
    const index = new SourceIndex(dir);
    expect(index.locate(tool, "")).toMatchObject({ line: 6, column: 1 });
    expect(index.locate(tool, "/description")).toMatchObject({ line: 5, column: 31 });
    expect(index.locate(tool, "/inputSchema/properties/zone")).toMatchObject({ line: 2, column: 3 });
  });

  it("gives no line for a name imported from another module", () => {
    const dir = tempDir({
      "src/names.ts": `export const NAME = "get_time";\n`,
      "src/a.ts": `import { NAME } from "./names.js";\nserver.registerTool(NAME, { description: "Return the current time in a time zone, as ISO 8601." }, h);\n`,
    });
    expect(new SourceIndex(dir).locate(tool, "/description")).toBeUndefined();
  });
});
