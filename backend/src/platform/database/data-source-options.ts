import type { DataSourceOptions, MigrationInterface } from 'typeorm';

/** TypeORM options for the application database; migrations run at start-up. */
export function dataSourceOptions(url: string, migrations: (new () => MigrationInterface)[]): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Failed queries surface as errors where they are handled (some, like a duplicate email, are
    // expected); logging them here too would only repeat them.
    logging: ['migration'],
    // A pool that cannot connect fails the request quickly (503) instead of waiting without end.
    extra: { max: 20, application_name: 'tint-portal', connectionTimeoutMillis: 5_000 },
  };
}
