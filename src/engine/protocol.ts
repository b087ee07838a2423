// Decides the protocol version each input is checked under, and says why: `--protocol` or the
// config, then a live server's handshake, then a version recorded in the input, then one
// inferred from the fields it uses, else version-neutral (every version at once).
import { PROTOCOL_VERSIONS, describeVersions, type ProtocolResolution, type ProtocolVersion } from "../core/model/protocol.js";
import type { ToolList } from "../core/model/types.js";
import { inferProtocol, type VersionClue } from "../core/spec/protocol-evidence.js";

export interface ProtocolInput {
  readonly list: ToolList;
  readonly negotiatedProtocol?: ProtocolVersion;
  readonly negotiatedHow?: string;
}

const NEWEST = PROTOCOL_VERSIONS[PROTOCOL_VERSIONS.length - 1];

function span(clue: VersionClue): string {
  if (clue.until === NEWEST) return `${clue.since} and later`;
  return clue.since === clue.until ? `only in ${clue.since}` : `${clue.since} to ${clue.until}`;
}

const at = (clue: VersionClue): string => `\`${clue.field}\` at ${clue.pointer || "/"} (${span(clue)})`;
const names = (clues: readonly VersionClue[]): string => clues.map((clue) => `\`${clue.field}\``).join(" and ");

function exactly(version: ProtocolVersion, source: ProtocolResolution["source"], evidence: string, reason: string): ProtocolResolution {
  return { version, versions: [version], source, evidence, reason };
}

export function resolveProtocol(input: ProtocolInput, override: ProtocolVersion | undefined, overrideSource: "flag" | "config" = "flag"): ProtocolResolution {
  if (override) {
    return overrideSource === "flag"
      ? exactly(override, "flag", "set by --protocol", "--protocol")
      : exactly(override, "config", "set by the config's `protocol`", "config `protocol`");
  }
  if (input.negotiatedProtocol)
    return exactly(input.negotiatedProtocol, "negotiated", input.negotiatedHow ?? "negotiated with the server in the handshake", "negotiated");
  const { list } = input;
  if (list.protocolVersion) {
    const where = list.protocolRecordedAt || "/protocolVersion";
    return exactly(list.protocolVersion, "recorded", `\`protocolVersion\` recorded at ${where}`, `recorded at ${where}`);
  }
  const unknown =
    list.unknownProtocolVersion === undefined
      ? ""
      : `the recorded version ${JSON.stringify(list.unknownProtocolVersion.slice(0, 40))} is not one this linter knows; `;
  const inference = inferProtocol(list);
  if (inference.kind === "inferred" && inference.versions.length < PROTOCOL_VERSIONS.length) {
    const versions = inference.versions;
    return {
      version: versions.length === 1 ? versions[0] : undefined,
      versions,
      source: "inferred",
      evidence: `${unknown}inferred as ${describeVersions(versions)} from ${inference.clues.map(at).join(" and ")}`,
      reason: `inferred from ${names(inference.clues)}`,
    };
  }
  const [evidence, reason] =
    inference.kind === "mixed"
      ? [
          `fields of different versions: ${at(inference.newer)} and ${at(inference.older)}`,
          `fields of different versions: ${names([inference.newer, inference.older])}`,
        ]
      : ["no version recorded, and no field that only some versions define", "no version recorded or implied by the fields"];
  return {
    version: undefined,
    versions: PROTOCOL_VERSIONS,
    source: "neutral",
    evidence: unknown + evidence,
    reason: unknown ? `unknown version ${JSON.stringify(list.unknownProtocolVersion!.slice(0, 40))}; ${reason}` : reason,
  };
}
