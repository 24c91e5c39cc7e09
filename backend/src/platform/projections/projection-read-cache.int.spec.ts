// A read kept while its async projection has applied nothing new: computed again once the checkpoint moves,
// the projection is rebuilt (its version), the key changes, or the last computation failed.
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { ProjectionReadCache } from './projection-read-cache.js';

describe('reads kept while a projection stands still', () => {
  let t: TestApp;
  let cache: ProjectionReadCache;
  const PROJECTION = 'gamification';

  beforeAll(async () => {
    t = await createTestApp({ queue: 'postgres', runWorkers: false });
    cache = t.app.get(ProjectionReadCache);
  });
  afterAll(() => t.close());

  const moveCheckpoint = (set: string) => t.dataSource.query(`UPDATE projection_checkpoints SET ${set} WHERE name = $1`, [PROJECTION]);

  it('computes again only when the checkpoint, the version or the key changes, and never keeps a failure', async () => {
    let computed = 0;
    const compute = () => Promise.resolve(++computed);
    const read = (key = 'November') => cache.read(PROJECTION, 'counts', key, compute);

    expect(await read()).toBe(1);
    expect(await read()).toBe(1);

    await moveCheckpoint('last_position = last_position + 1');
    expect(await read()).toBe(2);
    expect(await read()).toBe(2);

    await moveCheckpoint('version = version + 1');
    expect(await read()).toBe(3);

    expect(await read('December')).toBe(4);
    expect(await read('December')).toBe(4);

    await moveCheckpoint('last_position = last_position + 1');
    await expect(cache.read(PROJECTION, 'counts', 'December', () => Promise.reject(new Error('database went away')))).rejects.toThrow('database went away');
    expect(await read('December')).toBe(5);
  });
});
