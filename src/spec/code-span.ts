// Formats untrusted text (names, keys) for a message: in backticks when plain, otherwise
// JSON-quoted so spaces, controls and backticks stay visible; long text is cut.
const MAX = 60;

export function codeSpan(text: string): string {
  const cut = text.length > MAX ? `${text.slice(0, MAX)}…` : text;
  return /^[\x21-\x5f\x61-\x7e]+$/.test(cut) ? `\`${cut}\`` : JSON.stringify(cut);
}
