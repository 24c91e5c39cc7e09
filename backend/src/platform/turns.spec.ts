import { Turns } from './turns.js';

const deferred = () => {
  let resolve!: () => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('Turns', () => {
  it('runs the work of one key one at a time, in order, whatever the earlier work ended with, and other keys alongside', async () => {
    const turns = new Turns();
    const order: string[] = [];
    const first = deferred();
    const second = deferred();
    const a1 = turns.run('a', async () => {
      order.push('a1 start');
      await first.promise;
      order.push('a1 end');
    });
    const a2 = turns.run('a', async () => {
      order.push('a2 start');
      await second.promise;
      return 'a2';
    });
    const b1 = turns.run('b', async () => {
      order.push('b1');
      return 'b1';
    });
    expect(await b1).toBe('b1');
    expect(order).toEqual(['a1 start', 'b1']);
    first.reject(new Error('a1 failed'));
    await expect(a1).rejects.toThrow('a1 failed');
    second.resolve();
    expect(await a2).toBe('a2');
    expect(order).toEqual(['a1 start', 'b1', 'a2 start']);
  });

  it('forgets a key once its work has ended', async () => {
    const turns = new Turns();
    await Promise.all([turns.run('a', async () => 1), turns.run('a', async () => 2), turns.run('b', async () => 3)]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(turns.size).toBe(0);
  });
});
