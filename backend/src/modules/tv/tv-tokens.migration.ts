import type { MigrationInterface, QueryRunner } from 'typeorm';

// Showroom screens (issue 20, part 4; inline read model of the tv-token streams): one row per screen whose token
// stands (a revoked screen's row is deleted). Only the token's SHA-256 is kept, looked up by each visit of the page.
export class TvScreens1766270000000 implements MigrationInterface {
  name = 'TvScreens1766270000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE tv_screens (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        token_hash text NOT NULL UNIQUE,
        created_by uuid NOT NULL,
        created_at timestamptz NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE tv_screens');
  }
}
