// One fixed seed for every generated case, printed so that a failure can be replayed:
// `ROBUSTNESS_SEED=<n> npx vitest run test/robustness`, and one case of it with
// `ROBUSTNESS_PATH=<run index>` as well. Each property draws its own stream from the seed.
const DEFAULT_SEED = 20260728;

function readSeed(): number {
  const raw = process.env.ROBUSTNESS_SEED;
  if (raw === undefined || raw === "") return DEFAULT_SEED;
  const seed = Number(raw);
  if (!Number.isSafeInteger(seed)) throw new Error(`ROBUSTNESS_SEED must be an integer, got \`${raw}\``);
  return seed;
}

export const SEED = readSeed();
/** fast-check's replay path: the run index a report names (only that case runs). */
export const REPLAY_PATH: string | undefined = process.env.ROBUSTNESS_PATH || undefined;

/** Prints the seed a suite runs with. */
export function announceSeed(suite: string): number {
  console.log(`${suite}: fast-check seed ${SEED} (replay with ROBUSTNESS_SEED=${SEED}; one case with ROBUSTNESS_PATH=<run>)`);
  return SEED;
}
