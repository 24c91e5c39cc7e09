import type { MigrationInterface, QueryRunner } from 'typeorm';

// The gamification projection keeps only what its reads count (the payout details moved to the payout
// ledger), and records the cash bonuses and gift cards the awards reactor hands out.
export class GamificationTrim1764600000000 implements MigrationInterface {
  name = 'GamificationTrim1764600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE gamification_appointments
        DROP COLUMN customer_first_name, DROP COLUMN customer_last_name, DROP COLUMN customer_email, DROP COLUMN customer_phone,
        DROP COLUMN vehicle_year, DROP COLUMN vehicle_make, DROP COLUMN vehicle_model, DROP COLUMN tint_package_id,
        DROP COLUMN appointment_date, DROP COLUMN appointment_time, DROP COLUMN estimated_price_cents,
        DROP COLUMN payout_status, DROP COLUMN paid_at`);
    await queryRunner.query(`
      CREATE TABLE gamification_rewards (
        event_id uuid PRIMARY KEY,
        salesperson_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('cash_bonus', 'gift_card')),
        amount_cents integer,
        earned_at timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX gamification_rewards_salesperson_idx ON gamification_rewards (salesperson_id)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE gamification_rewards');
    await queryRunner.query(`
      ALTER TABLE gamification_appointments
        ADD COLUMN customer_first_name text, ADD COLUMN customer_last_name text, ADD COLUMN customer_email text, ADD COLUMN customer_phone text,
        ADD COLUMN vehicle_year text, ADD COLUMN vehicle_make text, ADD COLUMN vehicle_model text, ADD COLUMN tint_package_id text,
        ADD COLUMN appointment_date date, ADD COLUMN appointment_time text, ADD COLUMN estimated_price_cents integer,
        ADD COLUMN payout_status text, ADD COLUMN paid_at timestamptz`);
  }
}
