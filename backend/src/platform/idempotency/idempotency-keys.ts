// Idempotency-Key support for commands: the key, a hash of the request and the first answer are
// stored in the command's own transaction, so a retry with the same key gets the first answer and
// changes nothing; a concurrent duplicate waits on the key's row and then gets that answer too.
import { createHash } from 'node:crypto';
import { applyDecorators, Injectable, type OnModuleInit } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';
import { DataSource, type EntityManager } from 'typeorm';
import { IDEMPOTENCY_KEY_INVALID, IDEMPOTENCY_KEY_REUSED } from '@tint/libs/validation-messages';
import { BadRequestError, ConflictError } from '../errors.js';
import { isUniqueViolation } from '../event-store/event-store.js';
import { type EventTransaction, literalSql } from '../event-store/event-transactions.js';
import { ApiErrors } from '../http/api-docs.js';
import { Housekeeping } from '../housekeeping/housekeeping.service.js';

const KEEP_FOR = '24 hours';

export type StoredAnswer<T> = { replayed: true; statusCode: number; body: T } | { replayed: false };

/** The API docs of a command route that takes an Idempotency-Key header (checked with checkIdempotencyKey). */
export const ApiIdempotencyKey = () =>
  applyDecorators(
    ApiHeader({ name: 'Idempotency-Key', required: false, description: 'Optional. A retry with the same key (a double click) is carried out once and answered as the first time.' }),
    ApiErrors(400, IDEMPOTENCY_KEY_INVALID),
    ApiErrors(409, IDEMPOTENCY_KEY_REUSED),
  );

/** A concurrent duplicate of the command recorded the key first (IdempotencyKeys.record): run the command again to replay it. */
export const isKeyRecordedMeanwhile = (error: unknown): boolean => isUniqueViolation(error, 'idempotency_keys_pkey');

const REPLAY_SQL = 'SELECT request_hash, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2';

type StoredRow<T> = { request_hash: string; status_code: number | null; response: T };

/** The stored answer for the request, if a row was found; 409 for another request under the same key. */
function answerIn<T>([stored]: readonly StoredRow<T>[], request: unknown): StoredAnswer<T> {
  if (!stored) return { replayed: false };
  if (stored.request_hash !== requestHash(request)) throw new ConflictError(IDEMPOTENCY_KEY_REUSED);
  return { replayed: true, statusCode: stored.status_code!, body: stored.response };
}

function requestHash(request: unknown): string {
  return createHash('sha256').update(JSON.stringify(request)).digest('hex');
}

export function checkIdempotencyKey(key: string | undefined): string | undefined {
  if (key === undefined) return undefined;
  if (!/^[\w-]{1,200}$/.test(key)) throw new BadRequestError(IDEMPOTENCY_KEY_INVALID);
  return key;
}

@Injectable()
export class IdempotencyKeys implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly housekeeping: Housekeeping,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      name: 'expired-idempotency-keys',
      run: async () => {
        const [, count] = await this.dataSource.query(`DELETE FROM idempotency_keys WHERE created_at < now() - interval '${KEEP_FOR}'`);
        return Number(count ?? 0);
      },
    });
  }

  /** Claims the key inside the command's transaction, or returns the answer stored with it. */
  async claim<T>(manager: EntityManager, scope: string, key: string, request: unknown): Promise<StoredAnswer<T>> {
    const [claimed] = await manager.query<unknown[]>(
      'INSERT INTO idempotency_keys (scope, key, request_hash) VALUES ($1, $2, $3) ON CONFLICT (scope, key) DO NOTHING RETURNING key',
      [scope, key, requestHash(request)],
    );
    if (claimed) return { replayed: false };
    // Held by the first request (the insert waited for it to commit): its answer, or 409 for another request.
    const stored = await this.replay<T>(manager, scope, key, request);
    if (!stored.replayed) throw new ConflictError(IDEMPOTENCY_KEY_REUSED);
    return stored;
  }

  /**
   * For a command that writes nothing until its last statements (a booking): the answer stored with the key, if any,
   * read without claiming it. The transaction stays without an id while the command reads, so every read model's
   * reader goes on seeing the events committed meanwhile (the event log's commit fence waits for the oldest
   * transaction that has one). The command then stores its answer with `record`.
   */
  async replay<T>(manager: EntityManager, scope: string, key: string, request: unknown): Promise<StoredAnswer<T>> {
    return answerIn<T>(await manager.query(REPLAY_SQL, [scope, key]), request);
  }

  /** replay's statement with literals, for a transaction's opening (TransactionOptions): its rows go to `replayed`. */
  replaySql(scope: string, key: string): string {
    const literals = [literalSql(scope), literalSql(key)];
    // In one pass: a literal that held "$2" is not touched again.
    return REPLAY_SQL.replace(/\$([12])/g, (_, n: string) => literals[Number(n) - 1]!);
  }

  /** The answer in the rows of replaySql (a transaction's openingRows), as replay gives it. */
  replayed<T>(rows: readonly Record<string, unknown>[], request: unknown): StoredAnswer<T> {
    return answerIn<T>(rows as StoredRow<T>[], request);
  }

  /**
   * Stores the key with its answer, after `replay` found none, as the transaction's last statement, sent with its
   * COMMIT (closeWith). A duplicate that got there first (its transaction committed while this one ran) is a lost
   * race: the key's unique index refuses this one, nothing commits (isKeyRecordedMeanwhile), and the command's next
   * attempt replays the duplicate's answer.
   */
  async record(tx: EventTransaction, scope: string, key: string, request: unknown, statusCode: number, body: unknown): Promise<void> {
    await tx.closeWith(
      `INSERT INTO idempotency_keys (scope, key, request_hash, status_code, response)
       VALUES (${literalSql(scope)}, ${literalSql(key)}, ${literalSql(requestHash(request))}, ${String(Math.trunc(statusCode))}, ${literalSql(JSON.stringify(body))}::json)`,
    );
  }

  async remember(manager: EntityManager, scope: string, key: string, statusCode: number, body: unknown): Promise<void> {
    await manager.query('UPDATE idempotency_keys SET status_code = $3, response = $4::json WHERE scope = $1 AND key = $2', [
      scope,
      key,
      statusCode,
      JSON.stringify(body),
    ]);
  }

  /**
   * Erasure (issue 17): the stored answers that mention an id (a booking's answer names its appointment, a
   * salesperson's scope names them) go, with the person's copy of the data in them. A retry of such a request
   * then runs again and meets the erased state.
   */
  async forget(manager: EntityManager, id: string): Promise<void> {
    await manager.query("DELETE FROM idempotency_keys WHERE strpos(scope, $1) > 0 OR strpos(coalesce(response::text, ''), $1) > 0", [id]);
  }
}
