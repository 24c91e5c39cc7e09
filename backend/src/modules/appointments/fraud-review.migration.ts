import type { MigrationInterface, QueryRunner } from 'typeorm';

// Fraud review (issue 19). The list and the payout ledger carry each commission's review (held, cleared, rejected;
// null when nothing was flagged) and the list the reasons, for the admin; the gamification read model marks a
// rejected referral void, so no count reads it. The booking's checks ask the list for a customer's phone booked by
// another salesperson lately: by its digits, through an index.
export class FraudReview1766100000000 implements MigrationInterface {
  name = 'FraudReview1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('ALTER TABLE appointments_list ADD COLUMN review_status text, ADD COLUMN review_reasons text[]');
    await queryRunner.query('ALTER TABLE payouts_ledger ADD COLUMN review_status text');
    await queryRunner.query('ALTER TABLE gamification_appointments ADD COLUMN is_void boolean NOT NULL DEFAULT false');
    await queryRunner.query(
      "CREATE INDEX appointments_list_phone_digits_idx ON appointments_list ((regexp_replace(customer_phone, '\\D', '', 'g')), created_at) WHERE NOT is_test",
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP INDEX appointments_list_phone_digits_idx');
    await queryRunner.query('ALTER TABLE gamification_appointments DROP COLUMN is_void');
    await queryRunner.query('ALTER TABLE payouts_ledger DROP COLUMN review_status');
    await queryRunner.query('ALTER TABLE appointments_list DROP COLUMN review_status, DROP COLUMN review_reasons');
  }
}
