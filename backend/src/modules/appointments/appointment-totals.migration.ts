import type { MigrationInterface, QueryRunner } from 'typeorm';

// The admin's appointment metrics (how many are booked, how many confirmed) without counting the whole list on every
// read: running totals, kept by triggers on appointments_list itself, so every way the list changes (a booking, a
// confirmation undone, a Reset for Rollout, a rebuild) moves them in the same transaction. Sixteen rows, each
// appointment counted in the one its id falls in: concurrent bookings seldom wait for each other's row, and a read
// adds sixteen numbers (128 rows since appointment-totals-shards.migration.ts). Statement-level triggers see a whole batch at once (a rebuild inserts thousands of rows a
// statement). Test bookings are nobody's and are not counted.
export const APPOINTMENT_TOTAL_SHARDS = 16;

export class AppointmentTotals1765100000000 implements MigrationInterface {
  name = 'AppointmentTotals1765100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE appointment_totals (
      shard smallint PRIMARY KEY,
      booked bigint NOT NULL DEFAULT 0,
      confirmed bigint NOT NULL DEFAULT 0
    )`);
    // The shard of an appointment: its id's hash, so the same appointment always counts in the same row.
    await queryRunner.query(`CREATE FUNCTION appointment_totals_shard(id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT (abs(hashtext(id::text)) % ${APPOINTMENT_TOTAL_SHARDS})::smallint $$`);
    // Each trigger adds what its statement changed, shard by shard: the rows it added, less the rows it took away.
    // The shard rows are locked in their order first, so two statements that touch several never wait in a circle.
    const track = (name: string, changes: string) => {
      const delta = `SELECT shard, sum(booked) AS booked, sum(confirmed) AS confirmed FROM (${changes}) change
                       GROUP BY shard HAVING sum(booked) <> 0 OR sum(confirmed) <> 0`;
      return `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN
          PERFORM 1 FROM appointment_totals WHERE shard IN (SELECT shard FROM (${delta}) d) ORDER BY shard FOR UPDATE;
          UPDATE appointment_totals t SET booked = t.booked + d.booked, confirmed = t.confirmed + d.confirmed
            FROM (${delta}) d WHERE t.shard = d.shard;
          RETURN NULL;
        END
      $$`;
    };
    const added = "SELECT appointment_totals_shard(id) AS shard, 1 AS booked, is_confirmed::int AS confirmed FROM new_rows WHERE NOT is_test";
    const removed = "SELECT appointment_totals_shard(id) AS shard, -1 AS booked, -(is_confirmed::int) AS confirmed FROM old_rows WHERE NOT is_test";
    await queryRunner.query(track('appointment_totals_added', added));
    await queryRunner.query(track('appointment_totals_removed', removed));
    await queryRunner.query(track('appointment_totals_changed', `${added} UNION ALL ${removed}`));
    await queryRunner.query(`CREATE FUNCTION appointment_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE appointment_totals SET booked = 0, confirmed = 0;
        RETURN NULL;
      END
    $$`);
    await queryRunner.query(`CREATE TRIGGER appointment_totals_insert AFTER INSERT ON appointments_list
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_totals_added()`);
    await queryRunner.query(`CREATE TRIGGER appointment_totals_update AFTER UPDATE ON appointments_list
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_totals_changed()`);
    await queryRunner.query(`CREATE TRIGGER appointment_totals_delete AFTER DELETE ON appointments_list
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_totals_removed()`);
    await queryRunner.query(`CREATE TRIGGER appointment_totals_truncate AFTER TRUNCATE ON appointments_list
      FOR EACH STATEMENT EXECUTE FUNCTION appointment_totals_clear()`);
    // The totals of the list as it stands.
    await queryRunner.query(`INSERT INTO appointment_totals (shard, booked, confirmed)
      SELECT s, coalesce(count(a.id), 0), coalesce(count(a.id) FILTER (WHERE a.is_confirmed), 0)
        FROM generate_series(0, ${APPOINTMENT_TOTAL_SHARDS - 1}) s
        LEFT JOIN appointments_list a ON NOT a.is_test AND appointment_totals_shard(a.id) = s
       GROUP BY s`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['insert', 'update', 'delete', 'truncate']) await queryRunner.query(`DROP TRIGGER appointment_totals_${trigger} ON appointments_list`);
    await queryRunner.query('DROP FUNCTION appointment_totals_clear()');
    for (const name of ['added', 'removed', 'changed']) await queryRunner.query(`DROP FUNCTION appointment_totals_${name}()`);
    await queryRunner.query('DROP FUNCTION appointment_totals_shard(uuid)');
    await queryRunner.query('DROP TABLE appointment_totals');
  }
}
