// The repository carries everything its tests, scripts and docs read: a user who clones it has
// nothing beside it, so no tracked file may reach outside the clone for data.
import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REPO } from "../helpers/cli.js";

// Built from parts, so this file does not name the folder it forbids.
const FOLDER = ["sha", "red"].join("");
const OUTSIDE = new RegExp(`\\.\\./${FOLDER}\\b|join\\([^)]*["']\\.\\.["'][^)]*["']${FOLDER}["']`);

describe("self-contained repository", () => {
  it("no tracked file refers to a folder beside the clone", () => {
    const files = execFileSync("git", ["ls-files", "-z"], { cwd: REPO, encoding: "utf8" })
      .split("\0")
      .filter((file) => file !== "" && !file.startsWith("corpus/") && !file.endsWith("package-lock.json"));
    const offenders = files.filter((file) => {
      let text: string;
      try {
        text = readFileSync(join(REPO, file), "utf8");
      } catch {
        return false; // a file deleted in the work tree but still in the index
      }
      return OUTSIDE.test(text);
    });
    expect(offenders).toEqual([]);
  });
});
