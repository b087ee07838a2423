/**
 * How a message shows a credential it found: enough to find it in the file (the format's prefix
 * and two more characters) and never enough to use it.
 */
export function redactToken(token: string, prefixLength: number): string {
  return `${token.slice(0, prefixLength + 2)}…`;
}

/** `postgres://admin:****@…`: the scheme and user stay, the password and host go. */
export function redactUrlPassword(scheme: string, user: string): string {
  return `${scheme}://${user}:****@…`;
}
