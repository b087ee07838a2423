// Starting a server process so that it can always be ended with everything it started.
// The child is spawned detached, which makes it the leader of a new process group; ending
// means signalling the whole group (`kill(-pgid)`), so `npx`, `uvx`, `sh -c` and the real
// server below them all go. The SDK's StdioClientTransport cannot do this: it spawns in
// our group and signals only its direct child, which leaves grandchildren running.
import { spawn, type ChildProcess } from "node:child_process";
import { readdirSync, readFileSync } from "node:fs";

const GROUPS = process.platform !== "win32";

export interface SpawnRequest {
  command: string;
  args: string[];
  env?: Record<string, string>;
  cwd?: string;
}

export function spawnServer(request: SpawnRequest): ChildProcess {
  return spawn(request.command, request.args, {
    // The linter's whole environment plus the configured variables, as clients do: servers
    // need PATH, HOME and the tokens the user exported.
    env: { ...process.env, ...request.env },
    ...(request.cwd !== undefined ? { cwd: request.cwd } : {}),
    stdio: ["pipe", "pipe", "pipe"],
    detached: GROUPS,
    shell: false,
    windowsHide: true,
  });
}

/**
 * Whether any process of the group is still running. On Linux this reads /proc and ignores
 * zombies: in containers whose PID 1 does not reap orphans, a killed grandchild stays a
 * zombie forever and `kill(-pgid, 0)` would keep saying the group exists.
 */
function groupAlive(pgid: number): boolean {
  if (process.platform === "linux") {
    let entries: string[];
    try {
      entries = readdirSync("/proc");
    } catch {
      return signalGroup(pgid, 0);
    }
    for (const entry of entries) {
      if (!/^[0-9]+$/.test(entry)) continue;
      let stat: string;
      try {
        stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      } catch {
        continue; // ended while we looked
      }
      // Fields after the command name, which is in parentheses and may itself hold spaces or ')'.
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      if (Number(fields[2]) === pgid && fields[0] !== "Z" && fields[0] !== "X") return true;
    }
    return false;
  }
  return signalGroup(pgid, 0);
}

/** Sends a signal to the group; false when no process of the group exists. */
function signalGroup(pgid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pgid, signal);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Waits for the promise or ms, whichever is first, and clears its timer so nothing outlives the wait. */
async function waitAtMost(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]);
  clearTimeout(timer);
}

async function waitUntilGone(pgid: number, ms: number): Promise<boolean> {
  const until = Date.now() + ms;
  for (;;) {
    if (!groupAlive(pgid)) return true;
    if (Date.now() >= until) return false;
    await sleep(20);
  }
}

export interface EndOptions {
  /** Close stdin and give the server this long to exit on its own (the MCP stdio shutdown); 0 to skip. */
  graceMs: number;
  /** Resolves when the child has exited and its pipes are closed. */
  closed: Promise<void>;
}

/**
 * Ends the child and every process in its group: stdin closed (when graceful), then SIGTERM
 * to the group, then SIGKILL to whatever is still running after a second. Resolves when
 * nothing of the group runs any more (or after SIGKILL, which cannot be refused).
 */
export async function endServer(child: ChildProcess, options: EndOptions): Promise<void> {
  const pgid = child.pid;
  if (pgid === undefined) return; // never started
  const exited = () => child.exitCode !== null || child.signalCode !== null;
  if (options.graceMs > 0 && !exited()) {
    child.stdin?.end();
    await waitAtMost(options.closed, options.graceMs);
  }
  if (!GROUPS) {
    if (!exited()) child.kill();
    await waitAtMost(options.closed, 1000);
    if (!exited()) child.kill("SIGKILL");
    return;
  }
  // Even when the leader is gone, processes it started may still run in its group.
  if (groupAlive(pgid)) {
    signalGroup(pgid, "SIGTERM");
    if (!(await waitUntilGone(pgid, 1000))) {
      signalGroup(pgid, "SIGKILL");
      await waitUntilGone(pgid, 500);
    }
  }
  await waitAtMost(options.closed, 500);
  child.stdin?.destroy();
  child.stdout?.destroy();
  child.stderr?.destroy();
}
