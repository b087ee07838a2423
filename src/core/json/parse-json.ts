import { visit, printParseErrorCode, type ParseErrorCode } from "jsonc-parser";
import { positionOfOffset } from "../positions/line-index.js";

export type ParsedJson =
  | { readonly ok: true; readonly value: unknown }
  | { readonly ok: false; readonly message: string; readonly line: number; readonly column: number };

const ERROR_TEXT: Record<string, string> = {
  InvalidSymbol: "unexpected character",
  InvalidNumberFormat: "invalid number",
  PropertyNameExpected: "expected a property name in double quotes",
  ValueExpected: "expected a value",
  ColonExpected: "expected `:`",
  CommaExpected: "expected `,`",
  CloseBraceExpected: "expected `}`",
  CloseBracketExpected: "expected `]`",
  EndOfFileExpected: "unexpected content after the JSON value",
  InvalidCommentToken: "comments are not allowed in JSON",
  UnexpectedEndOfComment: "unterminated comment",
  UnexpectedEndOfString: "unterminated string",
  UnexpectedEndOfNumber: "unterminated number",
  InvalidUnicode: "invalid unicode escape",
  InvalidEscapeCharacter: "invalid escape character",
  InvalidCharacter: "control character in a string (escape it)",
};

/**
 * Parses strict JSON (JSON with comments and trailing commas when `allowComments`).
 * JSON.parse gives the value fast; only when it fails is the text scanned again for the
 * exact line and column of the first error.
 */
export function parseJson(text: string, options: { allowComments?: boolean } = {}): ParsedJson {
  if (text.trim() === "") return { ok: false, message: "the input is empty", line: 1, column: 1 };
  if (!options.allowComments) {
    try {
      return { ok: true, value: JSON.parse(text) };
    } catch (error) {
      return locateError(text, error, options);
    }
  }
  const located = locateError(text, undefined, options);
  if (!located.ok) return located;
  const stripped = stripJsonc(text);
  try {
    return { ok: true, value: JSON.parse(stripped) };
  } catch (error) {
    return locateError(text, error, {});
  }
}

function locateError(text: string, error: unknown, options: { allowComments?: boolean }): ParsedJson {
  let first: { code: ParseErrorCode; offset: number } | undefined;
  try {
    visit(
      text,
      {
        onError: (code, offset) => {
          first ??= { code, offset };
        },
      },
      { disallowComments: !options.allowComments, allowTrailingComma: !!options.allowComments },
    );
  } catch {
    // Nesting deeper than the scanner's stack: fall back to JSON.parse's own report.
  }
  if (first) {
    const { line, column } = positionOfOffset(text, first.offset);
    const code = printParseErrorCode(first.code);
    return { ok: false, message: `not valid JSON: ${ERROR_TEXT[code] ?? code}`, line, column };
  }
  if (error === undefined) return { ok: true, value: undefined };
  const message = error instanceof Error ? error.message : String(error);
  const at = /position (\d+)/.exec(message);
  const { line, column } = at ? positionOfOffset(text, Number(at[1])) : { line: 1, column: 1 };
  return { ok: false, message: `not valid JSON: ${message.replace(/\s*\(line \d+ column \d+\)$/, "")}`, line, column };
}

/** Removes comments and trailing commas, keeping offsets (replaced by spaces). */
function stripJsonc(text: string): string {
  const chars = text.split("");
  let lastSignificant = -1;
  visit(
    text,
    {
      onComment: (offset, length) => {
        for (let i = offset; i < offset + length; i++) if (chars[i] !== "\n") chars[i] = " ";
      },
      onSeparator: (character, offset) => {
        if (character === ",") lastSignificant = offset;
      },
      onObjectEnd: () => blankTrailingComma(),
      onArrayEnd: () => blankTrailingComma(),
      onObjectProperty: () => (lastSignificant = -1),
      onLiteralValue: () => (lastSignificant = -1),
      onObjectBegin: () => {
        lastSignificant = -1;
      },
      onArrayBegin: () => {
        lastSignificant = -1;
      },
    },
    { disallowComments: false, allowTrailingComma: true },
  );
  function blankTrailingComma(): void {
    if (lastSignificant >= 0) chars[lastSignificant] = " ";
    lastSignificant = -1;
  }
  return chars.join("");
}
