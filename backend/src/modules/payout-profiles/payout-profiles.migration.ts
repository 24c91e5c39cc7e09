import type { MigrationInterface, QueryRunner } from 'typeorm';

// Payout profiles (inline read model of the payout-profile streams, issue 20): each salesperson's payout method,
// handle and legal name, opened; an erased salesperson's row is deleted.
export class PayoutProfiles1765900000000 implements MigrationInterface {
  name = 'PayoutProfiles1765900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE payout_profiles (
        salesperson_id uuid PRIMARY KEY,
        payout_method text NOT NULL,
        handle text,
        legal_name text NOT NULL,
        updated_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE payout_profiles');
  }
}
