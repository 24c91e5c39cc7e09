import type { MigrationInterface, QueryRunner } from 'typeorm';

// The funnel read model (async projection `funnel`): each browser session's progress through the
// five steps (first time each was reached); per day and step, the sessions that first reached the
// step that day (reached) and how many of those also reached the next step (continued), so step
// counts and drop-offs are sums over at most 30 × 5 rows.
export class Funnel1764300000000 implements MigrationInterface {
  name = 'Funnel1764300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE funnel_sessions (
        session_id text PRIMARY KEY,
        salesperson_id uuid,
        salesperson_at timestamptz,
        first_at timestamptz NOT NULL,
        last_at timestamptz NOT NULL,
        steps jsonb NOT NULL DEFAULT '{}'::jsonb
      )`);
    await queryRunner.query('CREATE INDEX funnel_sessions_last_at_idx ON funnel_sessions (last_at DESC, session_id)');
    await queryRunner.query(`
      CREATE TABLE funnel_daily (
        day date NOT NULL,
        step text NOT NULL,
        reached integer NOT NULL,
        continued integer NOT NULL,
        PRIMARY KEY (day, step)
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE funnel_daily, funnel_sessions');
  }
}
