// Runs the compat and cost rules over every real tool list in corpus/real, with every
// target chosen, and pins the findings per rule, constraint and file, as judged below.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { InputInfo, Rule } from "../../src/engine/rule.js";
import { prepareRules, runRules, type EngineInput, type EngineOptions } from "../../src/engine/run.js";
import type { Finding } from "../../src/core/model/types.js";
import { TARGETS } from "../../src/helpers/compat/profile.js";
import { toList } from "../helpers/lint-rule.js";
import compatOpenai from "../../src/rules/compat-openai.js";
import compatOpenaiStrict from "../../src/rules/compat-openai-strict.js";
import compatAnthropic from "../../src/rules/compat-anthropic.js";
import compatGemini from "../../src/rules/compat-gemini.js";
import compatClients from "../../src/rules/compat-clients.js";
import contextBudget from "../../src/rules/context-budget.js";

const RULES: Array<Rule<any>> = [compatOpenai, compatOpenaiStrict, compatAnthropic, compatGemini, compatClients, contextBudget];
const corpus = new URL("../../corpus/real/", import.meta.url);
const files = readdirSync(corpus)
  .filter((f) => f.endsWith(".json"))
  .sort();

/**
 * How a user would name the server in a client config: the file's name without the owner
 * prefix and the corpus's annotations (`modelcontextprotocol__server-github.json` becomes
 * `server-github`). The rules take a file's base name as the server's name when the list
 * records none, and the corpus's `owner__repo` names are longer than any config key.
 */
function configKey(file: string): Pick<InputInfo, "name" | "kind"> {
  const name = file
    .replace(/\.json$/, "")
    .replace(/\.(PARTIAL|legacy-reference|mcptoolbenchpp)$/, "")
    .replace(/^.*__/, "");
  return { name: `${name}.json`, kind: "file" };
}

/** Lints the files together as one run (one client), with the rules' default options. */
async function lint(names: string[], targets: readonly string[] = TARGETS, naming = configKey): Promise<{ findings: Finding[]; failures: string[] }> {
  const inputs: EngineInput[] = names.map((file, index) => ({
    info: { index, ...naming(file) },
    list: toList(JSON.parse(readFileSync(new URL(file, corpus), "utf8"))),
  }));
  const options: EngineOptions = {
    rules: RULES.map((rule) => ({ rule, severity: "error", options: rule.meta.defaultOptions })),
    targets,
  };
  const prepared = await prepareRules(inputs, options);
  return runRules(inputs, { ...options, prepared });
}

/** `rule target/constraint` (or the rule id) → file → count. */
function tally(findings: Finding[], names: string[]): Record<string, Record<string, number>> {
  const out: Record<string, Record<string, number>> = {};
  for (const f of findings) {
    const key = f.data?.target === undefined ? f.ruleId : `${f.ruleId} ${String(f.data.target)}/${String(f.data.constraint)}`;
    const row = (out[key] ??= {});
    const file = names[f.inputIndex]!;
    row[file] = (row[file] ?? 0) + 1;
  }
  return out;
}

