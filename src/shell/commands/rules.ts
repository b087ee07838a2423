import pc from "picocolors";
import { ALL_RULES } from "../../rules/_registry.js";
import { docsUrl } from "../../engine/rule.js";
import type { CliIo } from "../cli/io.js";
import { type ProfileStaleness, staleProfiles } from "../../helpers/compat/staleness.js";

/** Today, or the date SOURCE_DATE_EPOCH (seconds) fixes for a reproducible run. */
function today(env: NodeJS.ProcessEnv): Date {
  const epoch = Number(env.SOURCE_DATE_EPOCH);
  return env.SOURCE_DATE_EPOCH !== undefined && Number.isFinite(epoch) ? new Date(epoch * 1000) : new Date();
}

/** `mcp-tool-lint rules`: every rule with its category, default severity and one line; stale compatibility profiles marked. */
export function runRulesCommand(args: { json: boolean; color: boolean | undefined }, io: CliIo): number {
  const rules = [...ALL_RULES].sort((a, b) => a.meta.category.localeCompare(b.meta.category) || a.meta.id.localeCompare(b.meta.id));
  const stale = new Map<string, ProfileStaleness>(staleProfiles(today(io.env)).map((status) => [status.target, status]));
  const staleOf = (targets: readonly string[] | undefined): ProfileStaleness[] => (targets ?? []).flatMap((target) => stale.get(target) ?? []);
  if (args.json) {
    const rows = rules.map(({ meta }) => {
      const old = staleOf(meta.targets);
      return {
        id: meta.id,
        category: meta.category,
        severity: meta.severity,
        ...(meta.targets ? { targets: meta.targets } : {}),
        ...(old.length > 0 ? { staleProfiles: old.map((s) => ({ target: s.target, checked: s.oldestCheck, ageDays: s.ageDays })) } : {}),
        description: meta.description,
        docs: docsUrl(meta.id),
      };
    });
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
    for (const s of staleOf(meta.targets)) {
      const note = `stale: the ${s.target} profile was last checked ${s.oldestCheck} (${s.ageDays} days ago); its limits may have changed`;
      io.stdout.write(`  ${" ".repeat(idWidth)}  ${colors.yellow(note)}\n`);
    }
  }
  return 0;
}
