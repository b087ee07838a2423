import { isObject } from "../../core/model/types.js";
import { joinPointer } from "../../core/positions/pointer.js";
import { didYouMean } from "../../core/util/did-you-mean.js";
import type { ConfigServer } from "./types.js";

// The config's `servers` is the `mcpServers` object users already write for clients, so an
// entry can be copied from a client config as it is: a command to start, or a URL.
const STDIO_KEYS = ["type", "command", "args", "env", "cwd"] as const;
const HTTP_KEYS = ["type", "url", "headers"] as const;
const TYPES = ["stdio", "http", "streamable-http", "sse"];

function stringMap(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  for (const item of Object.values(value)) if (typeof item !== "string") return undefined;
  return value as Record<string, string>;
}

/** Validates `servers`: every problem goes to `problem`, the valid entries are returned. */
export function validateServers(value: unknown, basePointer: string, problem: (text: string) => void): ConfigServer[] {
  if (!isObject(value)) {
    problem('`servers` must be an object of server names to {"command", "args", "env", "cwd"} or {"url", "headers"}, as in a client\'s `mcpServers`');
    return [];
  }
  const servers: ConfigServer[] = [];
  for (const [name, entry] of Object.entries(value)) {
    const where = `\`servers.${name}\``;
    if (!isObject(entry)) {
      problem(`${where} must be an object {"command", "args", "env", "cwd"} or {"url", "headers"}`);
      continue;
    }
    const isHttp = entry.url !== undefined;
    const allowed: readonly string[] = isHttp ? HTTP_KEYS : STDIO_KEYS;
    let count = 0;
    const report = (text: string): void => {
      count++;
      problem(text);
    };
    for (const key of Object.keys(entry)) {
      if (allowed.includes(key)) continue;
      const hint = didYouMean(key, allowed);
      report(`${where}: unknown key \`${key}\`${hint ? ` (did you mean \`${hint}\`?)` : ""}; allowed: ${allowed.join(", ")}`);
    }
    if (entry.type !== undefined && !TYPES.includes(entry.type as string)) report(`${where}: \`type\` must be one of ${TYPES.join(", ")}`);
    const configPointer = joinPointer(basePointer, "servers", name);
    if (isHttp) {
      const headers = entry.headers === undefined ? undefined : stringMap(entry.headers);
      if (typeof entry.url !== "string" || !/^https?:\/\//i.test(entry.url)) report(`${where}: \`url\` must be an http(s) URL`);
      if (entry.headers !== undefined && !headers) report(`${where}: \`headers\` must be an object of strings`);
      if (count === 0) servers.push({ name, configPointer, url: entry.url as string, ...(headers ? { headers } : {}) });
      continue;
    }
    const { command, args, cwd } = entry;
    const env = entry.env === undefined ? undefined : stringMap(entry.env);
    if (typeof command !== "string" || command.trim() === "") report(`${where}: needs \`command\` (a program to start) or \`url\``);
    if (args !== undefined && (!Array.isArray(args) || !args.every((a) => typeof a === "string"))) report(`${where}: \`args\` must be a list of strings`);
    if (entry.env !== undefined && !env) report(`${where}: \`env\` must be an object of strings`);
    if (cwd !== undefined && typeof cwd !== "string") report(`${where}: \`cwd\` must be a path`);
    if (count === 0) {
      servers.push({
        name,
        configPointer,
        command: command as string,
        args: (args as string[] | undefined) ?? [],
        ...(env ? { env } : {}),
        ...(typeof cwd === "string" ? { cwd } : {}),
      });
    }
  }
  return servers;
}

/** Validates `files`: a path or glob, or a list of them. */
export function validateFiles(value: unknown, problem: (text: string) => void): string[] {
  const list = typeof value === "string" ? [value] : value;
  if (!Array.isArray(list) || list.length === 0 || !list.every((f): f is string => typeof f === "string" && f.trim() !== "")) {
    problem("`files` must be a tool-list path or glob, or a list of them");
    return [];
  }
  return list;
}