const EXPECTED: Record<string, Record<string, number>> = {
  // Real for strict mode: almost no server closes its objects or requires every property, so
  // OpenAI would refuse these tools with `strict: true` unless the client rewrites the schema
  // (optional fields as null unions, `additionalProperties: false`). Servers rarely aim at
  // strict mode; the findings say what a strict client must change.
  "compat-openai-strict openai-strict/all-required": {
    "12306-mcp.json": 10,
    "antv__mcp-server-chart.json": 152,
    "arxiv-mcp-server.json": 5,
    "basic-memory.json": 45,
    "bazi-mcp.json": 6,
    "bing-cn-mcp.json": 1,
    "biomcp-python.json": 70,
    "cablate__mcp-doc-forge.json": 3,
    "devabdultech__hn-mcp-server.json": 5,
    "docker-mcp.json": 3,
    "duckduckgo-mcp-server.json": 2,
    "executeautomation__playwright-mcp-server.json": 39,
    "howtocook-mcp.json": 3,
    "investor-agent.json": 19,
    "karashiiro__exchange-rate-mcp.json": 1,
    "kazuph__mcp-taskmanager.json": 4,
    "kospi_kosdaq_stock_server.json": 1,
    "macrat__mcp-server-kintone.json": 23,
    "mcp-chess.json": 1,
    "mcp-crypto-price.json": 2,
    "mcp-deepwiki.json": 3,
    "mcp-github-trending.json": 6,
    "mcp-image-extractor.json": 10,
    "mcp-maven-deps.json": 4,
    "mcp-music-analysis.json": 15,
    "mcp-painter.json": 1,
    "mcp-server-fetch.json": 3,
    "mcp-server-git.json": 7,
    "mcp-server-okppt.json": 25,
    "mcp-simple-arxiv.json": 2,
    "mcp-text-editor.json": 6,
    "mcp-trends-hub.json": 19,
    "mcp-weather-free.json": 8,
    "mcp-yahoo-finance.json": 5,
    "mcpfun__mcp-server-leetcode.json": 5,
    "melaodoidao__datagov-mcp-server.json": 10,
    "metatag-genie.json": 5,
    "metmuseum-mcp.json": 4,
    "modelcontextprotocol__server-aws-kb-retrieval.json": 1,
    "modelcontextprotocol__server-brave-search.json": 3,
    "modelcontextprotocol__server-everart.json": 2,
    "modelcontextprotocol__server-filesystem.json": 5,
    "modelcontextprotocol__server-github.json": 56,
    "modelcontextprotocol__server-google-maps.json": 6,
    "modelcontextprotocol__server-postgres.json": 1,
    "modelcontextprotocol__server-puppeteer.json": 6,
    "modelcontextprotocol__server-redis.json": 2,
    "modelcontextprotocol__server-sequential-thinking.json": 5,
    "modelcontextprotocol__server-slack.json": 5,
    "negokaz__excel-mcp-server.json": 4,
    "nekzus__mcp-server.json": 2,
    "office-powerpoint-mcp-server.json": 142,
    "office-word-mcp-server.json": 30,
    "openbnb__mcp-server-airbnb.json": 18,
    "opgg-mcp.json": 3,
    "osm-mcp-server.json": 17,
    "paypal__mcp.PARTIAL.json": 56,
    "random-number-mcp.json": 5,
    "sitemap-mcp-server.json": 7,
    "sylphlab__pdf-reader-mcp.json": 6,
    "tavily-mcp.json": 32,
    "tokenizin__mcp-npx-fetch.json": 4,
    "upstash__context7-mcp.json": 2,
    "web3-research-mcp.json": 2,
    "wikipedia-mcp.json": 6,
    "wonderwhy-er__desktop-commander.json": 17,
    "yfmcp.json": 3,
  },
  "compat-openai-strict openai-strict/additional-properties": {
    "antv__mcp-server-chart.json": 57,
    "arxiv-mcp-server.json": 4,
    "basic-memory.json": 21,
    "biomcp-python.json": 14,
    "cablate__mcp-doc-forge.json": 17,
    "devabdultech__hn-mcp-server.json": 9,
    "docker-mcp.json": 6,
    "duckduckgo-mcp-server.json": 1,
    "executeautomation__playwright-mcp-server.json": 35,
    "finance-agent-mcp-server.json": 1,
    "google-search-mcp.mcptoolbenchpp.json": 1,
    "hugeicons__mcp-server.json": 3,
    "investor-agent.json": 9,
    "jzone-mcp__antd-components-mcp.json": 1,
    "kazuph__mcp-taskmanager.json": 12,
    "kimtaeyoon83__mcp-server-youtube-transcript.json": 1,
    "kospi_kosdaq_stock_server.json": 5,
    "macrat__mcp-server-kintone.json": 28,
    "mcp-chess.json": 6,
    "mcp-crypto-price.json": 3,
    "mcp-github-trending.json": 2,
    "mcp-maven-deps.json": 3,
    "mcp-music-analysis.json": 8,
    "mcp-painter.json": 5,
    "mcp-server-calculator.json": 1,
    "mcp-server-fetch.json": 1,
    "mcp-server-git.json": 13,
    "mcp-server-okppt.json": 14,
    "mcp-server-sentry.legacy-reference.json": 1,
    "mcp-server-sqlite.json": 6,
    "mcp-server-time.json": 2,
    "mcp-simple-arxiv.json": 4,
    "mcp-text-editor.json": 6,
    "mcp-weather-free.json": 2,
    "mcp-yahoo-finance.json": 10,
    "melaodoidao__datagov-mcp-server.json": 4,
    "mindmap-mcp-server.json": 1,
    "modelcontextprotocol__server-aws-kb-retrieval.json": 1,
    "modelcontextprotocol__server-brave-search.json": 2,
    "modelcontextprotocol__server-everart.json": 1,
    "modelcontextprotocol__server-filesystem.json": 1,
    "modelcontextprotocol__server-gdrive.json": 1,
    "modelcontextprotocol__server-google-maps.json": 9,
    "modelcontextprotocol__server-memory.json": 14,
    "modelcontextprotocol__server-postgres.json": 1,
    "modelcontextprotocol__server-puppeteer.json": 8,
    "modelcontextprotocol__server-redis.json": 4,
    "modelcontextprotocol__server-sequential-thinking.json": 1,
    "modelcontextprotocol__server-slack.json": 8,
    "negokaz__excel-mcp-server.json": 5,
    "npm-search-mcp-server.json": 1,
    "office-powerpoint-mcp-server.json": 44,
    "office-word-mcp-server.json": 24,
    "openbnb__mcp-server-airbnb.json": 2,
    "opgg-mcp.json": 22,
    "osm-mcp-server.json": 13,
    "paypal__mcp.PARTIAL.json": 7,
    "random-number-mcp.json": 7,
    "shadcn-ui-mcp-server.json": 4,
    "sitemap-mcp-server.json": 4,
    "tavily-mcp.json": 4,
    "tokenizin__mcp-npx-fetch.json": 8,
    "wikipedia-mcp.json": 9,
    "wuwa-mcp-server.json": 3,
    "yfmcp.json": 5,
    "ygocdb-mcp-server.json": 3,
  },
  // Real for strict mode: `not` inside an `anyOf` branch (antv binNumber, paypal notes) and a
  // `oneOf` (redis key) are outside the supported subset.
  "compat-openai-strict openai-strict/unsupported-keywords": { "antv__mcp-server-chart.json": 1, "paypal__mcp.PARTIAL.json": 1 },
  "compat-openai-strict openai-strict/one-of": { "modelcontextprotocol__server-redis.json": 1 },
  // Real for Gemini's `parameters`: 193 root `$schema` and 210 `additionalProperties` (the
  // zod-to-json-schema and pydantic defaults), 51 `const`, 6 `$ref`, 2 `not`, 2
  // `exclusiveMinimum`, 1 `exclusiveMaximum`, 1 `oneOf`; each makes Gemini answer "Unknown name
  // … Cannot find field". Clients that send `parametersJsonSchema` instead avoid them.
  "compat-gemini gemini/schema-fields": {
    "12306-mcp.json": 16,
    "antv__mcp-server-chart.json": 32,
    "asset-price-mcp.json": 2,
    "basic-memory.json": 2,
    "bazi-mcp.json": 10,
    "bharathvaj__whois-mcp.json": 8,
    "bing-cn-mcp.json": 4,
    "docker-mcp.json": 2,
    "executeautomation__playwright-mcp-server.json": 1,
    "howtocook-mcp.json": 10,
    "jzone-mcp__antd-components-mcp.json": 6,
    "karashiiro__exchange-rate-mcp.json": 2,
    "macrat__mcp-server-kintone.json": 2,
    "magicuidesign__mcp.json": 16,
    "mcp-deepwiki.json": 2,
    "mcp-image-extractor.json": 6,
    "mcp-server-fetch.json": 2,
    "mcp-trends-hub.json": 93,
    "mcpfun__mcp-server-leetcode.json": 14,
    "metatag-genie.json": 3,
    "metmuseum-mcp.json": 6,
    "modelcontextprotocol__server-filesystem.json": 23,
    "modelcontextprotocol__server-github.json": 55,
    "modelcontextprotocol__server-redis.json": 1,
    "nekzus__mcp-server.json": 38,
    "office-powerpoint-mcp-server.json": 8,
    "osm-mcp-server.json": 1,
    "paypal__mcp.PARTIAL.json": 32,
    "rtuin__mcp-mermaid-validator.json": 2,
    "sylphlab__pdf-reader-mcp.json": 3,
    "upstash__context7-mcp.json": 4,
    "web3-research-mcp.json": 18,
    "wonderwhy-er__desktop-commander.json": 42,
  },
  // Real: `["integer", "null"]` type arrays in mcp-text-editor's ranges and patches.
  "compat-gemini gemini/single-type": { "mcp-text-editor.json": 2 },
  // Real: descriptions over 1024 characters (up to 3866 in desktop-commander); OpenAI answers
  // `string_above_max_length`, as reported upstream for sentry-mcp and others.
  "compat-openai openai/description-length": {
    "biomcp-python.json": 4,
    "finance-agent-mcp-server.json": 1,
    "kazuph__mcp-taskmanager.json": 1,
    "modelcontextprotocol__server-sequential-thinking.json": 1,
    "osm-mcp-server.json": 4,
    "upstash__context7-mcp.json": 1,
    "wonderwhy-er__desktop-commander.json": 10,
  },
  // Real: the same descriptions past 2048 characters lose their end in Claude Code.
  "compat-clients claude-code/description-length": {
    "biomcp-python.json": 3,
    "modelcontextprotocol__server-sequential-thinking.json": 1,
    "wonderwhy-er__desktop-commander.json": 5,
  },
  // Real for the server named after its package, `office-powerpoint-mcp-server` (28
  // characters): `create_presentation_from_template(s)` push the combined name past Cursor's 59
  // and Claude Code's 64; a shorter config key avoids it.
  "compat-clients cursor/name-length": { "office-powerpoint-mcp-server.json": 2 },
  "compat-clients claude-code/prefixed-name-length": { "office-powerpoint-mcp-server.json": 2 },
  // Real, counted exactly (the tokenizer loads for these files): antv generate_district_map
  // (1138 tokens), biomcp search (1559, a manual in the description), opgg champion tools
  // (1062 and 1753, enums of every champion), tavily-search (1079).
  "context-budget": { "antv__mcp-server-chart.json": 1, "biomcp-python.json": 1, "opgg-mcp.json": 2, "tavily-mcp.json": 1 },
};

