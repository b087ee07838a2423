/**
 * Telling a real credential from the stand-ins that documentation and examples use
 * (`YOUR_API_KEY`, `sk-...`, `xxxx`, `<token>`, `ghp_0000…`, `abcdef123456`): real keys are
 * random, so they have many distinct characters, no long ascending runs and no words.
 */

/** Words and marks of a stand-in. */
const PLACEHOLDER_WORDS =
  /x{4,}|\*{3,}|\.{3}|…|[<>{}$[\]]|example|sample|dummy|fake|placeholder|redacted|your|replace|insert|changeme|passw|secret|mykey|foobar/i;
/** Also stand-ins inside a token, which has no `%` or these words by chance. */
const PLACEHOLDER_TOKEN = /%|test|here|token/i;

/** Fewest distinct characters a random secret of this length plausibly has. */
function minimumDistinct(length: number): number {
  return Math.min(10, Math.ceil(length / 3));
}

/** Six characters in a row that count up (`abcdef`, `123456`, `ABCDEF`). */
function hasAscendingRun(text: string): boolean {
  let run = 1;
  for (let i = 1; i < text.length; i++) {
    run = text.charCodeAt(i) === text.charCodeAt(i - 1) + 1 ? run + 1 : 1;
    if (run >= 6) return true;
  }
  return false;
}

/** Whether the random part of a credential-shaped string is a stand-in rather than a secret. */
export function looksLikePlaceholder(secret: string): boolean {
  if (PLACEHOLDER_WORDS.test(secret) || PLACEHOLDER_TOKEN.test(secret)) return true;
  if (new Set(secret).size < minimumDistinct(secret.length)) return true;
  return hasAscendingRun(secret);
}

/** Passwords in documented URLs (`postgres://user:password@host`) that are stand-ins or defaults. */
const PLACEHOLDER_PASSWORD = /^(?:pass|pwd|admin|root|user|guest|default|test|\d{1,4}|:[\w-]+|%[\w-]+%)$/i;

/** Percent-encoding is ordinary in a URL password (`p%40ss`), so only words and marks count here. */
export function looksLikePlaceholderPassword(password: string, user: string): boolean {
  return password === user || PLACEHOLDER_PASSWORD.test(password) || PLACEHOLDER_WORDS.test(password);
}
