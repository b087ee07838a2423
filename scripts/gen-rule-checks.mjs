// Runs first among the generators: every rule file is named by its id and has a test and a docs
// page, or the build stops here with one line per problem (before a registry is written from it).
import { fileURLToPath } from "node:url";
import { ruleFileProblems } from "./rule-files.mjs";

const problems = ruleFileProblems(fileURLToPath(new URL("..", import.meta.url)));
if (problems.length > 0) {
  for (const problem of problems) process.stderr.write(`gen: ${problem}\n`);
  process.exit(1);
}
