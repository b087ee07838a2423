// The code units (and UTF-8 bytes: all ASCII) of JSON's structural characters, for scanners that read
// a text or its bytes without building strings.

export const OPEN_OBJECT = 123; // {
export const CLOSE_OBJECT = 125; // }
export const OPEN_ARRAY = 91; // [
export const CLOSE_ARRAY = 93; // ]
export const COMMA = 44;
export const COLON = 58;
export const QUOTE = 34;
export const BACKSLASH = 92;
export const NEWLINE = 10;
