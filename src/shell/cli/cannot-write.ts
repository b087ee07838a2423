// A file the run was asked to write (a suppressions file, a starter config) that cannot be
// written ends the run at once: exit 2 and one line naming the path, never an internal error.

export class CannotWriteError extends Error {}

/** Runs `write`; a failure becomes a CannotWriteError saying what could not be written where. */
export async function writeOrFail(what: string, shownPath: string, write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    throw new CannotWriteError(`cannot write ${what} to ${shownPath}: ${(error as Error).message}`);
  }
}
