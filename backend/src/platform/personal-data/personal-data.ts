// The keyring of crypto-shredding (issue 17): seals the personal fields of events as they are appended (a subject's
// key is made in the same transaction), opens them as the log is read (one query for the keys of a whole batch), and
// erases a subject by deleting their key. At start-up it checks DATA_KEY_SECRET against the database, re-wraps the keys
// when the secret is being rotated, and seals the personal fields of events written before this existed.
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { NewEvent, StoredEvent } from '../event-store/event-store.js';
import { masterKeyFrom, newDataKey, opensCheck, sealCheck, unwrapKey, wrapKey } from './cipher.js';
import { fieldsToSeal, hasSealedFields, openData, type PersonalDataPolicies, sealData, sealedSubjects } from './policies.js';

export const PERSONAL_DATA_POLICIES = Symbol('PERSONAL_DATA_POLICIES');

/** Anything that runs SQL: a transaction's EntityManager, the DataSource, a pg client. */
export type Queryable = { query: <T = unknown>(sql: string, parameters?: unknown[]) => Promise<T> };

/** Start-up refused: the secret does not open this database's keys. Printed without a stack. */
export class DataKeySecretError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataKeySecretError';
  }
}

export const WRONG_DATA_KEY_SECRET =
  "DATA_KEY_SECRET does not open this database's data keys: start with the secret they were wrapped with " +
  '(to change it, set the old one as DATA_KEY_PREVIOUS_SECRET and the new one as DATA_KEY_SECRET for one start)';

/** Legacy events sealed per transaction at start-up. */
const LEGACY_BATCH = 500;
/** The advisory lock that keeps two starting processes from checking and sealing at once. */
const START_LOCK = 1_765_000_000;

type KeyRow = { subject: string; wrapped_key: Buffer | null };

/** Seals, opens and erases with the keys in `data_keys`, wrapped by one master key. No start-up logic (PersonalData has it). */
export class Keyring {
  constructor(
    private readonly master: Buffer,
    private readonly policies: PersonalDataPolicies,
  ) {}

  /** Whether any of these events has personal fields to seal. */
  needsSealing(events: readonly NewEvent[]): boolean {
    return events.some((event) => fieldsToSeal(this.policies[event.type], event.data).length > 0);
  }

  /** The events with their personal fields sealed, each by its subject's key (made now for a new subject). */
  async seal(manager: Queryable, events: readonly NewEvent[]): Promise<NewEvent[]> {
    const subjects = new Map<NewEvent, string>();
    for (const event of events) {
      const policy = this.policies[event.type];
      if (fieldsToSeal(policy, event.data).length === 0) continue;
      const subject = policy!.subject(event.data);
      if (subject !== null) subjects.set(event, subject);
    }
    if (subjects.size === 0) return [...events];
    const keys = await this.keysFor(manager, [...new Set(subjects.values())]);
    return events.map((event) => {
      const subject = subjects.get(event);
      return subject === undefined ? event : { ...event, data: sealData(this.policies[event.type]!, event.data, subject, keys.get(subject) ?? null) };
    });
  }

  /**
   * The events with their sealed fields opened (an erased subject's as their placeholders); with `types`, only the
   * events of those types, the others as they are.
   */
  async open<E extends Pick<StoredEvent, 'type' | 'data'>>(manager: Queryable, events: E[], types?: readonly string[]): Promise<E[]> {
    const opened = types === undefined ? undefined : new Set(types);
    const toOpen = (event: E) => opened === undefined || opened.has(event.type);
    const subjects = new Set<string>();
    for (const event of events) if (toOpen(event)) sealedSubjects(event.data, subjects);
    if (subjects.size === 0) return events;
    const rows = await manager.query<KeyRow[]>('SELECT subject, wrapped_key FROM data_keys WHERE subject = ANY($1::text[]) AND wrapped_key IS NOT NULL', [[...subjects]]);
    const keys = new Map(rows.map((row) => [row.subject, unwrapKey(this.master, row.wrapped_key!, row.subject)]));
    return events.map((event) => (toOpen(event) ? { ...event, data: openData(this.policies[event.type], event.data, keys) } : event));
  }

