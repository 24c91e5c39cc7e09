import type { MigrationInterface, QueryRunner } from 'typeorm';

// Accounts (read models of the salesperson and admin streams) and the operational auth tables:
// sessions, password reset tokens and revoked admin tokens are not history, so they are not events.
export class Accounts1763800000000 implements MigrationInterface {
  name = 'Accounts1763800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE accounts_salespeople (
        id uuid PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        phone_number text NOT NULL,
        company text NOT NULL,
        password_hash text,
        oidc_issuer text,
        oidc_subject text,
        registered_at timestamptz NOT NULL,
        CONSTRAINT accounts_salespeople_email_key UNIQUE (email),
        CONSTRAINT accounts_salespeople_oidc_key UNIQUE (oidc_issuer, oidc_subject)
      )`);
    await queryRunner.query(`
      CREATE TABLE admins_accounts (
        id uuid PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        password_hash text NOT NULL,
        created_at timestamptz NOT NULL,
        CONSTRAINT admins_accounts_email_key UNIQUE (email)
      )`);
    await queryRunner.query(`
      CREATE TABLE sessions (
        token_hash text PRIMARY KEY,
        salesperson_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX sessions_salesperson_idx ON sessions (salesperson_id)');
    await queryRunner.query(`
      CREATE TABLE password_reset_tokens (
        token_hash text PRIMARY KEY,
        salesperson_id uuid NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        used_at timestamptz
      )`);
    await queryRunner.query(`
      CREATE TABLE admin_token_revocations (
        jti uuid PRIMARY KEY,
        expires_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE admin_token_revocations, password_reset_tokens, sessions, admins_accounts, accounts_salespeople');
  }
}
