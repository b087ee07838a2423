/**
 * A compatibility profile: what one target (a model API or an MCP client) accepts, kept as
 * data so every limit has one home, a public source and the date it was last checked.
 */

/** Model APIs the tool definitions are sent to, and MCP clients that show them to a model. */
export const MODEL_TARGETS = ["openai", "openai-strict", "anthropic", "gemini"] as const;
export const CLIENT_TARGETS = ["cursor", "vscode", "claude-code", "claude-desktop", "windsurf"] as const;
export const TARGETS = [...MODEL_TARGETS, ...CLIENT_TARGETS] as const;
export type Target = (typeof TARGETS)[number];

export function isTarget(value: unknown): value is Target {
  return typeof value === "string" && (TARGETS as readonly string[]).includes(value);
}

/** What the target does when a constraint is broken. */
export type Consequence =
  /** The API answers 400: no tool of the request can be used, not only the broken one. */
  | "rejects-request"
  /** The client withholds every tool of the server. */
  | "withholds-server"
  /** The client leaves this tool out. */
  | "drops-tool"
  /** The client cuts the text before the model sees it. */
  | "truncates-text"
  /** The client refuses or warns past a tool-count limit; tools past it may never reach the model. */
  | "limits-tools";

export interface Constraint {
  /** Stable within its profile: `name-pattern`, `tool-count`… (findings carry it in `data`). */
  readonly id: string;
  /** What is checked, one line. */
  readonly checks: string;
  readonly consequence: Consequence;
  /** Opening of a finding's message: who does what (`OpenAI will reject the whole request`). */
  readonly effect: string;
  /** The number the check compares against, when it has one. */
  readonly limit?: number;
  /** Public page the constraint rests on. */
  readonly source: string;
  /** ISO date (YYYY-MM-DD) the source was last checked against the target's behaviour. */
  readonly checked: string;
  /** Where the documentation and common belief differ, or how the number was read. */
  readonly note?: string;
}

export interface Profile {
  readonly target: Target;
  /** Display name used in messages. */
  readonly name: string;
  readonly kind: "model-api" | "client";
  readonly constraints: readonly Constraint[];
}

/** The constraint with this id; throws on a typo in rule code, never on user input. */
export function constraintOf(profile: Profile, id: string): Constraint {
  const found = profile.constraints.find((c) => c.id === id);
  if (!found) throw new Error(`profile ${profile.target} has no constraint ${id}`);
  return found;
}

/** The limit of a constraint that must have one. */
export function limitOf(profile: Profile, id: string): number {
  const limit = constraintOf(profile, id).limit;
  if (limit === undefined) throw new Error(`constraint ${profile.target}/${id} has no limit`);
  return limit;
}
