import type { MigrationInterface, QueryRunner } from 'typeorm';

// The challenge awards reactor keeps the referrals and dealerships it last wrote in its process between batches; the
// stamp each batch leaves with them says whether they are still the tables' rows (no other worker, and no failed
// batch, wrote since).
export class ChallengeAwardsStamp1766500000000 implements MigrationInterface {
  name = 'ChallengeAwardsStamp1766500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE challenge_awards_state ADD COLUMN stamp uuid');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE challenge_awards_state DROP COLUMN stamp');
  }
}
