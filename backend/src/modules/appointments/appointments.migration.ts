import type { MigrationInterface, QueryRunner } from 'typeorm';

// The appointment list (inline read model of the appointment streams; slot occupancy is counted from it),
// and the stored answers of idempotent requests.
export class Appointments1763900000000 implements MigrationInterface {
  name = 'Appointments1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE appointments_list (
        id uuid PRIMARY KEY,
        salesperson_id uuid,
        is_test boolean NOT NULL,
        customer_first_name text NOT NULL,
        customer_last_name text NOT NULL,
        customer_email text,
        customer_phone text NOT NULL,
        vehicle_year text NOT NULL,
        vehicle_make text NOT NULL,
        vehicle_model text NOT NULL,
        tint_package_id text NOT NULL,
        window_option text,
        vehicle_size text,
        appointment_date date NOT NULL,
        appointment_time text NOT NULL,
        estimated_price_cents integer NOT NULL,
        commission_cents integer NOT NULL,
        status text NOT NULL,
        payout_status text NOT NULL,
        is_confirmed boolean NOT NULL,
        created_at timestamptz NOT NULL,
        completed_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX appointments_list_salesperson_idx ON appointments_list (salesperson_id, created_at DESC)');
    // Slot occupancy is read from here too: active bookings per (date, time).
    await queryRunner.query('CREATE INDEX appointments_list_slot_idx ON appointments_list (appointment_date, appointment_time)');
    // idempotency_keys belongs to platform/idempotency, but this migration had landed before it moved: history stays frozen.
    await queryRunner.query(`
      CREATE TABLE idempotency_keys (
        scope text NOT NULL,
        key text NOT NULL,
        request_hash text NOT NULL,
        status_code integer,
        response json,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE idempotency_keys, appointments_list');
  }
}
