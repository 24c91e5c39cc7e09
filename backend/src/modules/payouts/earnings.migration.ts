import type { MigrationInterface, QueryRunner } from 'typeorm';

// Year-end earnings (inline projection `earnings`, issue 20): every commission paid, when and to whom. Unlike the
// payout ledger it is not emptied by a Reset for Rollout: a payment made before a reset was still made in its tax year.
export class Earnings1765950000000 implements MigrationInterface {
  name = 'Earnings1765950000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE earnings_payments (
        appointment_id uuid PRIMARY KEY,
        salesperson_id uuid NOT NULL,
        commission_cents integer NOT NULL,
        paid_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX earnings_payments_paid_at_idx ON earnings_payments (paid_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE earnings_payments');
  }
}
