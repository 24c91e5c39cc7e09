import type { MigrationInterface, QueryRunner } from 'typeorm';

// The awards reactor keeps the referrals it last wrote in its process between batches; the stamp each batch leaves
// with them says whether they are still the table's rows (no other worker, and no failed batch, wrote since).
export class AwardsStamp1766400000000 implements MigrationInterface {
  name = 'AwardsStamp1766400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE awards_state ADD COLUMN stamp uuid');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE awards_state DROP COLUMN stamp');
  }
}
