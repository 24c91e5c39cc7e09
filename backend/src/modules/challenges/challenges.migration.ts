import type { MigrationInterface, QueryRunner } from 'typeorm';

// Challenges (issue 20, part 2), all owned by the challenges module:
// - the inline `challenges` projection's tables: the challenges that stand (a deleted one's row goes), the
//   completions (ChallengeCompleted, since the last reset) and the reset generation it has seen;
// - the `challenge_awards` reactor's memory, as of its checkpoint: each salesperson's dealership and referrals
//   since the last reset, and each challenge as the log had it then. GET /api/challenges counts progress from these
//   referrals, so a card never shows a target reached that the reactor has not completed yet;
// - how far each salesperson's pop-up has been told (POST /api/challenges/check).
export class Challenges1766300000000 implements MigrationInterface {
  name = 'Challenges1766300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE challenges_list (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        metric text NOT NULL,
        target integer NOT NULL,
        reward_type text NOT NULL,
        reward_cents integer NOT NULL,
        reward_description text,
        start_date date NOT NULL,
        end_date date NOT NULL,
        eligibility text NOT NULL,
        dealerships text[] NOT NULL,
        ended_at timestamptz,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL,
        CHECK (end_date >= start_date)
      )`);
    await queryRunner.query(`
      CREATE TABLE challenges_completions (
        event_id uuid PRIMARY KEY,
        challenge_id uuid NOT NULL,
        salesperson_id uuid NOT NULL,
        generation integer NOT NULL,
        challenge_name text NOT NULL,
        metric text NOT NULL,
        target integer NOT NULL,
        reward_type text NOT NULL,
        reward_cents integer NOT NULL,
        reward_description text,
        earned_at timestamptz NOT NULL,
        log_position bigint NOT NULL,
        UNIQUE (challenge_id, salesperson_id, generation)
      )`);
    await queryRunner.query('CREATE INDEX challenges_completions_salesperson_idx ON challenges_completions (salesperson_id, log_position)');
    await queryRunner.query('CREATE TABLE challenges_state (id integer PRIMARY KEY, generation integer NOT NULL)');

    await queryRunner.query(`
      CREATE TABLE challenge_awards_referrals (
        appointment_id uuid PRIMARY KEY,
        salesperson_id uuid NOT NULL,
        booked_at timestamptz NOT NULL,
        completed_at timestamptz,
        is_void boolean NOT NULL DEFAULT false
      )`);
    await queryRunner.query('CREATE INDEX challenge_awards_referrals_salesperson_idx ON challenge_awards_referrals (salesperson_id)');
    await queryRunner.query('CREATE TABLE challenge_awards_salespeople (id uuid PRIMARY KEY, company text NOT NULL)');
    await queryRunner.query('CREATE TABLE challenge_awards_challenges (id uuid PRIMARY KEY, definition jsonb NOT NULL, live boolean NOT NULL)');
    await queryRunner.query('CREATE TABLE challenge_awards_state (id integer PRIMARY KEY, generation integer NOT NULL)');

    await queryRunner.query('CREATE TABLE challenge_checks (salesperson_id uuid PRIMARY KEY, last_position bigint NOT NULL)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      'DROP TABLE challenge_checks, challenge_awards_state, challenge_awards_challenges, challenge_awards_salespeople, challenge_awards_referrals, challenges_state, challenges_completions, challenges_list',
    );
  }
}
