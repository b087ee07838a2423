import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import type { Finding, Severity, ToolList } from "../../core/model/types.js";
import type { LintResult } from "../../core/model/result.js";
import { RULES_BY_ID } from "../../rules/_registry.js";
import { docsUrl } from "../../engine/rule.js";
import { splitAtTool } from "../../core/positions/pointer.js";
import { relativePath, sourcePath } from "./paths.js";
import type { FormatOptions } from "./types.js";

const LEVEL: Record<Severity, "error" | "warning" | "note"> = { error: "error", warning: "warning", info: "note" };
const SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json";

/** "tool-name-unique" → "ToolNameUnique": SARIF's readable rule name. */
function ruleName(id: string): string {
  return id.replace(/(^|-)([a-z0-9])/g, (_, _dash: string, letter: string) => letter.toUpperCase());
}

/**
 * A fingerprint that survives reformatting and reordering: rule + tool + the pointer below
 * the tool (never line numbers, never the tool's index in the list).
 */
function fingerprint(finding: Finding, result: LintResult): string {
  const list = result.lists.get(finding.inputIndex);
  const toolPointers = list ? toolPointersOf(list) : NO_POINTERS;
  const relative = splitAtTool(finding.pointer, toolPointers)?.[1] ?? finding.pointer;
  return createHash("sha256")
    .update(`${finding.ruleId}\0${finding.tool ?? ""}\0${relative}`)
    .digest("hex");
}

const NO_POINTERS: ReadonlySet<string> = new Set();
// Built once per list, not once per finding: per finding it made SARIF quadratic (20,000 tools: 31 s).
const pointerSets = new WeakMap<ToolList, ReadonlySet<string>>();
function toolPointersOf(list: ToolList): ReadonlySet<string> {
  let pointers = pointerSets.get(list);
  if (!pointers) pointerSets.set(list, (pointers = new Set(list.tools.map((t) => t.pointer))));
  return pointers;
}

