import pc from "picocolors";
import { ALL_RULES } from "../rules/_registry.js";
import { docsUrl } from "../engine/rule.js";
import type { CliIo } from "../cli/io.js";

/** `mcp-tool-lint rules`: every rule with its category, default severity and one line. */
export function runRulesCommand(args: { json: boolean; color: boolean | undefined }, io: CliIo): number {
  const rules = [...ALL_RULES].sort((a, b) => a.meta.category.localeCompare(b.meta.category) || a.meta.id.localeCompare(b.meta.id));
  if (args.json) {
    const rows = rules.map(({ meta }) => ({
      id: meta.id,
      category: meta.category,
      severity: meta.severity,
      ...(meta.targets ? { targets: meta.targets } : {}),
      description: meta.description,
      docs: docsUrl(meta.id),
    }));
    io.stdout.write(`${JSON.stringify(rows, null, 2)}\n`);
    return 0;
  }
  const force = io.env.FORCE_COLOR;
  const colors = pc.createColors(args.color ?? (force !== undefined ? force !== "0" && force !== "false" : io.stdout.isTTY === true && !io.env.NO_COLOR));
  const idWidth = Math.max(...rules.map((r) => r.meta.id.length));
  let category = "";
  for (const { meta } of rules) {
    if (meta.category !== category) {
      category = meta.category;
      io.stdout.write(`\n${colors.bold(category)}\n`);
    }
    const severity = meta.targets
      ? `off (${meta.severity} with --target ${meta.targets.join("|")})`
      : meta.needsBaseline
        ? `off (${meta.severity} with --baseline)`
        : meta.severity;
    io.stdout.write(`  ${meta.id.padEnd(idWidth)}  ${colors.dim(severity.padEnd(8))}  ${meta.description}\n`);
  }
  return 0;
}
