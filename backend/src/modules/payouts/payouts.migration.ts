import type { MigrationInterface, QueryRunner } from 'typeorm';

// The payout ledger (inline projection `payouts`): one row per referral (test bookings have nobody to
// pay) with its commission, when it was serviced and how and when it was paid. The appointment list's
// old payout columns are dropped by the appointments module's own migration that follows this one.
export class Payouts1764500000000 implements MigrationInterface {
  name = 'Payouts1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payouts_ledger (
        appointment_id uuid PRIMARY KEY,
        salesperson_id uuid NOT NULL,
        appointment_date date NOT NULL,
        appointment_time text NOT NULL,
        commission_cents integer NOT NULL,
        status text NOT NULL,
        completed_at timestamptz,
        payout_status text NOT NULL,
        paid_at timestamptz,
        paid_by uuid,
        payout_method text,
        payout_notes text
      )`);
    await queryRunner.query('CREATE INDEX payouts_ledger_salesperson_idx ON payouts_ledger (salesperson_id)');
    await queryRunner.query(
      "CREATE INDEX payouts_ledger_pending_idx ON payouts_ledger (appointment_date, appointment_time) WHERE status = 'completed' AND payout_status = 'pending'",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payouts_ledger');
  }
}
