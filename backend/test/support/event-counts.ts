// What a command appended, for "a failed command appends no event" assertions: the events in the
// log minus those async reactors append on their own schedule (their actor is the reactor itself).
import type { TestApp } from './test-app.js';

export async function commandEventCount(t: TestApp, streamPrefix = ''): Promise<number> {
  const reactors = t.registry.list().filter((p) => p.kind === 'reactor').map((p) => p.name);
  const [row] = await t.dataSource.query<{ n: number }[]>(
    `SELECT count(*)::int AS n FROM events
     WHERE stream_id LIKE $1 AND NOT (metadata->'actor'->>'type' = 'system' AND coalesce(metadata->'actor'->>'id', '') = ANY($2::text[]))`,
    [`${streamPrefix}%`, reactors],
  );
  return row!.n;
}
