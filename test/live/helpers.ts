// Shared by the live tests: fixture paths, per-test process tags, and the check that no
// process a test started is still running.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import { createServer } from "node:net";
import { fileURLToPath } from "node:url";
import { expect } from "vitest";
import type { ServerSpec } from "../../src/pipeline/live/index.js";

export const FIXTURES = fileURLToPath(new URL("../../fixtures/servers/", import.meta.url));
export const EVERYTHING = fileURLToPath(new URL("../../node_modules/@modelcontextprotocol/server-everything/dist/index.js", import.meta.url));

export function fixture(file: string): string {
  return FIXTURES + file;
}

/** A marker to put on a test's server command lines so `ps` can find them, and only them. */
export function newTag(): string {
  return `--tag=mtl-${randomBytes(6).toString("hex")}`;
}

export function stdioSpec(file: string, tag: string, ...args: string[]): ServerSpec {
  return { name: file.replace(/\.mjs$/, ""), transport: "stdio", command: process.execPath, args: [fixture(file), ...args, tag] };
}

/** Running (not zombie) processes whose command line carries the tag. */
export function runningWith(tag: string): string[] {
  const out = execFileSync("ps", ["-eo", "pid=,stat=,args="], { encoding: "utf8" });
  return out
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.includes(tag) && !/^\d+\s+Z/.test(line));
}

export function expectNoneRunning(tag: string): void {
  expect(runningWith(tag)).toEqual([]);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

export interface Started {
  child: ChildProcess;
  /** The first line the server printed on stdout (the fixtures print their URL). */
  firstLine: string;
  stop(): Promise<void>;
}

/** Starts an HTTP server for a test (not through captureServer) and waits until it prints `ready` (a regex on stdout or stderr). */
export function startServer(command: string, args: string[], ready: RegExp, env?: NodeJS.ProcessEnv): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ["ignore", "pipe", "pipe"], env: { ...process.env, ...env } });
    let seen = "";
    const stop = () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode !== null) return done();
        child.once("close", () => done());
        child.kill("SIGTERM");
      });
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`server did not get ready: ${seen}`));
    }, 10_000);
    const onData = (chunk: Buffer) => {
      seen += chunk.toString("utf8");
      const match = ready.exec(seen);
      if (match) {
        clearTimeout(timer);
        child.stdout!.off("data", onData);
        child.stderr!.off("data", onData);
        child.stdout!.resume();
        child.stderr!.resume();
        resolve({ child, firstLine: match[0], stop });
      }
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    child.once("error", reject);
  });
}

export function startFixture(file: string, tag: string, ...args: string[]): Promise<Started> {
  return startServer(process.execPath, [fixture(file), ...args, tag], /http:\/\/127\.0\.0\.1:\d+\/\S+/);
}
