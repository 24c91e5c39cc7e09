import type { MigrationInterface, QueryRunner } from 'typeorm';

// When each event went into the log (the clock at its insert, a moment before its transaction commits), beside
// when it happened (occurred_at: the decision's clock, which a command may set in the past, as the demo history
// and backdated corrections do). A projection's lag is measured from here: an event waits for the read models
// from its recording, not from the start of the command that made it, nor from a month-old business date.
// Rows already in the log keep NULL (the lag falls back to occurred_at for them): adding the column with a
// volatile default would rewrite the whole log.
export class EventsRecordedAt1765400000000 implements MigrationInterface {
  name = 'EventsRecordedAt1765400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE events ADD COLUMN recorded_at timestamptz');
    await queryRunner.query('ALTER TABLE events ALTER COLUMN recorded_at SET DEFAULT clock_timestamp()');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE events DROP COLUMN recorded_at');
  }
}
