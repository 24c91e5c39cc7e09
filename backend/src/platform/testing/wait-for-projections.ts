import type { ProjectionEngine } from '../projections/projection-engine.js';

/** Resolves when every async projection has applied every committed event; polls the checkpoints. */
export async function waitForProjections(engine: ProjectionEngine, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const lagging = (await engine.statuses()).filter((s) => s.lag > 0);
    if (lagging.length === 0) return;
    if (Date.now() > deadline) {
      throw new Error(`Projections still behind after ${timeoutMs} ms: ${lagging.map((s) => `${s.name} (${s.lag})`).join(', ')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
