import { describe, expect, it } from "vitest";
import { parseHeader } from "../../src/pipeline/live/index.js";

const env = { TOKEN: "t0k3n", EMPTY: "" };

describe("parseHeader", () => {
  it.each([
    ["Authorization: Bearer $TOKEN", ["Authorization", "Bearer t0k3n"]],
    ["Authorization:Bearer ${TOKEN}", ["Authorization", "Bearer t0k3n"]],
    ["X-Api-Key:   ${TOKEN}-suffix  ", ["X-Api-Key", "t0k3n-suffix"]],
    ["X-Empty: a$EMPTY.b", ["X-Empty", "a.b"]],
    ["X-Price: costs $5 or $ or ${not valid}", ["X-Price", "costs $5 or $ or ${not valid}"]],
    ["X-Url: http://h:1/p", ["X-Url", "http://h:1/p"]],
  ])("%s", (text, expected) => {
    expect(parseHeader(text, env)).toEqual(expected);
  });

  it("throws on a missing colon, a bad name, an unset variable or a line break", () => {
    expect(() => parseHeader("Authorization Bearer x", env)).toThrow('a header must look like "Name: value", got "Authorization Bearer x"');
    expect(() => parseHeader("Bad Name: x", env)).toThrow('"Bad Name" is not a valid HTTP header name');
    expect(() => parseHeader(": x", env)).toThrow('"" is not a valid HTTP header name');
    expect(() => parseHeader("Authorization: Bearer $MISSING", env)).toThrow(
      "the header `Authorization` uses the environment variable `MISSING`, which is not set",
    );
    expect(() => parseHeader("X: a$NL", { NL: "a\r\nInjected: 1" })).toThrow("the value of the header `X` contains a line break or NUL");
  });

  it("reads only the environment's own variables", () => {
    expect(() => parseHeader("X: $constructor", {})).toThrow("`constructor`, which is not set");
  });
});