  /** Deletes the subject's key for good, and keeps the row so that no key is ever made for them again. */
  async erase(manager: Queryable, subject: string): Promise<void> {
    await manager.query(
      `INSERT INTO data_keys AS k (subject, wrapped_key, erased_at) VALUES ($1, NULL, now())
       ON CONFLICT (subject) DO UPDATE SET wrapped_key = NULL, erased_at = coalesce(k.erased_at, now())`,
      [subject],
    );
  }

  /** Deletes the subjects' keys and their rows (retention): their sealed data is gone; one coming back gets a new key. */
  async shred(manager: Queryable, subjects: readonly string[]): Promise<void> {
    if (subjects.length > 0) await manager.query('DELETE FROM data_keys WHERE subject = ANY($1::text[])', [subjects]);
  }

  /**
   * The subjects' keys, made for those that have none: one statement in the common case. A key another
   * transaction made meanwhile is invisible to that statement's snapshot, so those are read again.
   */
  private async keysFor(manager: Queryable, subjects: string[]): Promise<Map<string, Buffer | null>> {
    const fresh = subjects.map((subject) => wrapKey(this.master, newDataKey(), subject));
    const rows = await manager.query<KeyRow[]>(
      `WITH made AS (
         INSERT INTO data_keys (subject, wrapped_key) SELECT * FROM unnest($1::text[], $2::bytea[])
         ON CONFLICT (subject) DO NOTHING
         RETURNING subject, wrapped_key)
       SELECT subject, wrapped_key FROM made
       UNION ALL
       SELECT subject, wrapped_key FROM data_keys WHERE subject = ANY($1::text[])`,
      [subjects, fresh],
    );
    const found = new Set(rows.map((row) => row.subject));
    const missing = subjects.filter((subject) => !found.has(subject));
    if (missing.length > 0) rows.push(...(await manager.query<KeyRow[]>('SELECT subject, wrapped_key FROM data_keys WHERE subject = ANY($1::text[])', [missing])));
    return new Map(rows.map((row) => [row.subject, row.wrapped_key === null ? null : unwrapKey(this.master, row.wrapped_key, row.subject)]));
  }
}

