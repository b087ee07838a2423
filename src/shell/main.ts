import { fastParse, UsageError, type ParsedArgs } from "./cli/args.js";
import { EXIT_CANNOT_LINT, EXIT_OK } from "./cli/exit-code.js";
import { ConfigError } from "../pipeline/config/types.js";
import { printable } from "../core/util/sanitize.js";
import type { CliIo } from "./cli/io.js";
import { CannotWriteError } from "./cli/cannot-write.js";

/** Parses the command line, runs the command, and maps every failure to an exit code. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const debug = argv.includes("--debug");
  try {
    // A plain lint command line skips yargs (its load is most of a cold start); anything else
    // (help, completion, other commands, a misspelling) goes through it.
    const fast = io.env.MCP_TOOL_LINT_FULL_PARSER ? undefined : fastParse(argv, io.cwd);
    const args: ParsedArgs | { command: "output"; text: string } = fast ?? (await (await import("./cli/yargs.js")).parseWithYargs(argv, io.cwd, io.env));
    switch (args.command) {
      case "output":
        io.stdout.write(args.text);
        return EXIT_OK;
      case "help":
      case "version":
        return EXIT_OK;
      case "rules":
        return await (await import("./commands/rules.js")).runRulesCommand(args, io);
      case "explain":
        return await (await import("./commands/explain.js")).runExplain(args.ruleId, io);
      case "init":
        return await (await import("./commands/init.js")).runInit(args, io);
      case "lint":
        return await (await import("./commands/lint.js")).runLint(args, io);
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError || error instanceof CannotWriteError) {
      for (const line of error.message.split("\n")) io.stderr.write(`mcp-tool-lint: ${printable(line)}\n`);
      if (error instanceof UsageError) io.stderr.write("Run `mcp-tool-lint --help` for usage.\n");
    } else {
      const text = error instanceof Error ? error.message : String(error);
      io.stderr.write(`mcp-tool-lint: internal error: ${printable(text)}${debug ? "" : " (run with --debug for details)"}\n`);
      if (debug && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
    }
    return EXIT_CANNOT_LINT;
  }
}
