import { Get, HttpCode } from '@nestjs/common';
import { HTTP_CODE_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { describe, expect, it } from 'vitest';
import type { DatabaseBlips } from '../database/database-blips.js';
import { retriedOnBlips } from './read-retry.js';

const cut = () => Object.assign(new Error('Connection terminated unexpectedly'), { code: 'ECONNRESET' });

/** Blips that count how often a read waited for the database. */
function countingBlips() {
  const waited = { count: 0 };
  return { blips: { back: () => Promise.resolve(void waited.count++) } as unknown as DatabaseBlips, waited };
}

class Reads {
  calls = 0;
  constructor(private readonly failures: Error[]) {}

  @Get('thing')
  @HttpCode(203)
  async thing(id: string): Promise<string> {
    this.calls++;
    const failure = this.failures.shift();
    if (failure) throw failure;
    return `thing ${id}`;
  }
}

const handler = Reads.prototype.thing as (this: unknown, ...args: unknown[]) => unknown;

describe('a read retried on a database blip', () => {
  it('runs once more, on the same controller with the same arguments, after the database answers again', async () => {
    const { blips, waited } = countingBlips();
    const reads = new Reads([cut()]);
    await expect(retriedOnBlips(handler, blips).call(reads, '7')).resolves.toBe('thing 7');
    expect(reads.calls).toBe(2);
    expect(waited.count).toBe(1);
  });

  it('gives up after one more try, and never retries an error that is not a blip', async () => {
    const { blips } = countingBlips();
    const twice = new Reads([cut(), cut()]);
    await expect(retriedOnBlips(handler, blips).call(twice, '7')).rejects.toThrow('Connection terminated unexpectedly');
    expect(twice.calls).toBe(2);
    const refused = new Reads([new Error('relation "nope" does not exist')]);
    await expect(retriedOnBlips(handler, blips).call(refused, '7')).rejects.toThrow('relation "nope" does not exist');
    expect(refused.calls).toBe(1);
  });

  it("keeps the route's metadata, which Nest reads from the function it calls", () => {
    const { blips } = countingBlips();
    const wrapped = retriedOnBlips(handler, blips);
    expect(Reflect.getMetadata(PATH_METADATA, wrapped)).toBe('thing');
    expect(Reflect.getMetadata(METHOD_METADATA, wrapped)).toBe(Reflect.getMetadata(METHOD_METADATA, handler));
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, wrapped)).toBe(203);
    expect(wrapped.name).toBe('thing');
  });
});
