import { HELP, parseCommandLine, UsageError } from "./args.js";
import { EXIT_CANNOT_LINT, EXIT_OK } from "./exit-code.js";
import { ConfigError } from "../config/types.js";
import { printable } from "../report/sanitize.js";
import { VERSION } from "../version.js";

export interface CliIo {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  /** The signal that interrupted the run, if one did (the CLI's process watches them). */
  readonly interrupted?: () => NodeJS.Signals | undefined;
}

/** Parses the command line, runs the command, and maps every failure to an exit code. */
export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const debug = argv.includes("--debug");
  try {
    const args = parseCommandLine(argv);
    switch (args.command) {
      case "help":
        io.stdout.write(HELP);
        return EXIT_OK;
      case "version":
        io.stdout.write(`${VERSION}\n`);
        return EXIT_OK;
      case "rules":
        return await (await import("../commands/rules.js")).runRulesCommand(args, io);
      case "explain":
        return await (await import("../commands/explain.js")).runExplain(args.ruleId, io);
      case "init":
        return await (await import("../commands/init.js")).runInit(args, io);
      case "lint":
        return await (await import("../commands/lint.js")).runLint(args, io);
    }
  } catch (error) {
    if (error instanceof UsageError || error instanceof ConfigError) {
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