/** SARIF 2.1.0 as GitHub code scanning ingests it. */
export async function formatSarif(result: LintResult, options: FormatOptions): Promise<string> {
  const { RULE_DOCS } = await import("../../rules/_generated-docs.js");
  const ruleIds = [...new Set(["parse-error", ...result.rules.map((r) => r.id), ...result.findings.map((f) => f.ruleId)])].sort();
  const severityOf = new Map(result.rules.map((r) => [r.id, r.severity] as const));
  const rules = ruleIds.map((id) => {
    const meta = RULES_BY_ID.get(id)?.meta;
    const docs = RULE_DOCS[id];
    const short = meta?.description ?? id;
    return {
      id,
      name: ruleName(id),
      shortDescription: { text: short },
      fullDescription: { text: docs?.why || short },
      help: { text: docs?.why || short, markdown: docs?.markdown ?? short },
      helpUri: docsUrl(id),
      defaultConfiguration: { level: LEVEL[severityOf.get(id) ?? (meta?.severity === "off" || !meta ? "warning" : meta.severity)] },
      properties: { category: meta?.category ?? "meta", tags: [meta?.category ?? "meta"] },
    };
  });
  const ruleIndex = new Map(ruleIds.map((id, i) => [id, i]));
  const root = options.root.endsWith("/") ? options.root : `${options.root}/`;

  // Once per file, not per finding (pathToFileURL and path.relative were a tenth of the format's time).
  const artifacts = new Map<string, { uri: string; uriBaseId?: string }>();
  const artifact = (uri: string): { uri: string; uriBaseId?: string } => {
    let location = artifacts.get(uri);
    if (location === undefined) artifacts.set(uri, (location = uri.startsWith("/") ? { uri: pathToFileURL(uri).href } : { uri, uriBaseId: "%SRCROOT%" }));
    return location;
  };
  const inputUris = new Map<number, string | undefined>();
  const inputUriOf = (index: number): string | undefined => {
    if (!inputUris.has(index)) inputUris.set(index, relativePath(result.inputs[index], options.root));
    return inputUris.get(index);
  };
  // Findings with no file at all (stdin, a server with no config entry or snapshot) cannot be
  // shown by code scanning, and a made-up file would be a lie: they are counted in a notification.
  const unanchored = new Map<string, number>();
  const results = result.findings.flatMap((finding) => {
    const anchorInput = result.inputs[finding.inputIndex];
    const inputUri = inputUriOf(finding.inputIndex);
    if (inputUri === undefined && !finding.source) {
      const name = anchorInput?.name ?? "stdin";
      unanchored.set(name, (unanchored.get(name) ?? 0) + 1);
      return [];
    }
    const inputLocation = inputUri === undefined ? undefined : { artifactLocation: artifact(inputUri), region: regionOf(finding) };
    // The source line that defines the tool is the primary location; the tool list's position is related.
    const physicalLocation = finding.source
      ? { artifactLocation: artifact(sourcePath(finding.source.path, options.root)), region: regionOf(finding.source) }
      : inputLocation!;
    const relatedLocations =
      finding.source && inputLocation && finding.line !== undefined
        ? [
            {
              id: 1,
              physicalLocation: inputLocation,
              message: {
                text: anchorInput?.kind === "config" || anchorInput?.kind === "server" ? "The server's entry in the config" : "The tool in the tool list",
              },
            },
          ]
        : undefined;
    return [
      {
        ruleId: finding.ruleId,
        ruleIndex: ruleIndex.get(finding.ruleId)!,
        level: LEVEL[finding.severity],
        message: { text: finding.message },
        locations: [
          {
            physicalLocation,
            logicalLocations: [
              {
                name: finding.tool ?? anchorInput?.name ?? "input",
                fullyQualifiedName: `${finding.tool ?? anchorInput?.name ?? "input"}#${finding.pointer}`,
                kind: finding.tool !== undefined ? "function" : "module",
              },
            ],
          },
        ],
        partialFingerprints: { "mcpToolLint/v1": fingerprint(finding, result) },
        ...(relatedLocations ? { relatedLocations } : {}),
        properties: { pointer: finding.pointer, ...(finding.tool !== undefined ? { tool: finding.tool } : {}) },
      },
    ];
  });
  const notifications = [
    ...result.problems.map((problem) => ({ level: "error", message: { text: problem } })),
    ...[...unanchored].map(([name, count]) => ({
      level: "warning",
      message: {
        text: `${count} finding${count === 1 ? "" : "s"} of ${name} left out: no file in the repository to show ${count === 1 ? "it" : "them"} on; name the server in the config's \`servers\` or write a --snapshot`,
      },
    })),
  ];

  const run = {
    tool: {
      driver: {
        name: "mcp-tool-lint",
        semanticVersion: options.version,
        version: options.version,
        informationUri: "https://github.com/mcp-tool-lint/mcp-tool-lint",
        rules,
      },
    },
    originalUriBaseIds: { "%SRCROOT%": { uri: pathToFileURL(root).href } },
    columnKind: "utf16CodeUnits",
    results,
    invocations: [
      {
        executionSuccessful: result.problems.length === 0,
        toolExecutionNotifications: notifications,
        // The protocol version each input was checked under, and why (docs/json-output.md, `protocol`).
        properties: {
          protocols: result.inputs.flatMap((input) =>
            input.protocol
              ? [
                  {
                    input: input.index,
                    name: input.name,
                    version: input.protocol.version ?? null,
                    versions: input.protocol.versions,
                    source: input.protocol.source,
                    evidence: input.protocol.evidence,
                  },
                ]
              : [],
          ),
        },
      },
    ],
    ...(options.category ? { automationDetails: { id: options.category.includes("/") ? options.category : `${options.category}/` } } : {}),
  };
  return `${JSON.stringify({ $schema: SARIF_SCHEMA, version: "2.1.0", runs: [run] }, null, 2)}\n`;
}

/** A SARIF region from 1-based positions (end exclusive); line 1 when the position is unknown. */
function regionOf(at: { line?: number; column?: number; endLine?: number; endColumn?: number }): {
  startLine: number;
  startColumn: number;
  endLine: number;
  endColumn: number;
} {
  const line = at.line ?? 1;
  const column = at.column ?? 1;
  return {
    startLine: line,
    startColumn: column,
    endLine: at.endLine ?? line,
    endColumn: Math.max(at.endColumn ?? column + 1, at.endLine !== undefined && at.endLine > line ? 1 : column + 1),
  };
}
