// Shared start-up for the API, the worker and the CLI: config first (a bad variable stops the
// process with a message naming it), then the database, then the Nest application.
import type { INestApplicationContext } from '@nestjs/common';
import { ConfigError, loadConfig, AppConfig } from './config/app-config.js';
import { openDatabase } from './platform/database/open-database.js';
import { DataKeySecretError } from './platform/personal-data/personal-data.js';

export const consoleLogger = {
  log: (message: string) => console.log(`[tint-portal] ${message}`),
  error: (message: string) => console.error(`[tint-portal] ${message}`),
};

export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/** Starts listening; on failure closes what was opened, and a port already in use stops the process naming the variable to change. */
export async function listenOrExit(listen: () => Promise<void>, port: { number: number; variable: string }, close: () => Promise<void>): Promise<void> {
  try {
    await listen();
  } catch (error) {
    await close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      consoleLogger.error(`Port ${port.number} is already in use: stop the other process or set ${port.variable} to a free port.`);
      process.exit(1);
    }
    throw error;
  }
}

export async function withDatabase<T extends INestApplicationContext>(
  config: AppConfig,
  create: (databaseUrl: string) => Promise<T>,
): Promise<{ app: T; close: () => Promise<void>; embedded: boolean }> {
  const database = await openDatabase(config, consoleLogger);
  try {
    const app = await create(database.url);
    return {
      app,
      embedded: database.embedded,
      close: async () => {
        await app.close();
        await database.stop();
      },
    };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

/** A process's last word on a failed start: a wrong DATA_KEY_SECRET is an operator's mistake, told without a stack. */
export function exitOnStartupError(error: unknown): never {
  if (error instanceof DataKeySecretError) consoleLogger.error(error.message);
  else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
}
