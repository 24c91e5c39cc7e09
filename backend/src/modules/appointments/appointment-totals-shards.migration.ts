import type { MigrationInterface, QueryRunner } from 'typeorm';
import { APPOINTMENT_TOTAL_SHARDS } from './appointment-totals.migration.js';

// The appointment totals in 128 rows instead of 16. A booking holds its row from its insert into the list until it
// commits; with twenty bookings in flight, sixteen rows made one in eight wait for another's commit (seen under
// load as lock waits on the list's insert). The totals are counted again from the list, which is held still
// meanwhile (its writers wait; readers do not).
const APPOINTMENT_TOTAL_SHARDS_NOW = 128;

export class AppointmentTotalsShards1765200000000 implements MigrationInterface {
  name = 'AppointmentTotalsShards1765200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.reshard(queryRunner, APPOINTMENT_TOTAL_SHARDS_NOW);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.reshard(queryRunner, APPOINTMENT_TOTAL_SHARDS);
  }

  private async reshard(queryRunner: QueryRunner, shards: number): Promise<void> {
    await queryRunner.query('LOCK TABLE appointments_list IN SHARE MODE');
    await queryRunner.query(`CREATE OR REPLACE FUNCTION appointment_totals_shard(id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT (abs(hashtext(id::text)) % ${shards})::smallint $$`);
    await queryRunner.query('DELETE FROM appointment_totals');
    await queryRunner.query(`INSERT INTO appointment_totals (shard, booked, confirmed)
      SELECT s, coalesce(count(a.id), 0), coalesce(count(a.id) FILTER (WHERE a.is_confirmed), 0)
        FROM generate_series(0, ${shards - 1}) s
        LEFT JOIN appointments_list a ON NOT a.is_test AND appointment_totals_shard(a.id) = s
       GROUP BY s`);
  }
}
