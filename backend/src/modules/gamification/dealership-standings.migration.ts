import type { MigrationInterface, QueryRunner } from 'typeorm';

// The dealership standings (issue 20) count only this month's referrals: booked in the month, or serviced in it. These
// two indexes let that read find them by time instead of counting every referral since the last reset.
export class DealershipStandings1766230000000 implements MigrationInterface {
  name = 'DealershipStandings1766230000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('CREATE INDEX gamification_appointments_booked_at_idx ON gamification_appointments (booked_at)');
    await queryRunner.query("CREATE INDEX gamification_appointments_completed_at_idx ON gamification_appointments (completed_at) WHERE status = 'completed'");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX gamification_appointments_completed_at_idx');
    await queryRunner.query('DROP INDEX gamification_appointments_booked_at_idx');
  }
}
