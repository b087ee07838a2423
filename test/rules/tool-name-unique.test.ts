import rule from "../../src/rules/tool-name-unique.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

ruleTester(rule).run({
  valid: [
    { name: "distinct names, including names that differ only in case", input: [tool(), tool({ name: "read_file" }), tool({ name: "List_Files" })] },
    { name: "a name shared by two servers of no client config", input: [tool()], others: [[tool()]] },
    { name: "tools without a string name (tool-shape's)", input: [tool({ name: 42 }), tool({ name: 42 })] },
  ],
  invalid: [
    {
      name: "the second tool with a name already used",
      input: { tools: [tool(), tool({ description: "Another one that lists files in a directory." })] },
      errors: [
        {
          message: "Tool name `list_files` is already used by tool #1; clients call tools by name, so one of them is unreachable. Rename one.",
          pointer: "/tools/1/name",
          tool: "list_files",
          line: 23,
          column: 7,
        },
      ],
    },
    {
      name: "a name shared by two servers of one client config, in the later server",
      input: { tools: [tool(), tool({ name: "read_file" })] },
      others: [{ tools: [tool({ name: "search_files" }), tool()] }],
      clients: [{ name: "Claude Desktop", inputs: [0, 1] }],
      errors: [
        {
          message:
            "Tool name `list_files` is also a tool of server `input0` in Claude Desktop; clients that do not prefix tool names with the server's show the model two tools of one name. Rename one, or disable one server's tool.",
          pointer: "/tools/1/name",
          line: 23,
          column: 7,
          severity: "warning",
          inputIndex: 1,
        },
      ],
    },
  ],
});
