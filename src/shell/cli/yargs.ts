// The full command line, through yargs: commands with their own --help, `help [command]`,
// `completion` for bash and zsh, and unknown options or commands refused with a suggestion.
// Loaded only when the fast path in args.ts does not apply (see main.ts), so a plain lint run
// does not pay for it. Lint arguments are still built by `parseLintArgs`, so both paths agree.
import yargs, { type Argv } from "yargs";
import { didYouMean } from "../../core/util/did-you-mean.js";
import { VERSION } from "../../version.js";
import { checkPreset, looksLikeInput, parseLintArgs, UsageError, type ParsedArgs } from "./args.js";
import { ALL_OPTION_NAMES, COMMAND_NAMES, INIT_OPTIONS, LINT_OPTIONS, RULES_OPTIONS, type OptionSpec } from "./options.js";

export type FrontResult = ParsedArgs | { readonly command: "output"; readonly text: string };

function describe(spec: OptionSpec): string {
  return spec.choices ? `${spec.describe}: ${spec.choices.join(", ")}` : spec.describe;
}

/** Declares a table of options; values are checked by our own parser (same messages on both paths), so no `choices` here. */
function withOptions<T>(y: Argv<T>, options: Record<string, OptionSpec>): Argv<T> {
  for (const [name, spec] of Object.entries(options)) {
    y.option(name, {
      type: spec.type,
      ...(spec.short ? { alias: spec.short } : {}),
      describe: describe(spec),
      group: spec.group,
    });
  }
  return y;
}

