import type { MigrationInterface, QueryRunner } from 'typeorm';

// The appointment list gives up the payout columns and index it took on in AppointmentLifecycle: who
// paid, how and when now live in the payouts module's ledger (Payouts1764500000000, just before this
// one). IF EXISTS because a database migrated while the ledger's migration still dropped them has
// nothing left to drop.
export class AppointmentsPayoutColumns1764550000000 implements MigrationInterface {
  name = 'AppointmentsPayoutColumns1764550000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX IF EXISTS appointments_list_pending_payouts_idx');
    await queryRunner.query(
      'ALTER TABLE appointments_list DROP COLUMN IF EXISTS paid_at, DROP COLUMN IF EXISTS paid_by, DROP COLUMN IF EXISTS payout_method, DROP COLUMN IF EXISTS payout_notes',
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE appointments_list ADD COLUMN paid_at timestamptz, ADD COLUMN paid_by uuid, ADD COLUMN payout_method text, ADD COLUMN payout_notes text');
    await queryRunner.query(
      "CREATE INDEX appointments_list_pending_payouts_idx ON appointments_list (appointment_date, appointment_time) WHERE status = 'completed' AND payout_status = 'pending' AND NOT is_test",
    );
  }
}
