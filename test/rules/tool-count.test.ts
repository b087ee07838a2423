import rule from "../../src/rules/tool-count.js";
import { ruleTester, tool } from "../helpers/rule-tester.js";

const tools = (count: number) => Array.from({ length: count }, (_, i) => tool({ name: `list_things_${i}` }));

ruleTester(rule).run({
  valid: [
    { name: "40 tools", input: { tools: tools(40) } },
    { name: "30 and 11 tools in two servers of no client config", input: { tools: tools(30) }, others: [{ tools: tools(11) }] },
    { name: "41 tools with max: 50", input: { tools: tools(41) }, options: { max: 50 } },
  ],
  invalid: [
    {
      name: "more than 40 tools, once, at the list of tools",
      input: { tools: tools(41) },
      errors: [
        {
          message:
            "This server lists 41 tools (more than 40); models choose worse among many tools, and clients cap how many they pass on. Merge overlapping tools or split the server by task.",
          pointer: "/tools",
          tool: null,
          line: 2,
          column: 3,
        },
      ],
    },
    {
      name: "a bare array of 41 tools, at the array",
      input: tools(41),
      errors: [
        {
          message:
            "This server lists 41 tools (more than 40); models choose worse among many tools, and clients cap how many they pass on. Merge overlapping tools or split the server by task.",
          pointer: "",
        },
      ],
    },
    {
      name: "41 tools over two pages, at the first page's tools",
      input: [{ tools: tools(30), nextCursor: "2" }, { tools: tools(11) }],
      errors: [
        {
          message:
            "This server lists 41 tools (more than 40); models choose worse among many tools, and clients cap how many they pass on. Merge overlapping tools or split the server by task.",
          pointer: "/0/tools",
        },
      ],
    },
    {
      name: "a JSON-RPC response of 41 tools, at its result's tools",
      input: { jsonrpc: "2.0", id: 1, result: { tools: tools(41) } },
      errors: [
        {
          message:
            "This server lists 41 tools (more than 40); models choose worse among many tools, and clients cap how many they pass on. Merge overlapping tools or split the server by task.",
          pointer: "/result/tools",
        },
      ],
    },
    {
      name: "21 tools with max: 20",
      input: { tools: tools(21) },
      options: { max: 20 },
      errors: [
        {
          message:
            "This server lists 21 tools (more than 20); models choose worse among many tools, and clients cap how many they pass on. Merge overlapping tools or split the server by task.",
          pointer: "/tools",
        },
      ],
    },
    {
      name: "the servers of one client config, together, at the last server",
      input: { tools: tools(30) },
      others: [{ tools: tools(11) }],
      clients: [{ name: "Cursor", inputs: [0, 1] }],
      errors: [
        {
          message:
            "The 2 servers of Cursor list 41 tools together (more than 40); the model sees all of them at once. Disable servers or tools this client does not need.",
          pointer: "",
          line: 1,
          column: 1,
          inputIndex: 1,
        },
      ],
    },
  ],
});
