// What a lint run is asked to do: the inputs (files, tool lists in memory, the documents they
// anchor to), the config, the flags and the extras (baseline, bulk suppressions, source folders).
import type { RuleFlags } from "./config/resolve.js";
import type { UserConfig } from "./config/types.js";
import type { ProtocolVersion } from "../core/model/protocol.js";

/** A tool list already in memory (a live server's capture, or the library's `tools` option). */
export interface MemoryInput {
  readonly name: string;
  readonly kind: "stdin" | "server" | "file";
  readonly value: unknown;
  /** The text the value was parsed from, for positions (absent for live servers). */
  readonly text?: string;
  readonly path?: string;
  readonly negotiatedProtocol?: ProtocolVersion;
  /** How the handshake chose that version (one line: the method, the versions offered). */
  readonly negotiatedHow?: string;
  /** The name the server is configured under (client prefixes use it), overriding `serverInfo.name`. */
  readonly serverName?: string;
  /** What a live server said about itself in the handshake. */
  readonly serverInfo?: Record<string, unknown>;
  /** Findings of this input anchor to this pointer of a document (a client-config entry). */
  readonly anchor?: { readonly document: number; readonly pointer: string };
  /** The client group (index into `LintRequest.clients`) this server belongs to. */
  readonly client?: number;
}

/** A file that is not linted but that findings anchor to (a client config). */
export interface AnchorDocument {
  readonly name: string;
  readonly path: string;
  readonly text: string;
}

export interface LintRequest {
  readonly cwd: string;
  /** Paths, globs and `-` for stdin. */
  readonly files?: readonly string[];
  readonly memory?: readonly MemoryInput[];
  /** Files that memory inputs anchor their findings to (client configs). */
  readonly documents?: readonly AnchorDocument[];
  /** Client groups by name; memory inputs refer to them by index. */
  readonly clients?: readonly string[];
  readonly stdin?: () => Promise<Uint8Array>;
  /** `-c`: an explicit config file; `false` to use no config at all. */
  readonly configPath?: string | false;
  /** A config given in memory (the library API), used instead of any file. */
  readonly config?: UserConfig;
  readonly flags?: RuleFlags;
  readonly protocol?: ProtocolVersion;
  /** An earlier tool list to compare with (`--baseline`). */
  readonly baseline?: string;
  /** Extra settings handed to rules (`--tokens` → `{ tokens: true }`). */
  readonly settings?: Readonly<Record<string, unknown>>;
  /** Today as YYYY-MM-DD (suppression expiry); defaults to the clock. */
  readonly today?: string;
  /** A bulk suppressions file (`--suppressions`): findings it records are not reported. */
  readonly suppressionsFile?: string;
  /** Globs that directory and glob inputs leave out (`--exclude`). */
  readonly exclude?: readonly string[];
  /** The name stdin's findings are reported under (`--stdin-filename`). */
  readonly stdinFilename?: string;
  /** Project folders by server input name: findings about those servers' tools get the source location of the tool. */
  readonly sourceRoots?: ReadonlyMap<string, string>;
  /** Wraps the rules' synchronous run (the CLI lets a signal end the process meanwhile); the work itself when absent. */
  readonly blocking?: <T>(work: () => T) => T;
}
