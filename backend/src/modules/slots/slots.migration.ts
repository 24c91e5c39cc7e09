import type { MigrationInterface, QueryRunner } from 'typeorm';

// Slot occupancy (inline projection `slots` of the slot streams): one row per place a booking claims
// or a reservation holds, so "is this slot free" is answered by the same rule the slot decider uses.
export class Slots1764400000000 implements MigrationInterface {
  name = 'Slots1764400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE slots_claims (
        claim_id uuid PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('booking', 'reservation')),
        slot_date date NOT NULL,
        slot_time text NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX slots_claims_slot_idx ON slots_claims (slot_date, slot_time)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE slots_claims');
  }
}
