import type { MigrationInterface, QueryRunner } from 'typeorm';

// Password hashes leave the event log (issue 17): a copy of the log must not be a copy of every password hash.
// They move to `credentials`, keyed by account id, which the commands now write beside the account's events.
//
// This is the one sanctioned rewrite of history. Until now `SalespersonRegistered` and `AdminCreated` carried
// `passwordHash` (null for an account of the outside identity provider) and `SalespersonPasswordChanged` carried
// the new one. Each keeps everything else; the first two say `hasPassword` instead, the third says only that the
// password changed. The current hashes are taken from the accounts read model (inline, so always at the log's end)
// before the columns go. The append-only trigger is off only inside this transaction and armed again before it
// commits: a failure anywhere rolls everything back, the trigger included.
export class Credentials1764900000000 implements MigrationInterface {
  name = 'Credentials1764900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE credentials (
        account_id uuid PRIMARY KEY,
        password_hash text NOT NULL,
        set_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      INSERT INTO credentials (account_id, password_hash)
      SELECT id, password_hash FROM accounts_salespeople WHERE password_hash IS NOT NULL
      UNION ALL
      SELECT id, password_hash FROM admins_accounts`);
    await queryRunner.query('ALTER TABLE accounts_salespeople DROP COLUMN password_hash');
    await queryRunner.query('ALTER TABLE admins_accounts DROP COLUMN password_hash');

    await queryRunner.query('ALTER TABLE events DISABLE TRIGGER events_append_only');
    await queryRunner.query(`
      UPDATE events
      SET data = (data - 'passwordHash') || jsonb_build_object('hasPassword', jsonb_typeof(data -> 'passwordHash') = 'string')
      WHERE type IN ('SalespersonRegistered', 'AdminCreated') AND data ? 'passwordHash'`);
    await queryRunner.query(`UPDATE events SET data = data - 'passwordHash' WHERE type = 'SalespersonPasswordChanged' AND data ? 'passwordHash'`);
    await queryRunner.query('ALTER TABLE events ENABLE TRIGGER events_append_only');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    // The hashes are not written back into the log: going down keeps the log as it is and the columns empty.
    await queryRunner.query('ALTER TABLE accounts_salespeople ADD COLUMN password_hash text');
    await queryRunner.query('ALTER TABLE admins_accounts ADD COLUMN password_hash text');
    await queryRunner.query('UPDATE accounts_salespeople a SET password_hash = c.password_hash FROM credentials c WHERE c.account_id = a.id');
    await queryRunner.query('UPDATE admins_accounts a SET password_hash = c.password_hash FROM credentials c WHERE c.account_id = a.id');
    await queryRunner.query('DROP TABLE credentials');
  }
}
