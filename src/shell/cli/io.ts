/** What a command may touch of the process: its folder, environment and output streams. */
export interface CliIo {
  readonly cwd: string;
  readonly env: NodeJS.ProcessEnv;
  readonly stdout: NodeJS.WritableStream & { isTTY?: boolean };
  readonly stderr: NodeJS.WritableStream & { isTTY?: boolean };
  /** The signal that interrupted the run, if one did (the CLI's process watches them). */
  readonly interrupted?: () => NodeJS.Signals | undefined;
  /** Runs the engine's synchronous work so that a signal ends the process at once (see Interrupts.blocking). */
  readonly blocking?: <T>(work: () => T) => T;
}
