import type { MigrationInterface, QueryRunner } from 'typeorm';

// Closures (inline read model of the closure streams): the days the shop is closed, one row per closure
// that stands (a removed closure's row is deleted). Bookings and reservations ask "is this date inside one".
export class Closures1765600000000 implements MigrationInterface {
  name = 'Closures1765600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE closures_list (
        id uuid PRIMARY KEY,
        start_date date NOT NULL,
        end_date date NOT NULL,
        reason text NOT NULL,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL,
        CHECK (end_date >= start_date)
      )`);
    await queryRunner.query('CREATE INDEX closures_list_dates_idx ON closures_list (end_date, start_date)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE closures_list');
  }
}
