import type { SeveritySetting } from "../../core/model/types.js";
import type { ProtocolVersion } from "../../core/model/protocol.js";

export const PRESETS = ["recommended", "strict", "spec", "all"] as const;
export type PresetName = (typeof PRESETS)[number];

export type RuleSetting = SeveritySetting | [SeveritySetting] | [SeveritySetting, Record<string, unknown>];

/** One config-file suppression: `reason` is required so every silenced finding is explained. */
export interface Suppression {
  readonly rule: string;
  readonly tool?: string;
  readonly pointer?: string;
  readonly reason: string;
  /** ISO date (YYYY-MM-DD) after which the suppression no longer applies. */
  readonly expires?: string;
  /** Pointer of this entry in the config file, for reporting it. */
  readonly configPointer: string;
}

/** A config file as written by the user, after validation. */
export interface UserConfig {
  readonly extends?: readonly PresetName[];
  readonly rules?: Readonly<Record<string, RuleSetting>>;
  readonly targets?: readonly string[];
  readonly protocol?: ProtocolVersion;
  readonly ignore?: readonly Suppression[];
  /** The project's own servers, in the client `mcpServers` shape (linted when no input is given). */
  readonly servers?: readonly ConfigServer[];
  /** Tool-list files or globs (linted when no input is given), relative to the config's folder. */
  readonly files?: readonly string[];
}

/** One entry of the config's `servers`, as written, with where it is in the config file. */
export type ConfigServer = {
  readonly name: string;
  /** Pointer of the entry in the config file: findings without a source line anchor here. */
  readonly configPointer: string;
} & (
  | { readonly command: string; readonly args: readonly string[]; readonly env?: Readonly<Record<string, string>>; readonly cwd?: string }
  | { readonly url: string; readonly headers?: Readonly<Record<string, string>> }
);

/** Where a config came from, kept so findings about it (unused suppressions) have a position. */
export interface ConfigSource {
  readonly path: string;
  readonly text: string;
  readonly format: "json" | "yaml";
  /** Pointer prefix of the config inside the file (`/mcp-tool-lint` in package.json). */
  readonly basePointer: string;
}

export interface LoadedConfig {
  readonly config: UserConfig;
  readonly source: ConfigSource | undefined;
}

/** The settings the engine runs with, after presets, config and command-line flags. */
export type { ResolvedRule } from "../../core/model/result.js";

/** A configuration problem: the run stops with exit 2 and this one line. */
export class ConfigError extends Error {
  override readonly name = "ConfigError";
}
