import type { MigrationInterface, QueryRunner } from 'typeorm';

// Live streams (issue 20): an admin's single-use tickets for the event stream (EventSource sends no headers, so the
// bearer token cannot travel with it). Only a ticket's SHA-256 is kept, with the token it was made from, so a stream
// ends when that token is revoked or expires.
export class LiveTickets1766200000000 implements MigrationInterface {
  name = 'LiveTickets1766200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE live_tickets (
        token_hash text PRIMARY KEY,
        admin_id uuid NOT NULL,
        admin_jti text NOT NULL,
        admin_expires_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX live_tickets_expires_idx ON live_tickets (expires_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE live_tickets');
  }
}
