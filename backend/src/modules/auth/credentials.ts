// Passwords live here, never in the event log: an event says that a password was set or changed, and the
// argon2id hash goes to the `credentials` table, keyed by the account's id (a salesperson's or an admin's),
// written in the same transaction as the event. A copy of the log is then no copy of anybody's password hash.
// Not a read model: nothing rebuilds it from the log, and a projection's rebuild never touches it.
import type { EntityManager } from 'typeorm';

/** Sets (or replaces) an account's password hash; call it inside the transaction that appends the account's event. */
export async function setPasswordHash(manager: EntityManager, accountId: string, passwordHash: string): Promise<void> {
  await manager.query(
    `INSERT INTO credentials (account_id, password_hash, set_at) VALUES ($1, $2, now())
     ON CONFLICT (account_id) DO UPDATE SET password_hash = EXCLUDED.password_hash, set_at = EXCLUDED.set_at`,
    [accountId, passwordHash],
  );
}
