// The body of `npm run projections:rebuild [-- name ...]`: empties projections and replays the log
// into them with a progress bar per projection. Without names, every projection (reactors excluded:
// they append events and are never replayed).
import type { Writable } from 'node:stream';
import { MultiBar, Presets } from 'cli-progress';
import type { ProjectionRegistry } from './projection-registry.js';
import type { ProjectionRunner } from './projection-runner.js';

export type RebuildOutcome = { rebuilt: { name: string; events: number }[]; error?: string };

export async function rebuildProjections(
  registry: ProjectionRegistry,
  runner: ProjectionRunner,
  names: string[],
  output: Writable & { isTTY?: boolean },
): Promise<RebuildOutcome> {
  const replayable = registry.list().filter((p) => p.kind !== 'reactor');
  const unknown = names.filter((name) => !replayable.some((p) => p.name === name));
  if (unknown.length > 0) {
    return { rebuilt: [], error: `Unknown projection(s): ${unknown.join(', ')}. Known: ${replayable.map((p) => p.name).join(', ') || 'none'}` };
  }
  const chosen = names.length > 0 ? replayable.filter((p) => names.includes(p.name)) : replayable;
  const bars = new MultiBar(
    {
      format: ' {bar} {percentage}% | {name} | {value}/{total} events',
      hideCursor: true,
      stream: output,
      noTTYOutput: !output.isTTY,
      notTTYSchedule: 1000,
    },
    Presets.shades_classic,
  );
  const rebuilt: RebuildOutcome['rebuilt'] = [];
  try {
    for (const projection of chosen) {
      const bar = bars.create(1, 0, { name: projection.name });
      const events = await runner.rebuild(projection, (done, total) => {
        bar.setTotal(Math.max(total, 1));
        bar.update(done);
      });
      bar.setTotal(Math.max(events, 1));
      bar.update(Math.max(events, 1));
      rebuilt.push({ name: projection.name, events });
    }
  } finally {
    bars.stop();
  }
  return { rebuilt };
}
