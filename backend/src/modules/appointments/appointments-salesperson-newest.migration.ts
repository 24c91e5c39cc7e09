import type { MigrationInterface, QueryRunner } from 'typeorm';

// A salesperson's appointments, newest first, in the order every read of them asks for (created_at DESC, then id
// DESC, test bookings left out): the dashboard's newest three are the index's first three entries, where the two indexes
// before it made PostgreSQL read and sort all of the salesperson's rows (0.21 ms instead of 0.02 ms at 333 of them).
// A page after another starts where that one ended, (created_at, id) < the last one's, as an index condition (a
// page deep in a long list reads its own rows only). It also counts them without visiting the rows, so it replaces
// both: a booking keeps one index fewer up to date.
export class AppointmentsSalespersonNewest1765300000000 implements MigrationInterface {
  name = 'AppointmentsSalespersonNewest1765300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX appointments_list_salesperson_newest_idx ON appointments_list (salesperson_id, created_at DESC, id DESC) WHERE NOT is_test');
    await queryRunner.query('DROP INDEX appointments_list_salesperson_idx');
    await queryRunner.query('DROP INDEX appointments_list_salesperson_count_idx');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX appointments_list_salesperson_count_idx ON appointments_list (salesperson_id) WHERE NOT is_test');
    await queryRunner.query('CREATE INDEX appointments_list_salesperson_idx ON appointments_list (salesperson_id, created_at DESC)');
    await queryRunner.query('DROP INDEX appointments_list_salesperson_newest_idx');
  }
}
