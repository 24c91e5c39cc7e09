import type { ProjectionHandler } from '../../src/platform/projections/projection.js';
import type { ProjectionRunner } from '../../src/platform/projections/projection-runner.js';

/** Resolves once `condition` holds, polling it; fails with `describe()` after `timeoutMs`. */
export async function waitFor(condition: () => Promise<boolean>, { timeoutMs = 15_000, describe = () => 'the condition' }: { timeoutMs?: number; describe?: () => Promise<string> | string } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`Still waiting after ${String(timeoutMs)} ms for ${await describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** Resolves when every async projection has applied every committed event; polls the checkpoints. */
export async function waitForProjections(runner: ProjectionRunner, timeoutMs = 15_000): Promise<void> {
  const lagging = async () => (await runner.statuses()).filter((s) => s.lag > 0);
  await waitFor(async () => (await lagging()).length === 0, {
    timeoutMs,
    describe: async () => `projections to catch up: ${(await lagging()).map((s) => `${s.name} (${String(s.lag)})`).join(', ')}`,
  });
}

/**
 * Catches `projection` up until nothing of its types is left after its checkpoint; answers the events applied. One
 * catch-up stops at events held back behind a transaction still open elsewhere in the cluster (readAfter's fence),
 * which a suite running beside this one may hold for a moment.
 */
export async function catchUpFully(runner: ProjectionRunner, projection: ProjectionHandler, timeoutMs = 15_000): Promise<number> {
  let applied = 0;
  await waitFor(
    async () => {
      applied += await runner.catchUp(projection);
      return !(await runner.hasPending(projection));
    },
    { timeoutMs, describe: () => `${projection.name} to apply every event committed` },
  );
  return applied;
}
