// White space by character code, for scanners that walk a string code by code instead of
// running a regular expression over text of any size.

/** What `\s` matches, by code: ASCII white space, no-break and other Unicode spaces, line and paragraph separators, BOM. */
export const isSpace = (code: number): boolean =>
  code === 0x20 ||
  (code >= 0x09 && code <= 0x0d) ||
  code === 0xa0 ||
  code === 0x1680 ||
  (code >= 0x2000 && code <= 0x200a) ||
  code === 0x2028 ||
  code === 0x2029 ||
  code === 0x202f ||
  code === 0x205f ||
  code === 0x3000 ||
  code === 0xfeff;
