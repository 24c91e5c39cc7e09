import type { MigrationInterface, QueryRunner } from 'typeorm';

// Crypto-shredding (issue 17). `data_keys`: one data key per subject (a customer, a salesperson, ...), stored wrapped
// by the master key from DATA_KEY_SECRET; erasing a subject empties `wrapped_key` and keeps the row, so that no new key
// is ever made for them. `data_key_check`: one row sealed with the master key, so a wrong secret stops the start-up
// instead of sealing new data with a key nobody can open; `legacy_sealed` says whether the events written before this
// migration still have personal fields in plaintext (sealed once at start-up, personal-data.ts).
export class PersonalData1765000000000 implements MigrationInterface {
  name = 'PersonalData1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE data_keys (
        subject text PRIMARY KEY,
        wrapped_key bytea,
        created_at timestamptz NOT NULL DEFAULT now(),
        erased_at timestamptz,
        CONSTRAINT data_keys_erased_has_no_key CHECK (erased_at IS NULL OR wrapped_key IS NULL)
      )`);
    await queryRunner.query(`
      CREATE TABLE data_key_check (
        id smallint PRIMARY KEY CHECK (id = 1),
        sealed bytea,
        legacy_sealed boolean NOT NULL
      )`);
    await queryRunner.query('INSERT INTO data_key_check (id, sealed, legacy_sealed) VALUES (1, NULL, NOT EXISTS (SELECT 1 FROM events))');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE data_key_check');
    await queryRunner.query('DROP TABLE data_keys');
  }
}
