import type { MigrationInterface, QueryRunner } from 'typeorm';

// Gamification read models (async projection `gamification`), the awards reactor's own state, and
// each salesperson's badge-check marker.
export class Gamification1764200000000 implements MigrationInterface {
  name = 'Gamification1764200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE gamification_salespeople (
        id uuid PRIMARY KEY,
        first_name text NOT NULL,
        last_name text NOT NULL,
        email text NOT NULL,
        company text NOT NULL,
        registered_at timestamptz NOT NULL
      )`);
    await queryRunner.query(`
      CREATE TABLE gamification_appointments (
        id uuid PRIMARY KEY,
        salesperson_id uuid NOT NULL,
        customer_first_name text NOT NULL,
        customer_last_name text NOT NULL,
        customer_email text,
        customer_phone text NOT NULL,
        vehicle_year text NOT NULL,
        vehicle_make text NOT NULL,
        vehicle_model text NOT NULL,
        tint_package_id text NOT NULL,
        appointment_date date NOT NULL,
        appointment_time text NOT NULL,
        estimated_price_cents integer NOT NULL,
        commission_cents integer NOT NULL,
        status text NOT NULL,
        payout_status text NOT NULL,
        is_confirmed boolean NOT NULL,
        booked_at timestamptz NOT NULL,
        completed_at timestamptz,
        paid_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX gamification_appointments_salesperson_idx ON gamification_appointments (salesperson_id, booked_at DESC)');
    await queryRunner.query(`
      CREATE TABLE gamification_badges (
        salesperson_id uuid NOT NULL,
        badge_type text NOT NULL,
        event_id uuid NOT NULL,
        log_position bigint NOT NULL,
        badge_name text NOT NULL,
        description text NOT NULL,
        icon_emoji text NOT NULL,
        metadata jsonb NOT NULL,
        earned_at timestamptz NOT NULL,
        PRIMARY KEY (salesperson_id, badge_type)
      )`);
    await queryRunner.query('CREATE TABLE gamification_state (id integer PRIMARY KEY, generation integer NOT NULL)');
    // The awards reactor's memory of each referral (reactors are never replayed; this moves with its checkpoint).
    await queryRunner.query(`
      CREATE TABLE awards_referrals (
        appointment_id uuid PRIMARY KEY,
        salesperson_id uuid NOT NULL,
        booked_at timestamptz NOT NULL,
        completed_at timestamptz
      )`);
    await queryRunner.query('CREATE INDEX awards_referrals_salesperson_idx ON awards_referrals (salesperson_id)');
    await queryRunner.query('CREATE TABLE awards_state (id integer PRIMARY KEY, generation integer NOT NULL)');
    // Up to which BadgeEarned (log position) each salesperson has been told about.
    await queryRunner.query('CREATE TABLE badge_checks (salesperson_id uuid PRIMARY KEY, last_position bigint NOT NULL)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP TABLE badge_checks, awards_state, awards_referrals, gamification_state, gamification_badges, gamification_appointments, gamification_salespeople',
    );
  }
}
