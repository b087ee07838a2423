// What the engine tells rules (and the helpers they call) about the inputs and the run: plain
// data, so that helpers below the engine can read it without importing the engine.
import type { ToolList } from "./types.js";

/** What every rule is told about the input being linted. */
export interface InputInfo {
  readonly index: number;
  /** Display name: a path relative to the working directory, `<stdin>`, or a server's name. */
  readonly name: string;
  readonly kind: "file" | "stdin" | "server";
}

/** Facts about the whole run, for rules that look across inputs. */
export interface RunInfo {
  /** Every input's tool list in this run (those that loaded). */
  readonly lists: ReadonlyArray<{ readonly input: InputInfo; readonly list: ToolList }>;
  readonly targets: readonly string[];
  /** The baseline tool list when `--baseline` is given. */
  readonly baseline: ToolList | undefined;
  /** Extra verbs, prefixes and similar knobs that come from the config rather than a rule's options. */
  readonly settings: Readonly<Record<string, unknown>>;
  /**
   * Inputs that one client sees together (the servers of one client config): rules that check
   * the union (name collisions, total tool count) look at each group.
   */
  readonly clients: ReadonlyArray<ClientGroup>;
}

export interface ClientGroup {
  /** The client config's display name. */
  readonly name: string;
  /** Indexes of the inputs (servers) in the group. */
  readonly inputs: readonly number[];
}
