import type { DataSourceOptions } from 'typeorm';
import { migrations } from './migrations.js';

/** TypeORM options for the application database; migrations run at start-up. */
export function dataSourceOptions(url: string, options: { logQueryErrors: boolean }): DataSourceOptions {
  return {
    type: 'postgres',
    url,
    migrations,
    migrationsRun: true,
    migrationsTransactionMode: 'each',
    synchronize: false,
    // Failed queries already surface as errors with a request id; the query text helps in development.
    logging: options.logQueryErrors ? ['error', 'migration'] : ['migration'],
    extra: { max: 20, application_name: 'tint-portal' },
  };
}
