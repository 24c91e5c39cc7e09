import type { MigrationInterface, QueryRunner } from 'typeorm';

// The awards reactor's referrals remember which ones did not happen (cancelled, or a no-show): the badge and reward
// rules leave those out, and a no-show taken back counts again (issue 18).
export class AwardsVoidReferrals1765650000000 implements MigrationInterface {
  name = 'AwardsVoidReferrals1765650000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE awards_referrals ADD COLUMN is_void boolean NOT NULL DEFAULT false');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE awards_referrals DROP COLUMN is_void');
  }
}
