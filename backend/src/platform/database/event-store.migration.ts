import type { MigrationInterface, QueryRunner } from 'typeorm';

// The event log (the only source of truth) and the projections' checkpoints.
export class EventStore1763700000000 implements MigrationInterface {
  name = 'EventStore1763700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE events (
        global_position bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        stream_id text NOT NULL,
        stream_version integer NOT NULL CHECK (stream_version > 0),
        type text NOT NULL,
        data jsonb NOT NULL,
        metadata jsonb NOT NULL DEFAULT '{}'::jsonb,
        event_id uuid NOT NULL,
        occurred_at timestamptz NOT NULL DEFAULT now(),
        tx_id xid8 NOT NULL DEFAULT pg_current_xact_id(),
        CONSTRAINT events_stream_version_key UNIQUE (stream_id, stream_version),
        CONSTRAINT events_event_id_key UNIQUE (event_id)
      )`);
    await queryRunner.query(`CREATE INDEX events_tx_order_idx ON events (tx_id, global_position)`);
    await queryRunner.query(`CREATE INDEX events_type_tx_order_idx ON events (type, tx_id, global_position)`);
    // The log is append-only: history is never edited, only added to.
    await queryRunner.query(`
      CREATE FUNCTION events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        RAISE EXCEPTION 'events are append-only';
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER events_append_only BEFORE UPDATE OR DELETE ON events
      FOR EACH ROW EXECUTE FUNCTION events_append_only()`);
    await queryRunner.query(`
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        version integer NOT NULL,
        last_tx_id xid8 NOT NULL DEFAULT '0'::xid8,
        last_position bigint NOT NULL DEFAULT 0,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE projection_checkpoints`);
    await queryRunner.query(`DROP TABLE events`);
    await queryRunner.query(`DROP FUNCTION events_append_only`);
  }
}
