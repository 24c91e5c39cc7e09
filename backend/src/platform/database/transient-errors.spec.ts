import { QueryFailedError, QueryRunnerProviderAlreadyReleasedError } from 'typeorm';
import { describe, expect, it } from 'vitest';
import { isTransientDatabaseError } from './transient-errors.js';

describe('isTransientDatabaseError', () => {
  it('takes a cut connection for a blip, however it is said', () => {
    expect(isTransientDatabaseError(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }))).toBe(true);
    expect(isTransientDatabaseError(new Error('Connection terminated unexpectedly'))).toBe(true);
    // A transaction whose connection broke under it (PostgreSQL restarted mid-booking): TypeORM's own error.
    expect(isTransientDatabaseError(new QueryRunnerProviderAlreadyReleasedError())).toBe(true);
  });

  it('leaves an answer of the database an answer', () => {
    expect(isTransientDatabaseError(new QueryFailedError('SELECT 1', [], Object.assign(new Error('duplicate key'), { code: '23505' })))).toBe(false);
    expect(isTransientDatabaseError(new Error('column "x" does not exist'))).toBe(false);
  });
});
