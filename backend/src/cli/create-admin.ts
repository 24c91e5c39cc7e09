// `npm run admin:create -- --email ops@example.com --password '…' [--first-name Ana --last-name Lee]`
import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { isEmail } from 'class-validator';
import { PASSWORD_MAX, PASSWORD_MIN } from '@tint/libs/constants';
import { AppModule } from '../app.module.js';
import { loadConfigOrExit, withDatabase } from '../bootstrap.js';
import { CreateAdminCommand } from '../modules/auth/auth.commands.js';
import { DomainError } from '../platform/errors.js';
import { newCorrelationId } from '../platform/event-store/event-store.js';

const USAGE = 'Usage: npm run admin:create -- --email <email> --password <password> [--first-name <name>] [--last-name <name>]';

async function main(): Promise<void> {
  let values: { email?: string; password?: string; 'first-name'?: string; 'last-name'?: string };
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' }, 'first-name': { type: 'string' }, 'last-name': { type: 'string' } },
    }));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const problems = [
    !values.email || !isEmail(values.email) ? '--email must be an email address' : undefined,
    !values.password || values.password.length < PASSWORD_MIN || values.password.length > PASSWORD_MAX
      ? `--password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`
      : undefined,
  ].filter(Boolean);
  if (problems.length > 0) {
    console.error(`${problems.join('\n')}\n${USAGE}`);
    process.exit(2);
  }
  const config = loadConfigOrExit();
  const { app, close } = await withDatabase(config, (databaseUrl) =>
    NestFactory.createApplicationContext(AppModule.register({ config, databaseUrl, runWorkers: false }), { logger: ['error', 'warn'] }),
  );
  try {
    await app.get(CommandBus).execute(
      new CreateAdminCommand(
        { email: values.email!, password: values.password!, firstName: values['first-name'] ?? 'Admin', lastName: values['last-name'] ?? 'User' },
        { actor: { type: 'system', id: 'admin-cli' }, correlationId: newCorrelationId() },
      ),
    );
    console.log(`Admin ${values.email!.trim().toLowerCase()} created. Sign in at /admin/login.`);
  } catch (error) {
    if (error instanceof DomainError) {
      console.error(error.message);
      process.exitCode = 1;
    } else throw error;
  } finally {
    await close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
