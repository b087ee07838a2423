import { describe, expect, it } from "vitest";
import { parseStdioCommand } from "../../src/pipeline/live/index.js";

describe("parseStdioCommand", () => {
  it.each([
    ["node server.js", "node", ["server.js"]],
    ["  node   dist/server.js  --port 3000 ", "node", ["dist/server.js", "--port", "3000"]],
    [`npx -y "@scope/my server" 'it''s'`, "npx", ["-y", "@scope/my server", "its"]],
    [`python -c 'print("hi")'`, "python", ["-c", 'print("hi")']],
    [`node "say \\"hi\\" \\$HOME \\n"`, "node", ['say "hi" $HOME \\n']],
    [`node a\\ b c\\\\d`, "node", ["a b", "c\\d"]],
    [`node "" ''`, "node", ["", ""]],
    ["node $HOME *.js", "node", ["$HOME", "*.js"]],
    ["uvx\tmcp-server-git\n--repository .", "uvx", ["mcp-server-git", "--repository", "."]],
    ["node trailing\\", "node", ["trailing\\"]],
  ])("%s", (line, command, args) => {
    expect(parseStdioCommand(line)).toEqual({ command, args });
  });

  it("throws on an unterminated quote or an empty command", () => {
    expect(() => parseStdioCommand(`node "server.js`)).toThrow('the server command has an unterminated " quote: node "server.js');
    expect(() => parseStdioCommand(`node 'server.js`)).toThrow("unterminated ' quote");
    expect(() => parseStdioCommand("   ")).toThrow("the server command is empty");
    expect(() => parseStdioCommand(`"" server.js`)).toThrow("the server command is empty");
  });
});
