import type { MigrationInterface, QueryRunner } from 'typeorm';

// Payout runs (issue 19): the run and reference that paid a commission, on its ledger row (the `payouts` projection
// writes them from PayoutFulfilled), and the runs themselves (inline projection `payout-runs`) for the admin's list.
// A run's appointments are kept in the order it paid them, so its CSV lists them even after one is unpaid again.
export class PayoutRuns1765800000000 implements MigrationInterface {
  name = 'PayoutRuns1765800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE payouts_ledger ADD COLUMN payout_run_id uuid, ADD COLUMN payout_reference text');
    // The payouts export reads paid commissions by when they were paid.
    await queryRunner.query("CREATE INDEX payouts_ledger_paid_at_idx ON payouts_ledger (paid_at, appointment_id) WHERE payout_status = 'fulfilled'");
    await queryRunner.query(`
      CREATE TABLE payout_runs (
        id uuid PRIMARY KEY,
        recorded_at timestamptz NOT NULL,
        recorded_by uuid NOT NULL,
        payout_method text NOT NULL,
        reference text,
        notes text,
        appointment_ids uuid[] NOT NULL,
        count integer NOT NULL,
        total_cents bigint NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX payout_runs_newest_idx ON payout_runs (recorded_at DESC, id DESC)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payout_runs');
    await queryRunner.query('DROP INDEX payouts_ledger_paid_at_idx');
    await queryRunner.query('ALTER TABLE payouts_ledger DROP COLUMN payout_run_id, DROP COLUMN payout_reference');
  }
}