/** `--fromat` → "unknown option `--fromat` (did you mean `--format`?)". */
function unknownOptions(argv: readonly string[], known: readonly string[]): string | undefined {
  const terminator = argv.indexOf("--");
  const words = terminator === -1 ? argv : argv.slice(0, terminator);
  for (const word of words) {
    const match = /^--?([^=]+)/.exec(word);
    if (!match || word === "-") continue;
    const name = match[1]!;
    const longNames = known;
    const shorts = ["c", "f", "o", "q", "h", "v"];
    if (word.startsWith("--") ? longNames.includes(name) : [...name].every((c) => shorts.includes(c))) continue;
    const hint = didYouMean(name, ALL_OPTION_NAMES);
    return `unknown option \`${word.split("=")[0]}\`${hint ? ` (did you mean \`--${hint}\`?)` : ""}`;
  }
  return undefined;
}

export async function parseWithYargs(argv: readonly string[], cwd: string, env: NodeJS.ProcessEnv): Promise<FrontResult> {
  let result: ParsedArgs | undefined;
  let failure: string | undefined;
  const knownFor = (command: string): string[] => [
    ...Object.keys(command === "rules" ? RULES_OPTIONS : command === "init" ? INIT_OPTIONS : command === "lint" ? LINT_OPTIONS : {}),
    "help",
    "version",
    "get-yargs-completions",
  ];
  const cli = yargs([...argv])
    .scriptName("mcp-tool-lint")
    .version(VERSION)
    .alias("v", "version")
    .help("help")
    .alias("h", "help")
    .exitProcess(false)
    .wrap(Math.min(100, process.stdout.columns ?? 100))
    .parserConfiguration({
      "boolean-negation": false,
      "camel-case-expansion": false,
      "dot-notation": false,
      "parse-numbers": false,
      "parse-positional-numbers": false,
      "populate--": true,
    })
    .env(false)
    .strictCommands()
    .completion("completion", "print a bash or zsh completion script (`mcp-tool-lint completion >> ~/.bashrc`)")
    .command(
      ["lint [inputs..]", "$0"],
      "lint tool lists in files, globs, directories or stdin (-), or live servers",
      (y) =>
        withOptions(y, LINT_OPTIONS)
          .positional("inputs", { describe: "tool-list files, globs, directories, or - for stdin", type: "string" })
          .usage(
            [
              "Lint Model Context Protocol tool definitions:",
              "  mcp-tool-lint [FILE|DIR|GLOB|-]...              tool lists in files, or stdin",
              '  mcp-tool-lint --stdio "node dist/server.js" [--env KEY=VAL]... [--cwd DIR]',
              "  mcp-tool-lint -- node dist/server.js --flag      the server command as separate words",
              "  mcp-tool-lint --url http://127.0.0.1:3000/mcp [--header 'Authorization: Bearer $T']...",
              "  mcp-tool-lint --mcp-config .vscode/mcp.json [--server NAME]...",
              "  mcp-tool-lint rules | explain RULE-ID | init | help [COMMAND] | completion",
            ].join("\n"),
          )
          .epilogue("Exit codes: 0 clean, 1 lint failed, 2 could not lint (bad arguments, config, input or server), 128+N on signal N."),
      () => {
        // yargs runs the default command after printing the completion script: nothing to lint.
        if (argv[0] === "completion" || argv.includes("--get-yargs-completions")) return;
        const unknown = unknownOptions(argv, knownFor("lint"));
        if (unknown) throw new UsageError(unknown);
        const words = argv.filter((word, i) => i < (argv.indexOf("--") === -1 ? argv.length : argv.indexOf("--")) && !word.startsWith("-"));
        const first = words[0] === "lint" ? undefined : words[0];
        if (first !== undefined && !looksLikeInput(first, cwd)) {
          const hint = didYouMean(first, COMMAND_NAMES);
          if (hint) throw new UsageError(`unknown command \`${first}\` (did you mean \`${hint}\`?); a file of that name does not exist either`);
        }
        result = parseLintArgs(argv);
      },
    )
    .command(
      "rules",
      "list the rules with their category, default severity and one line",
      (y) => withOptions(y, RULES_OPTIONS).usage("mcp-tool-lint rules [--json]"),
      (args) => {
        const unknown = unknownOptions(argv, knownFor("rules"));
        if (unknown) throw new UsageError(unknown);
        result = { command: "rules", json: !!args.json, color: args["no-color"] ? false : (args.color as boolean | undefined) };
      },
    )
    .command(
      "explain <rule>",
      "show a rule's documentation",
      (y) => y.positional("rule", { describe: "a rule id, e.g. tool-name-unique", type: "string" }).usage("mcp-tool-lint explain RULE-ID"),
      (args) => {
        const unknown = unknownOptions(argv, knownFor("explain"));
        if (unknown) throw new UsageError(unknown);
        result = { command: "explain", ruleId: String(args.rule) };
      },
    )
    .command(
      "init",
      "write a starter config in the working directory",
      (y) => withOptions(y, INIT_OPTIONS).usage("mcp-tool-lint init [--preset NAME] [--force]"),
      (args) => {
        const unknown = unknownOptions(argv, knownFor("init"));
        if (unknown) throw new UsageError(unknown);
        result = { command: "init", force: !!args.force, preset: checkPreset(args.preset as string | undefined) };
      },
    )
    .command(
      "help [command]",
      "show help for a command",
      (y) => y.positional("command", { type: "string", describe: "lint, rules, explain, init or completion" }),
      (args) => {
        const name = args.command as string | undefined;
        if (name !== undefined && !(COMMAND_NAMES as readonly string[]).includes(name)) {
          const hint = didYouMean(name, COMMAND_NAMES);
          throw new UsageError(`unknown command \`${name}\`${hint ? ` (did you mean \`${hint}\`?)` : ""}`);
        }
        result = { command: "help-of", of: name } as unknown as ParsedArgs;
      },
    )
    .fail((message, error) => {
      if (error instanceof UsageError) throw error;
      if (argv[0] === "explain") throw new UsageError("usage: mcp-tool-lint explain RULE-ID");
      failure = message ?? error?.message ?? "invalid command line";
      throw new UsageError(failure);
    });

  // Shell completion: the script (yargs picks bash or zsh from $SHELL), or the words for a cursor.
  const at = argv.indexOf("--get-yargs-completions");
  if (at !== -1) {
    const words = await new Promise<string[]>((resolve, reject) => {
      cli.getCompletion(argv.slice(at + 1), (error, completions) => (error ? reject(error) : resolve([...(completions ?? [])])));
    });
    return { command: "output", text: words.map((w) => `${w}\n`).join("") };
  }
  if (argv[0] === "completion" && !argv.includes("--help") && !argv.includes("-h")) {
    cli.showCompletionScript(); // written to stdout by yargs
    return { command: "output", text: "" };
  }

  const output = await new Promise<string>((resolve, reject) => {
    try {
      cli.parse([...argv], {}, (error: Error | undefined, _argv: unknown, text: string) => (error ? reject(error) : resolve(text)));
    } catch (error) {
      reject(error);
    }
  });
  void env;
  const help = result as { command: string; of?: string } | undefined;
  if (help?.command === "help-of") return parseWithYargs(help.of && help.of !== "lint" ? [help.of, "--help"] : ["--help"], cwd, env);
  if (result) return result;
  return { command: "output", text: output.endsWith("\n") || output === "" ? output : `${output}\n` };
}
