import type { MigrationInterface, QueryRunner } from 'typeorm';

// The log by time, for the System page's last day and last minute: a BRIN index, a few pages for millions of
// events and nearly free to keep up on append, since events are appended in about the order they occur.
export class EventsOccurredAt1764700000000 implements MigrationInterface {
  name = 'EventsOccurredAt1764700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX events_occurred_at_brin ON events USING brin (occurred_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX events_occurred_at_brin');
  }
}
