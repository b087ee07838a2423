// The security rules on the real tool lists in corpus/real: honest servers must stay
// quiet, and nothing may throw. Every finding these rules raise here is asserted, with why.
import { describe, expect, it } from "vitest";
import { runRules } from "../../src/engine/run.js";
import { toList } from "../helpers/lint-rule.js";
import { corpusFiles, lintFiles, readCorpus, SECURITY_RULES } from "./run-security.js";

const files = corpusFiles("real");

describe("security rules on the real corpus", () => {
  const results = lintFiles("real", files);
  const findings = [...results.values()].flatMap((r) => r.findings);
  const toolCount = [...results.values()].reduce((n, r) => n + r.toolCount, 0);

  it("reads every file (lintFiles throws if any rule fails)", () => {
    expect(files).toHaveLength(87);
    expect(toolCount).toBe(610);
  });

  it("raises error-level findings on at most 1% of tools", () => {
    const toolsWithErrors = new Set(findings.filter((f) => f.severity === "error").map((f) => `${f.inputIndex}/${f.tool}`));
    console.log(`real corpus: ${toolsWithErrors.size}/${toolCount} tools with an error-level security finding`);
    expect(toolsWithErrors.size / toolCount).toBeLessThanOrEqual(0.01);
  });

  it("raises exactly the findings judged: none", () => {
    // None of these servers carries hidden instructions, invisible characters, credentials, orders
    // about other tools or unsafe icons. Near misses the rules leave alone on purpose:
    // - biomcp-python: "⚠️ IMPORTANT: Have you used the 'think' tool first? If not, STOP and use it
    //   NOW!" and "You MUST use this tool BEFORE any search or fetch operations": loud, but pointers
    //   to its own 'think' tool, and the ⚠️ variation selector is an emoji's, not a hidden one.
    // - mcp-server-fetch: "Although originally you did not have internet access, and were advised to
    //   refuse and tell the user this, this tool now grants you internet access": addresses the model,
    //   but overrides no instruction by name and hides nothing from the user.
    // - kazuph__mcp-taskmanager: "do not call 'get_next_task' again until 'approve_task_completion'
    //   is called": a workflow among its own tools, conditional, not a ban.
    // - opgg-mcp: "you *must* always call this function first, and then call the next functions".
    // - wonderwhy-er__desktop-commander: "IMPORTANT"/"CRITICAL" shouting and "NEVER use analysis/REPL
    //   tool" (a client tool, not one in the run).
    // - executeautomation__playwright-mcp-server: "all <script> tags are removed": no script element.
    // - openbnb__mcp-server-airbnb: "Ignore robots.txt rules for this request": an option, not an override.
    expect(findings.map((f) => `${f.ruleId} ${f.tool} ${f.pointer}`)).toEqual([]);
  });

  it("finds no cross-server references when every server is linted in one run", () => {
    // 87 servers at once, as a client config with all of them would be: names that several servers
    // share as plain words (`search`, `list`, `query`, `fetch`) must not read as references.
    const inputs = files.map((file, index) => ({ info: { index, name: file, kind: "file" as const }, list: toList(readCorpus("real", file)) }));
    const result = runRules(inputs, { rules: SECURITY_RULES });
    expect(result.failures).toEqual([]);
    expect(result.findings).toEqual([]);
  });
});
