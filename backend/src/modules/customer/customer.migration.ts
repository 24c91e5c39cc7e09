import type { MigrationInterface, QueryRunner } from 'typeorm';

// The customer's side (issue 18). customer_links: the manage links' tokens, hashed (the token itself is only ever in
// the customer's mail), each valid until its appointment's time. customer_reminders: the reminder each appointment
// with a customer email is owed, and when. Both are an inline projection's (customer-links.projection.ts).
// customer_mail_log: what the customer-mails reactor and the reminder sweep sent, each by a key derived from what
// caused it, written in the transaction that records it (so a replay or a crashed worker never sends twice).
export class Customer1765700000000 implements MigrationInterface {
  name = 'Customer1765700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE customer_links (
        token_hash bytea PRIMARY KEY,
        appointment_id uuid NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX customer_links_appointment_idx ON customer_links (appointment_id)');
    await queryRunner.query(`
      CREATE TABLE customer_reminders (
        appointment_id uuid PRIMARY KEY,
        slot_start timestamptz NOT NULL,
        due_at timestamptz NOT NULL,
        sent_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX customer_reminders_due_idx ON customer_reminders (due_at) WHERE sent_at IS NULL');
    await queryRunner.query(`
      CREATE TABLE customer_mail_log (
        mail_key text PRIMARY KEY,
        appointment_id uuid NOT NULL,
        kind text NOT NULL,
        sent_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX customer_mail_log_appointment_idx ON customer_mail_log (appointment_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE customer_mail_log');
    await queryRunner.query('DROP TABLE customer_reminders');
    await queryRunner.query('DROP TABLE customer_links');
  }
}
