import type { MigrationInterface, QueryRunner } from 'typeorm';

// How many appointments each salesperson has (the admin's first page of a salesperson's list says how many there are
// in all) as running totals, kept by triggers on appointments_list as appointment_totals is: counting a salesperson's
// rows read 30,000 index entries for the first page of the busiest one at the 1,000,000-event log (the page took
// 3.7 times as long as at the small log). Thirty-two rows a salesperson, each appointment counted in the one its id
// falls in, so a salesperson's concurrent bookings seldom wait for each other's row until they commit (with eight, four
// bookings at once of one salesperson met in the same row more often than not: the bench's bookings/s fell by 12 %);
// a read adds at most thirty-two numbers. Test bookings are nobody's and are not counted.
const SHARDS = 32;

export class AppointmentSalespersonTotals1765500000000 implements MigrationInterface {
  name = 'AppointmentSalespersonTotals1765500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('LOCK TABLE appointments_list IN SHARE MODE');
    await queryRunner.query(`CREATE TABLE appointment_salesperson_totals (
      salesperson_id uuid NOT NULL,
      shard smallint NOT NULL,
      booked bigint NOT NULL,
      PRIMARY KEY (salesperson_id, shard)
    )`);
    const shard = (id: string) => `(abs(hashtext(${id}::text)) % ${String(SHARDS)})::smallint`;
    // Each trigger adds what its statement changed, salesperson by salesperson and shard by shard, in key order (so two
    // statements that touch several rows take them in one order): the rows it added, less the rows it took away.
    const track = (name: string, changes: string) => `CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO appointment_salesperson_totals AS t (salesperson_id, shard, booked)
          SELECT salesperson_id, shard, sum(booked) FROM (${changes}) change
           GROUP BY salesperson_id, shard HAVING sum(booked) <> 0 ORDER BY salesperson_id, shard
        ON CONFLICT (salesperson_id, shard) DO UPDATE SET booked = t.booked + EXCLUDED.booked;
        RETURN NULL;
      END
    $$`;
    const added = `SELECT salesperson_id, ${shard('id')} AS shard, 1 AS booked FROM new_rows WHERE NOT is_test AND salesperson_id IS NOT NULL`;
    const removed = `SELECT salesperson_id, ${shard('id')} AS shard, -1 AS booked FROM old_rows WHERE NOT is_test AND salesperson_id IS NOT NULL`;
    await queryRunner.query(track('appointment_salesperson_totals_added', added));
    await queryRunner.query(track('appointment_salesperson_totals_removed', removed));
    await queryRunner.query(track('appointment_salesperson_totals_changed', `${added} UNION ALL ${removed}`));
    await queryRunner.query(`CREATE FUNCTION appointment_salesperson_totals_clear() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM appointment_salesperson_totals;
        RETURN NULL;
      END
    $$`);
    await queryRunner.query(`CREATE TRIGGER appointment_salesperson_totals_insert AFTER INSERT ON appointments_list
      REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_salesperson_totals_added()`);
    await queryRunner.query(`CREATE TRIGGER appointment_salesperson_totals_update AFTER UPDATE ON appointments_list
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_salesperson_totals_changed()`);
    await queryRunner.query(`CREATE TRIGGER appointment_salesperson_totals_delete AFTER DELETE ON appointments_list
      REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION appointment_salesperson_totals_removed()`);
    await queryRunner.query(`CREATE TRIGGER appointment_salesperson_totals_truncate AFTER TRUNCATE ON appointments_list
      FOR EACH STATEMENT EXECUTE FUNCTION appointment_salesperson_totals_clear()`);
    // The totals of the list as it stands.
    await queryRunner.query(`INSERT INTO appointment_salesperson_totals (salesperson_id, shard, booked)
      SELECT salesperson_id, ${shard('id')}, count(*) FROM appointments_list WHERE NOT is_test AND salesperson_id IS NOT NULL GROUP BY 1, 2`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const trigger of ['insert', 'update', 'delete', 'truncate']) await queryRunner.query(`DROP TRIGGER appointment_salesperson_totals_${trigger} ON appointments_list`);
    for (const name of ['added', 'removed', 'changed', 'clear']) await queryRunner.query(`DROP FUNCTION appointment_salesperson_totals_${name}()`);
    await queryRunner.query('DROP TABLE appointment_salesperson_totals');
  }
}
