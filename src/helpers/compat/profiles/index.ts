import type { Profile, Target } from "../profile.js";
import { anthropic } from "./anthropic.js";
import { claudeCode } from "./claude-code.js";
import { claudeDesktop } from "./claude-desktop.js";
import { cursor } from "./cursor.js";
import { gemini } from "./gemini.js";
import { openai } from "./openai.js";
import { openaiStrict } from "./openai-strict.js";
import { vscode } from "./vscode.js";
import { windsurf } from "./windsurf.js";

/** Every profile, by target. */
export const PROFILES: Readonly<Record<Target, Profile>> = {
  openai,
  "openai-strict": openaiStrict,
  anthropic,
  gemini,
  cursor,
  vscode,
  "claude-code": claudeCode,
  "claude-desktop": claudeDesktop,
  windsurf,
};

export { anthropic, claudeCode, claudeDesktop, cursor, gemini, openai, openaiStrict, vscode, windsurf };
