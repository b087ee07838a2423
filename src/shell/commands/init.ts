import { existsSync, readFileSync } from "node:fs";
import { CONFIG_FILE_NAMES, PACKAGE_JSON_KEY } from "../../pipeline/config/discover.js";
import { writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { CliIo } from "../cli/io.js";
import { writeOrFail } from "../cli/cannot-write.js";
import type { PresetName } from "../../pipeline/config/types.js";

export const STARTER_CONFIG_NAME = "mcp-tool-lint.config.json";

/** `mcp-tool-lint init`: writes a starter config in the working directory. */
export async function runInit(args: { force: boolean; preset: PresetName | undefined }, io: CliIo): Promise<number> {
  const path = join(io.cwd, STARTER_CONFIG_NAME);
  // Any config form here would take over from (or lose to) a second one: refuse rather than add one.
  const existing = [
    ...CONFIG_FILE_NAMES.filter((name) => existsSync(join(io.cwd, name))),
    ...(hasPackageKey(join(io.cwd, "package.json")) ? [`package.json (\`${PACKAGE_JSON_KEY}\` key)`] : []),
  ];
  const other = existing.filter((name) => name !== STARTER_CONFIG_NAME);
  if (other.length > 0) {
    io.stderr.write(`mcp-tool-lint: a config already exists here: ${other.join(", ")}; edit it instead (a second config would take over from it)\n`);
    return 2;
  }
  if (existing.length > 0 && !args.force) {
    io.stderr.write(`mcp-tool-lint: ${STARTER_CONFIG_NAME} already exists; use --force to overwrite it\n`);
    return 2;
  }
  // A server project (an MCP SDK in package.json, pyproject.toml or go.mod): name its server.
  const server = (await import("../../pipeline/config/detect-server.js")).detectServer(io.cwd);
  const config = {
    $schema: "./node_modules/mcp-tool-lint/schema/config.schema.json",
    extends: [args.preset ?? "recommended"],
    ...(server ? { servers: { [server.name]: server.entry } } : {}),
    rules: {},
    targets: [],
    ignore: [],
  };
  await writeOrFail("the starter config", STARTER_CONFIG_NAME, () => writeFile(path, `${JSON.stringify(config, null, 2)}\n`));
  io.stdout.write(`wrote ${STARTER_CONFIG_NAME} (preset ${config.extends[0]}); edit \`rules\`, \`targets\` and \`ignore\` as needed\n`);
  if (server) {
    io.stdout.write(
      `guessed the server \`${server.name}\`: ${[server.entry.command, ...server.entry.args].join(" ")} (${server.because}); check that it starts the server, then run \`npx mcp-tool-lint\`\n`,
    );
  }
  return 0;
}

function hasPackageKey(path: string): boolean {
  try {
    const value = JSON.parse(readFileSync(path, "utf8")) as unknown;
    return typeof value === "object" && value !== null && Object.hasOwn(value, PACKAGE_JSON_KEY);
  } catch {
    return false;
  }
}
