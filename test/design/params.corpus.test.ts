// The parameter and schema-shape design rules over every real tool list in corpus/real
// (87 servers, 610 tools). Each group of expected findings says why it is right.
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Rule } from "../../src/engine/rule.js";
import type { Finding } from "../../src/core/model/types.js";
import arrayItemsDefined from "../../src/rules/array-items-defined.js";
import paramDefault from "../../src/rules/param-default.js";
import paramDescription from "../../src/rules/param-description.js";
import paramEnum from "../../src/rules/param-enum.js";
import schemaClosed from "../../src/rules/schema-closed.js";
import schemaFlat from "../../src/rules/schema-flat.js";
import { lintRule } from "../helpers/lint-rule.js";

const CORPUS = new URL("../../corpus/real/", import.meta.url);
const FILES = readdirSync(CORPUS)
  .filter((f) => f.endsWith(".json"))
  .sort();
const inputs = new Map(FILES.map((file) => [file, JSON.parse(readFileSync(new URL(file, CORPUS), "utf8")) as unknown]));

/** Runs one rule over every corpus file (lintRule throws if the rule throws) and groups pointers by file. */
function pointersByFile(rule: Rule<any>, options?: object): Record<string, string[]> {
  const result: Record<string, string[]> = {};
  for (const [file, input] of inputs) {
    const findings: Finding[] = lintRule(rule, input, options ? { options } : {});
    if (findings.length > 0) result[file] = findings.map((f) => f.pointer);
  }
  return result;
}

function countsByFile(byFile: Record<string, string[]>): Record<string, number> {
  return Object.fromEntries(Object.entries(byFile).map(([file, pointers]) => [file, pointers.length]));
}

const P = (tool: number, path: string) => `/tools/${tool}/inputSchema${path}`;