describe("compat and cost rules on the malicious corpus", () => {
  const malicious = new URL("../../corpus/malicious/", import.meta.url);
  it.each(readdirSync(malicious).filter((f) => f.endsWith(".json") && f !== "LABELS.json"))("never throw on %s", async (file) => {
    const inputs: EngineInput[] = [{ info: { index: 0, name: file, kind: "file" }, list: toList(JSON.parse(readFileSync(new URL(file, malicious), "utf8"))) }];
    const options: EngineOptions = {
      rules: RULES.map((rule) => ({ rule, severity: "error", options: rule.meta.defaultOptions })),
      targets: TARGETS,
      settings: { tokens: true },
    };
    const result = runRules(inputs, { ...options, prepared: await prepareRules(inputs, options) });
    expect(result.failures).toEqual([]);
  });
});

describe("compat and cost rules on the real corpus", () => {
  it("report what was judged, file by file, and never throw", async () => {
    const seen: Record<string, Record<string, number>> = {};
    for (const file of files) {
      const { findings, failures } = await lint([file]);
      expect(failures).toEqual([]);
      for (const [key, row] of Object.entries(tally(findings, [file]))) Object.assign((seen[key] ??= {}), row);
    }
    expect(seen).toEqual(EXPECTED);
  });

  it("are quiet on every file without targets, apart from context-budget", async () => {
    const { findings } = await lint(files, []);
    expect(new Set(findings.map((f) => f.ruleId))).toEqual(new Set(["context-budget"]));
  });

  // The 610 tools of the 87 servers as one client's union: every count limit is crossed once, at
  // the first tool past it; no two servers' tools collide under Claude Code's prefixed names.
  it("apply the client limits to the union of all servers", async () => {
    const { findings } = await lint(files, ["openai", "cursor", "vscode", "windsurf", "claude-code"]);
    const union = findings
      .filter((f) => f.data?.constraint === "tool-count" || f.data?.constraint === "name-collision")
      .map((f) => [f.data?.target, files[f.inputIndex], f.pointer, f.tool]);
    expect(union).toEqual([
      ["openai", "executeautomation__playwright-mcp-server.json", "/tools/16", "playwright_get"],
      ["cursor", "biomcp-python.json", "/tools/12", "variant_getter"],
      ["vscode", "executeautomation__playwright-mcp-server.json", "/tools/16", "playwright_get"],
      ["windsurf", "devabdultech__hn-mcp-server.json", "/tools/2", "getStoryWithComments"],
    ]);
    expect(findings.find((f) => f.data?.target === "cursor" && f.data?.constraint === "tool-count")!.message).toContain(
      "610 tools across the 87 servers in this run (at most 80)",
    );
  });

  // Upstream executeautomation/mcp-playwright#145: under the server name Cursor gave it, its
  // prefixed tool names passed 60 characters and Cursor filtered them out.
  it("find the playwright names Cursor filtered under the server's long name", async () => {
    const named = () => ({ name: "github.com/executeautomation/mcp-playwright", kind: "server" as const });
    const { findings } = await lint(["executeautomation__playwright-mcp-server.json"], ["cursor"], named);
    // 43 characters of server name leave 16 for the tool: 23 of the 32 names are longer.
    expect(findings).toHaveLength(23);
    expect(findings.every((f) => f.data?.constraint === "name-length")).toBe(true);
    expect(findings[0]!.message).toMatch(
      /^Cursor will filter this tool out: server name `github\.com\/executeautomation\/mcp-playwright` and tool name `\w+` are \d+ characters together \(at most 59\)/,
    );
  });
});
