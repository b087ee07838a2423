// A named pipe for tests that must know when the CLI has started reading an input.
import { execFileSync } from "node:child_process";

export function mkfifoSync(path: string): void {
  execFileSync("mkfifo", [path]);
}
