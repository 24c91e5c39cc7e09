// Turns by key in this process: work under one key runs one at a time, in the order it came, and work under other
// keys alongside. A command that must take turns across the whole deployment still takes its database lock; waiting
// here first keeps the ones queued behind it from holding a pooled connection each while they wait for that lock.

export class Turns {
  /** The last piece of work queued under each key (removed once it ends and nothing came after it). */
  private readonly last = new Map<string, Promise<unknown>>();

  /** Runs `work` once every earlier piece of work under `key` has ended (however it ended). */
  run<T>(key: string, work: () => Promise<T>): Promise<T> {
    const before = this.last.get(key) ?? Promise.resolve();
    const mine = before.then(work, work);
    const settled = mine.then(
      () => undefined,
      () => undefined,
    );
    this.last.set(key, settled);
    void settled.then(() => {
      if (this.last.get(key) === settled) this.last.delete(key);
    });
    return mine;
  }

  /** Keys with work running or waiting. */
  get size(): number {
    return this.last.size;
  }
}
