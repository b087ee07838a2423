import { describe, expect, it } from "vitest";
import { verbOfAgentNoun } from "../../src/helpers/text/agent-noun.js";
import { nameAction } from "../../src/helpers/text/name-action.js";
import { nameStyle, writeInStyle } from "../../src/helpers/text/name-style.js";
import { sharedPrefixes } from "../../src/helpers/text/namespace.js";
import { vocabularyEntries, verbKind } from "../../src/helpers/text/verbs.js";
import { nameWords, splitName, unicodeNameWords } from "../../src/helpers/text/words.js";

describe("splitName", () => {
  it.each([
    ["getUIComponents", ["get", "ui", "components"]],
    ["mcp_howtocook_getAllRecipes", ["mcp", "howtocook", "get", "all", "recipes"]],
    ["XMLHttpRequest", ["xml", "http", "request"]],
    ["get-36kr-trending", ["get", "36", "kr", "trending"]],
    ["list.repos", ["list", "repos"]],
    ["SEARCH_ALL", ["search", "all"]],
    ["résuméParse", ["résumé", "parse"]],
    ["___", []],
  ])("%s → %j", (name, words) => {
    expect(splitName(name)).toEqual(words);
  });
});

describe("sharedPrefixes", () => {
  it("counts leading word sequences two or more tools share, not ending in a function word", () => {
    const shared = sharedPrefixes(["docx_to_pdf", "docx_to_html", "html_clean", "git_add"]);
    expect([...shared]).toEqual([["docx", 2]]);
  });

  it("lets a lone tool's first word be its namespace", () => {
    expect([...sharedPrefixes(["deepwiki_fetch"])]).toEqual([["deepwiki", 1]]);
    expect([...sharedPrefixes(["fetch"])]).toEqual([]);
  });
});

describe("nameAction", () => {
  it("finds the verb after a shared namespace and modifiers", () => {
    const shared = sharedPrefixes(["mcp_howtocook_getAllRecipes", "mcp_howtocook_bulkDeleteRecipes"]);
    expect(nameAction("mcp_howtocook_bulkDeleteRecipes", { shared })).toMatchObject({
      verb: "delete",
      kind: "destroy",
      prefix: "mcp_howtocook_bulk",
      bodyIndex: 2,
    });
  });

  it("reports no verb, and where the verb was expected", () => {
    const shared = sharedPrefixes(["npmVersions", "npmSearch"]);
    expect(nameAction("npmVersions", { shared })).toMatchObject({ verb: undefined, prefix: "npm", bodyIndex: 1 });
  });
});

describe("verbs", () => {
  it("lists no word under two kinds", () => {
    const seen = new Map<string, string>();
    for (const [kind, words] of vocabularyEntries()) {
      for (const word of words) {
        expect(seen.get(word), word).toBeUndefined();
        seen.set(word, kind);
      }
    }
  });

  it("keeps nouns that are verbs out of the vocabulary", () => {
    for (const noun of ["status", "score", "group", "exchange", "new", "text"]) expect(verbKind(noun), noun).toBeUndefined();
  });

  it("derives verbs with re/un/de from known ones, never an adjective or a short base", () => {
    expect(["rerun", "reorder", "refetch", "unresolve", "unmerge", "deselect", "deprovision"].map(verbKind)).toEqual([
      "act",
      "change",
      "read",
      "change",
      "change",
      "change",
      "change",
    ]);
    // `unread` is an adjective; `region`, `detail`, `remote` are not `re`/`de` + a verb.
    expect(["unread", "region", "detail", "remote", "unit"].map(verbKind)).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it("finds the verb in agent nouns", () => {
    expect(["getter", "merger", "splitter", "predictor", "user", "folder"].map(verbOfAgentNoun)).toEqual([
      "get",
      "merge",
      "split",
      "predict",
      undefined,
      undefined,
    ]);
  });
});

describe("nameStyle", () => {
  it.each([
    ["list_files", "snake_case"],
    ["LIST_FILES", "SCREAMING_SNAKE_CASE"],
    ["list-files", "kebab-case"],
    ["list.files", "dot.case"],
    ["listFiles", "camelCase"],
    ["ListFiles", "PascalCase"],
    ["list", "lowercase"],
    ["get_userProfile", "mixed"],
    ["get-user_profile", "mixed"],
    ["get user", "mixed"],
  ])("%s is %s", (name, style) => {
    expect(nameStyle(name)).toBe(style);
  });

  it("writes words in each style", () => {
    expect(writeInStyle(["get", "user"], "camelCase")).toBe("getUser");
    expect(writeInStyle(["get", "user"], "PascalCase")).toBe("GetUser");
    expect(writeInStyle(["get", "user"], "SCREAMING_SNAKE_CASE")).toBe("GET_USER");
    expect(writeInStyle(["get", "user"], "kebab-case")).toBe("get-user");
  });
});

describe("nameWords on ASCII names", () => {
  it("splits exactly as the general Unicode path does", () => {
    let state = 11;
    const next = (): number => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const alphabet = "aAbBzZ09_-. :/";
    const names = ["getUIComponents", "HTTPServer", "mcp_howtocook_getAllRecipes", "ABc", "aB", "A1b", "x2Y", "GET-ALL.items", "__x__", ""];
    for (let k = 0; k < 20000; k++) names.push(Array.from({ length: Math.floor(next() * 14) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(""));
    for (const name of names) expect(nameWords(name)).toEqual(unicodeNameWords(name));
  });
});