describe("parameter and schema-shape rules on the real corpus", () => {
  it("reads all 87 files", () => {
    expect(FILES).toHaveLength(87);
  });

  it("param-enum: only values listed as the allowed set, never examples", () => {
    expect(pointersByFile(paramEnum)).toEqual({
      // Real defect: "Time interval (m5, m15, m30, h1, h2, h6, h12, d1)", a bracketed closed set after a
      // phrase that names the choice, with no enum.
      "mcp-crypto-price.json": [P(2, "/properties/interval")],
      // Real defects: "Valid periods: …", "Valid intervals: …", "Valid freqencies: …" in prose,
      // with no enum, so a model can send "1week"; the freq list even carries a typo ("trainling").
      "mcp-yahoo-finance.json": [P(3, "/properties/period"), P(3, "/properties/interval"), P(5, "/properties/freq"), P(6, "/properties/freq")],
      // Real defect: 'It can be "ON_HOLD", "SHIPPED", "DELIVERED", or "CANCELLED".' with no enum.
      "paypal__mcp.PARTIAL.json": [P(3, "/properties/status")],
    });
    // Unchanged (5) by the judged-sample fixes (own/sibling parameter names, format examples,
    // special values beside an ID, per-type case lists, path and model/version parameters):
    // those removed 60 of 124 findings on corpus/captured and none here.
    // Quiet by design: antv's "such as 'A', 'B', or 'C'" (examples), biomcp's "either a PubMed ID
    // (e.g. …) or DOI", context7's "in the format '/org/project' or '/org/project/version'",
    // antv's "must be one of China, province, city…" (prose, not codes), github's "either
    // position or line" on an array of objects, and the lists whose schema has an enum.
  });

  it("param-default: every default stated in prose is missing from the schema", () => {
    expect(pointersByFile(paramDefault)).toEqual({
      // Real defects, all of one kind: "(default: 1280)", "Defaults to chromium", "(default: false)"
      // in the description, no `default` in the schema, so clients cannot show or apply it.
      "executeautomation__playwright-mcp-server.json": [
        P(0, "/properties/options/properties/testNamePrefix"),
        ...["browserType", "width", "height", "headless"].map((p) => P(4, `/properties/${p}`)),
        ...["width", "height", "storeBase64", "fullPage", "savePng"].map((p) => P(5, `/properties/${p}`)),
        P(14, "/properties/clear"),
        ...["removeScripts", "removeComments", "removeStyles", "removeMeta", "cleanHtml", "minify", "maxLength"].map((p) => P(25, `/properties/${p}`)),
        P(30, "/properties/filename"),
      ],
      // Real defects: "Default is 10", "Default is 'desc'", "Default is 'USER'" (at depth 4) without `default`.
      "macrat__mcp-server-kintone.json": [
        P(0, "/properties/offset"),
        P(0, "/properties/limit"),
        P(3, "/properties/limit"),
        P(3, "/properties/offset"),
        P(7, "/properties/base64"),
        P(8, "/properties/limit"),
        P(8, "/properties/offset"),
        P(8, "/properties/order"),
        P(9, "/properties/comment/properties/mentions/items/properties/type"),
      ],
      "mcp-maven-deps.json": [P(2, "/properties/depth")], // real: "(default: 15)"
      "mcp-painter.json": [P(1, "/properties/color/properties/a")], // real: "(0-255, optional, default 255)"
      "mcp-simple-arxiv.json": [P(0, "/properties/max_results")], // real: "(default: 10)"
      // Real: 'Defaults to "1mo"' and the like; `limit` says "Default value 12" but is typed string.
      "mcp-yahoo-finance.json": [
        P(3, "/properties/period"),
        P(3, "/properties/interval"),
        P(5, "/properties/freq"),
        P(6, "/properties/freq"),
        P(7, "/properties/limit"),
      ],
      "modelcontextprotocol__server-github.json": [P(1, "/properties/page"), P(1, "/properties/perPage")], // real: "(default: 1)", "(default: 30, max: 100)"
      // Real: "Default false.", "(default: 800)"; launchOptions' "Default null." is not a value and stays quiet.
      "modelcontextprotocol__server-puppeteer.json": [
        P(0, "/properties/allowDangerous"),
        P(1, "/properties/width"),
        P(1, "/properties/height"),
        P(1, "/properties/encoded"),
      ],
      "nekzus__mcp-server.json": [P(11, "/properties/limit")], // real: "(default: 10)"
      "upstash__context7-mcp.json": [P(1, "/properties/tokens")], // real: "(default: 10000)"
      // Real, stated only in the tool's description: "- wait_for_prompt: Auto-wait for response (default: true)".
      "wonderwhy-er__desktop-commander.json": [P(14, "/properties/wait_for_prompt")],
    });
    // Quiet by design: antv, brave, slack and others declare the same default they state (no
    // mismatch anywhere in the corpus); phrases such as "defaults to the repository's default
    // branch", "Default is all fields", "(0 for default of 100)", "Default maximum width is now
    // 512px" and "(default: user's Downloads folder)" name no literal value.
  });

  it("param-description: every parameter without one, at every depth, or described only by its name (186 findings)", () => {
    // 185 -> 186 (recall7): an optional lone id on a server that declares `required` elsewhere says nothing of what
    // leaving it out means (office-powerpoint `get_presentation_info`'s `presentation_id`, default null: which presentation?).
    // 187 -> 185: a number named as a coordinate says what it holds (server-google-maps `location.latitude`/`longitude`).
    // 188 -> 187: a tool's only parameter its sentence names is not reported (server-postgres `sql` on "Run a read-only SQL query").
    // 196 -> 189: the restating descriptions of a tool join its one finding (kazuph, office-powerpoint, paypal), and a tool's
    // only parameter that the tool already explains is not reported (music-analysis `download_from_url`'s `url`).
    // 189 -> 188: an undescribed enum of several values is named by its choices (mcp-trends-hub).
    // 257 -> 196: parameters the tool's description documents docstring-style ("Args:\n  move_san: …",
    // Python FastMCP servers: mcp-chess, okppt, kospi) are read there by the model and not reported.
    // 835 parameters -> 257 findings: the parameters with no description are named in one
    // finding per tool (said once, where it matters), not one finding each.
    // 858 -> 835: container objects whose fields carry descriptions (antv chart data, github
    // nested objects), fixed discriminators (`const`) and unused `$defs` are no longer reported;
    // 2 descriptions that only restate the name are: paypal note_to_payer "A note to the payer.",
    // web3-research tokenName "Token name".
    // Real defects: the model sees only the name. Most come from Python servers whose SDK turns
    // a bare type hint into `{"title": "Limit", "type": "integer"}` (office-powerpoint, office-word,
    // basic-memory, osm, okppt…) and from nested fields of chart data (antv `data[].category`).
    // Parameters described through a local `$ref` (antv) or a nullable `anyOf` member stay quiet.
    expect(countsByFile(pointersByFile(paramDescription))).toEqual({
      "antv__mcp-server-chart.json": 16,
      "arxiv-mcp-server.json": 1,
      "basic-memory.json": 15,
      "bharathvaj__whois-mcp.json": 4,
      "biomcp-python.json": 2,
      "cablate__mcp-doc-forge.json": 1,
      "docker-mcp.json": 3,
      "executeautomation__playwright-mcp-server.json": 1,
      "investor-agent.json": 9,
      "jzone-mcp__antd-components-mcp.json": 3,
      "kazuph__mcp-taskmanager.json": 6,
      "macrat__mcp-server-kintone.json": 2,
      "mcp-deepwiki.json": 1,
      "mcp-music-analysis.json": 5,
      "mcp-server-calculator.json": 1,
      "mcp-server-git.json": 12,
      "mcp-server-okppt.json": 5,
      "mcp-text-editor.json": 1,
      "mcp-trends-hub.json": 5,
      "metatag-genie.json": 1,
      "modelcontextprotocol__server-filesystem.json": 11,
      "modelcontextprotocol__server-github.json": 10,
      "office-powerpoint-mcp-server.json": 20,
      "office-word-mcp-server.json": 24,
      "paypal__mcp.PARTIAL.json": 2,
      "rtuin__mcp-mermaid-validator.json": 1,
      "web3-research-mcp.json": 1,
      "wikipedia-mcp.json": 9,
      "wonderwhy-er__desktop-commander.json": 14,
    });
  });

  it("schema-flat: objects whose fields sit three object levels deep", () => {
    expect(pointersByFile(schemaFlat)).toEqual({
      // Right by the rule's threshold: chart data with styled or recursive children
      // (`data.children[].children`), one finding per root parameter (`data.nodes[]`, not again `data.edges[]`).
      "antv__mcp-server-chart.json": [
        P(4, "/properties/data/properties/style/properties"),
        P(6, "/properties/data/properties/children/items/properties"),
        P(7, "/properties/data/properties/nodes/items/properties"),
        P(12, "/properties/data/properties/children/items/properties"),
        P(13, "/properties/data/properties/nodes/items/properties"),
        P(14, "/properties/data/properties/children/items/properties"),
      ],
      // Right: kintone's record map nests field values three levels down (four counting the map); one finding per
      // root parameter.
      // `comment.mentions[]` ({code, type}: two scalars) is left alone since small objects are
      // (fix-schema: 5 -> 4).
      "macrat__mcp-server-kintone.json": [
        P(2, "/properties/record/additionalProperties/properties/value/anyOf/2/items/properties"),
        P(4, "/properties/record/additionalProperties/properties/value/anyOf/2/items/properties"),
      ],
      // Right: `files[].patches[].line_start`; `files[].ranges[]` ({start, end}) is a small
      // object models fill reliably (fix-schema: 2 -> 1).
      "mcp-text-editor.json": [P(1, "/properties/files/items/properties/patches/items/properties")],
      // Right by the threshold, though these mirror PayPal's REST bodies: `primary_recipients[]`
      // only wraps `billing_info` (the message says to remove that wrapper), and
      // `pricing_scheme` nests money objects. The two-scalar objects (`invoicer.name`
      // {given_name, surname}, money `{currency_code, value}`, `frequency`) are left alone
      // since small objects are (fix-schema: 7 -> 2).
      "paypal__mcp.PARTIAL.json": [
        P(0, "/properties/primary_recipients/items/properties/billing_info/properties"),
        P(2, "/properties/billing_cycles/items/properties/pricing_scheme/properties"),
      ],
    });
  });

  it("schema-closed: tools without parameters that do not declare additionalProperties: false", () => {
    // Real, against the spec's recommended form: each is `{"type": "object"}` or `{"type":
    // "object", "properties": {}}`, which accepts any object. The corpus's other 26 tools
    // without parameters declare `additionalProperties: false` and stay quiet.
    expect(pointersByFile(schemaClosed)).toEqual({
      "arxiv-mcp-server.json": [P(2, "")],
      "docker-mcp.json": [P(3, "")],
      "executeautomation__playwright-mcp-server.json": [P(15, ""), P(24, ""), P(26, ""), P(27, "")],
      "hugeicons__mcp-server.json": [P(0, "")],
      "jzone-mcp__antd-components-mcp.json": [P(3, "")],
      "kazuph__mcp-taskmanager.json": [P(6, "")],
      "kospi_kosdaq_stock_server.json": [P(0, "")],
      "mcp-chess.json": [P(0, ""), P(1, ""), P(2, "")],
      "mcp-painter.json": [P(2, ""), P(3, "")],
      "mcp-server-sqlite.json": [P(3, "")],
      "mcp-simple-arxiv.json": [P(3, "")],
      "modelcontextprotocol__server-filesystem.json": [P(11, "")],
      "modelcontextprotocol__server-memory.json": [P(6, "")],
      "office-powerpoint-mcp-server.json": [P(20, ""), P(32, ""), P(34, "")],
      "opgg-mcp.json": [P(9, ""), P(11, ""), P(16, ""), P(17, "")],
      "shadcn-ui-mcp-server.json": [P(0, "")],
    });
  });

  it("schema-closed with `all` (strict): every open object, without throwing", () => {
    // Expected to be loud: most servers leave objects open. Strict opts into this.
    const total = Object.values(pointersByFile(schemaClosed, { all: true })).reduce((n, p) => n + p.length, 0);
    expect(total).toBe(520);
  });

  it("array-items-defined: all 181 array schemas in the corpus declare items", () => {
    expect(pointersByFile(arrayItemsDefined)).toEqual({});
  });
});
