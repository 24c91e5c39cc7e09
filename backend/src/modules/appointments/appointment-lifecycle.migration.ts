import type { MigrationInterface, QueryRunner } from 'typeorm';

// The appointment list learns the lifecycle an admin drives: confirmation, service, payout (who paid,
// how, when). Pending payouts are read by (status, payout_status).
export class AppointmentLifecycle1764100000000 implements MigrationInterface {
  name = 'AppointmentLifecycle1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE appointments_list
        ADD COLUMN confirmed_at timestamptz,
        ADD COLUMN paid_at timestamptz,
        ADD COLUMN paid_by uuid,
        ADD COLUMN payout_method text,
        ADD COLUMN payout_notes text`);
    await queryRunner.query(
      "CREATE INDEX appointments_list_pending_payouts_idx ON appointments_list (appointment_date, appointment_time) WHERE status = 'completed' AND payout_status = 'pending' AND NOT is_test",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX appointments_list_pending_payouts_idx');
    await queryRunner.query(
      'ALTER TABLE appointments_list DROP COLUMN confirmed_at, DROP COLUMN paid_at, DROP COLUMN paid_by, DROP COLUMN payout_method, DROP COLUMN payout_notes',
    );
  }
}
