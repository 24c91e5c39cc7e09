import type { MigrationInterface, QueryRunner } from 'typeorm';

// How many appointments a salesperson has (the admin's 'All Appointments (n)' over a list read a page at a time):
// counted from this index alone, without visiting the rows.
export class AppointmentsSalespersonCount1764800000000 implements MigrationInterface {
  name = 'AppointmentsSalespersonCount1764800000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX appointments_list_salesperson_count_idx ON appointments_list (salesperson_id) WHERE NOT is_test');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX appointments_list_salesperson_count_idx');
  }
}
