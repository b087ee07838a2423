// Parses `--header "Name: value"`. Values may name environment variables ($TOKEN or
// ${TOKEN}) so that secrets stay out of shell history: write the header in single quotes
// and the linter, not the shell, reads the variable.

/** An HTTP header name is a token (RFC 9110, section 5.6.2). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
/** `$NAME` or `${NAME}`; anything else after a `$` is left as written. */
const VARIABLE = /\$(?:\{([A-Za-z_][A-Za-z0-9_]*)\}|([A-Za-z_][A-Za-z0-9_]*))/g;

export function parseHeader(text: string, env: NodeJS.ProcessEnv): [string, string] {
  const colon = text.indexOf(":");
  if (colon < 0) throw new Error(`a header must look like "Name: value", got ${JSON.stringify(text)}`);
  const name = text.slice(0, colon).trim();
  if (!HEADER_NAME.test(name)) throw new Error(`${JSON.stringify(name)} is not a valid HTTP header name (in --header ${JSON.stringify(text)})`);
  const raw = text.slice(colon + 1).trim();
  const value = raw.replace(VARIABLE, (_match, braced: string | undefined, bare: string | undefined) => {
    const variable = (braced ?? bare)!;
    const found = Object.hasOwn(env, variable) ? env[variable] : undefined;
    if (found === undefined) throw new Error(`the header \`${name}\` uses the environment variable \`${variable}\`, which is not set`);
    return found;
  });
  // Header values cannot carry line breaks or NUL; undici would reject them with a less clear error.
  if (/[\r\n\0]/.test(value)) throw new Error(`the value of the header \`${name}\` contains a line break or NUL`);
  return [name, value];
}
