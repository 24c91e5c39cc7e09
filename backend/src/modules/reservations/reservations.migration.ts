import type { MigrationInterface, QueryRunner } from 'typeorm';

// Reservations (inline read model of the reservation streams): slots the team holds.
export class Reservations1764000000000 implements MigrationInterface {
  name = 'Reservations1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE reservations_list (
        id uuid PRIMARY KEY,
        reservation_date date NOT NULL,
        reservation_time text NOT NULL,
        customer_name text,
        notes text,
        status text NOT NULL,
        reserved_by uuid NOT NULL,
        created_at timestamptz NOT NULL,
        cancelled_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX reservations_list_slot_idx ON reservations_list (reservation_date, reservation_time) WHERE status = \'active\'');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE reservations_list');
  }
}
