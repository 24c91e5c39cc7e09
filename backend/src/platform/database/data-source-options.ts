import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations.js';

/** TypeORM options for the application database; migrations run at start-up. */
export function dataSourceOptions(url: string): DataSourceOptions {
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
    extra: { max: 20, application_name: 'tint-portal' },
  };
}