@Injectable()
export class PersonalData implements OnModuleInit {
  private readonly logger = new Logger('PersonalData');
  private readonly master: Buffer;
  private readonly previousMaster: Buffer | undefined;
  private ready: Promise<void> | undefined;
  private readonly keyring: Keyring;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PERSONAL_DATA_POLICIES) private readonly policies: PersonalDataPolicies,
    private readonly dataSource: DataSource,
  ) {
    this.master = masterKeyFrom(config.dataKeySecret);
    this.previousMaster = config.dataKeyPreviousSecret === undefined ? undefined : masterKeyFrom(config.dataKeyPreviousSecret);
    this.keyring = new Keyring(this.master, policies);
  }

  onModuleInit(): Promise<void> {
    return this.whenReady();
  }

  /** The check, a rotation and the legacy sealing, once per process, before anything is sealed or opened. */
  whenReady(): Promise<void> {
    this.ready ??= this.start();
    return this.ready;
  }

  /** The events with their personal fields sealed (Keyring.seal), once the secret has been checked. */
  async seal(manager: Queryable, events: readonly NewEvent[]): Promise<NewEvent[]> {
    if (!this.keyring.needsSealing(events)) return [...events];
    await this.whenReady();
    return this.keyring.seal(manager, events);
  }

  /** The events with their sealed fields opened (Keyring.open); with `types`, only the events of those types. */
  async open<E extends Pick<StoredEvent, 'type' | 'data'>>(manager: Queryable, events: E[], types?: readonly string[]): Promise<E[]> {
    if (!events.some((event) => (types === undefined || types.includes(event.type)) && hasSealedFields(event.data))) return events;
    await this.whenReady();
    return this.keyring.open(manager, events, types);
  }

  /** Shreds the subject's data (Keyring.erase). */
  erase(manager: Queryable, subject: string): Promise<void> {
    return this.keyring.erase(manager, subject);
  }

  /** Shreds the subjects' data for retention (Keyring.shred). */
  shred(manager: Queryable, subjects: readonly string[]): Promise<void> {
    return this.keyring.shred(manager, subjects);
  }

  private async start(): Promise<void> {
    const legacySealed = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [START_LOCK]);
      const [check] = await manager.query<{ sealed: Buffer | null; legacy_sealed: boolean }[]>('SELECT sealed, legacy_sealed FROM data_key_check WHERE id = 1');
      if (!check) throw new Error('data_key_check is empty: the PersonalData migration did not run');
      if (check.sealed === null) {
        await manager.query('UPDATE data_key_check SET sealed = $1 WHERE id = 1', [sealCheck(this.master)]);
      } else if (!opensCheck(this.master, check.sealed)) {
        if (!this.previousMaster || !opensCheck(this.previousMaster, check.sealed)) throw new DataKeySecretError(WRONG_DATA_KEY_SECRET);
        await this.rewrap(manager, this.previousMaster);
      }
      return check.legacy_sealed;
    });
    if (!legacySealed) await this.sealLegacyEvents();
  }

  /** Rotation: every key unwrapped with the previous secret and wrapped with the new one, in the caller's transaction. */
  private async rewrap(manager: Queryable, previous: Buffer): Promise<void> {
    const rows = await manager.query<KeyRow[]>('SELECT subject, wrapped_key FROM data_keys WHERE wrapped_key IS NOT NULL');
    for (let i = 0; i < rows.length; i += LEGACY_BATCH) {
      const batch = rows.slice(i, i + LEGACY_BATCH);
      await manager.query(
        `UPDATE data_keys k SET wrapped_key = r.wrapped_key FROM unnest($1::text[], $2::bytea[]) AS r(subject, wrapped_key) WHERE k.subject = r.subject`,
        [batch.map((row) => row.subject), batch.map((row) => wrapKey(this.master, unwrapKey(previous, row.wrapped_key!, row.subject), row.subject))],
      );
    }
    await manager.query('UPDATE data_key_check SET sealed = $1 WHERE id = 1', [sealCheck(this.master)]);
    this.logger.log(`DATA_KEY_SECRET rotated: ${rows.length} data keys wrapped again with the new secret`);
  }

  /**
   * The one sanctioned rewrite after the password hashes' (credentials.migration.ts): events appended before personal
   * fields were sealed get them sealed now, a batch per transaction with the append-only trigger off only inside it.
   * Runs once; `legacy_sealed` records that it finished, so later starts do not scan the log again.
   */
  private async sealLegacyEvents(): Promise<void> {
    const types = Object.keys(this.policies);
    let after = '0';
    let sealed = 0;
    for (;;) {
      const done = await this.dataSource.transaction(async (manager) => {
        await manager.query('SELECT pg_advisory_xact_lock($1)', [START_LOCK]);
        const rows = await manager.query<{ global_position: string; type: string; data: Record<string, unknown> }[]>(
          'SELECT global_position, type, data FROM events WHERE type = ANY($1::text[]) AND global_position > $2 ORDER BY global_position LIMIT $3',
          [types, after, LEGACY_BATCH],
        );
        if (rows.length === 0) {
          await manager.query('UPDATE data_key_check SET legacy_sealed = true WHERE id = 1');
          return true;
        }
        after = rows.at(-1)!.global_position;
        const plain = rows.filter((row) => fieldsToSeal(this.policies[row.type], row.data).length > 0);
        if (plain.length === 0) return false;
        const events = await this.keyring.seal(manager, plain.map((row) => ({ type: row.type, data: row.data })));
        await manager.query('ALTER TABLE events DISABLE TRIGGER events_append_only');
        await manager.query(
          'UPDATE events e SET data = r.data FROM unnest($1::bigint[], $2::jsonb[]) AS r(global_position, data) WHERE e.global_position = r.global_position',
          [plain.map((row) => row.global_position), events.map((event) => JSON.stringify(event.data))],
        );
        await manager.query('ALTER TABLE events ENABLE TRIGGER events_append_only');
        sealed += plain.length;
        return false;
      });
      if (done) break;
    }
    if (sealed > 0) this.logger.log(`Sealed the personal fields of ${sealed} events written before they were encrypted`);
  }
}
