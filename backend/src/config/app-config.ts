// Owns the process configuration: every environment variable the backend reads, validated once at
// start-up into a typed, frozen object. Nothing else in the backend reads process.env.
import { plainToInstance, Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
  validateSync,
} from 'class-validator';
import { DEFAULT_BUSINESS_TIMEZONE, DEFAULT_COMMISSION_CENTS, DEFAULT_SLOT_CAPACITY } from '@tint/libs/constants';

export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production';
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production';

const toInt = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value.trim()) : value;
const toBool = ({ value }: { value: unknown }): unknown => {
  if (typeof value !== 'string') return value;
  const v = value.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off'].includes(v)) return false;
  return value;
};
const emptyToUndefined = ({ value }: { value: unknown }): unknown =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

class EnvironmentVariables {
  @IsIn(['development', 'production', 'test'])
  NODE_ENV: 'development' | 'production' | 'test' = 'development';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  PORT = 3000;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^postgres(ql)?:\/\/.+/, { message: 'DATABASE_URL must be a postgres:// connection URL' })
  DATABASE_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^rediss?:\/\/.+/, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL?: string;

  @IsString()
  DATA_DIR = '.data';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  EMBEDDED_POSTGRES_PORT = 5433;

  @IsString()
  @MinLength(32, { message: 'SESSION_SECRET must be at least 32 characters' })
  SESSION_SECRET = DEV_SESSION_SECRET;

  @IsString()
  @MinLength(32, { message: 'JWT_SECRET must be at least 32 characters' })
  JWT_SECRET = DEV_JWT_SECRET;

  @IsString()
  BUSINESS_TIMEZONE = DEFAULT_BUSINESS_TIMEZONE;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(50)
  SLOT_CAPACITY = DEFAULT_SLOT_CAPACITY;

  @Matches(/^\d{1,6}(\.\d{1,2})?$/, { message: 'COMMISSION_PER_APPOINTMENT must be an amount like 25.00' })
  COMMISSION_PER_APPOINTMENT = (DEFAULT_COMMISSION_CENTS / 100).toFixed(2);

  @Transform(emptyToUndefined)
  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: 'TEST_BOOKING_ENABLED must be true or false' })
  TEST_BOOKING_ENABLED?: boolean;

  @Transform(toBool)
  @IsBoolean({ message: 'RUN_WORKERS must be true or false' })
  RUN_WORKERS = true;

  @Transform(emptyToUndefined)
  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: 'SEED_DEMO_ACCOUNTS must be true or false' })
  SEED_DEMO_ACCOUNTS?: boolean;

  @Transform(emptyToUndefined)
  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: 'SEED_DEMO must be true or false' })
  SEED_DEMO?: boolean;

  @Transform(toInt)
  @IsInt()
  @Min(100)
  PROJECTION_SAFETY_NET_MS = 30_000;

  @Transform(emptyToUndefined)
  @IsOptional()
  @Matches(/^smtps?:\/\/.+/, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  @IsString()
  MAIL_FROM = 'Tint Portal <no-reply@tint-portal.local>';

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }, { message: 'PUBLIC_URL must be an http(s) URL' })
  PUBLIC_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsUrl({ require_tld: false, protocols: ['http', 'https'] }, { message: 'OIDC_ISSUER_URL must be an http(s) URL' })
  OIDC_ISSUER_URL?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OIDC_CLIENT_ID?: string;

  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  OIDC_CLIENT_SECRET?: string;

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';
}

export type AppConfig = Readonly<{
  nodeEnv: EnvironmentVariables['NODE_ENV'];
  isProduction: boolean;
  port: number;
  /** Unset: the embedded PostgreSQL is started (see embedded-postgres.ts). */
  databaseUrl: string | undefined;
  /** Unset: BullMQ runs on its PostgreSQL backend in the application database. */
  redisUrl: string | undefined;
  dataDir: string;
  embeddedPostgresPort: number;
  sessionSecret: string;
  jwtSecret: string;
  businessTimeZone: string;
  slotCapacity: number;
  commissionCents: number;
  testBookingEnabled: boolean;
  runWorkers: boolean;
  /** Unset: seeded on the embedded default only. Never in production. */
  seedDemoAccounts: boolean | undefined;
  /** A month of demo history (several salespeople). Unset: whenever the demo accounts are seeded. Never in production. */
  seedDemo: boolean | undefined;
  projectionSafetyNetMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string | undefined } | undefined;
  logLevel: string;
}>;

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

const isValidTimeZone = (tz: string): boolean => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** Validates the environment; throws a ConfigError naming every bad or missing variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new EnvironmentVariables());
  const raw: Record<string, string> = {};
  for (const key of [...known, 'DATABASE_URL', 'REDIS_URL', 'TEST_BOOKING_ENABLED', 'SEED_DEMO_ACCOUNTS', 'SEED_DEMO', 'SMTP_URL', 'PUBLIC_URL', 'OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET']) {
    const value = env[key];
    if (value !== undefined) raw[key] = value;
  }
  const vars = plainToInstance(EnvironmentVariables, raw);
  const problems = validateSync(vars, { skipMissingProperties: false }).flatMap((error) =>
    Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith(error.property) ? `${message} (got '${String(error.value)}')` : `${error.property}: ${message}`,
    ),
  );
  if (!isValidTimeZone(vars.BUSINESS_TIMEZONE)) {
    problems.push(`BUSINESS_TIMEZONE must be an IANA time zone such as Pacific/Honolulu (got '${vars.BUSINESS_TIMEZONE}')`);
  }
  const isProduction = vars.NODE_ENV === 'production';
  if (isProduction) {
    if (vars.SESSION_SECRET === DEV_SESSION_SECRET) problems.push('SESSION_SECRET must be set to a secret of your own in production');
    if (vars.JWT_SECRET === DEV_JWT_SECRET) problems.push('JWT_SECRET must be set to a secret of your own in production');
    if (!vars.DATABASE_URL) problems.push('DATABASE_URL is required in production (the embedded database is for development)');
    if (vars.SEED_DEMO_ACCOUNTS) problems.push('SEED_DEMO_ACCOUNTS must not be on in production (the demo passwords are public)');
    if (vars.SEED_DEMO) problems.push('SEED_DEMO must not be on in production (it invents salespeople and appointments)');
  }
  const oidcSet = [vars.OIDC_ISSUER_URL, vars.OIDC_CLIENT_ID].filter(Boolean).length;
  if (oidcSet === 1) problems.push('OIDC_ISSUER_URL and OIDC_CLIENT_ID must be set together');
  if (problems.length > 0) throw new ConfigError(problems);

  const [whole, fraction = ''] = vars.COMMISSION_PER_APPOINTMENT.split('.');
  return Object.freeze({
    nodeEnv: vars.NODE_ENV,
    isProduction,
    port: vars.PORT,
    databaseUrl: vars.DATABASE_URL,
    redisUrl: vars.REDIS_URL,
    dataDir: vars.DATA_DIR,
    embeddedPostgresPort: vars.EMBEDDED_POSTGRES_PORT,
    sessionSecret: vars.SESSION_SECRET,
    jwtSecret: vars.JWT_SECRET,
    businessTimeZone: vars.BUSINESS_TIMEZONE,
    slotCapacity: vars.SLOT_CAPACITY,
    commissionCents: Number(whole) * 100 + Number(fraction.padEnd(2, '0')),
    testBookingEnabled: vars.TEST_BOOKING_ENABLED ?? !isProduction,
    runWorkers: vars.RUN_WORKERS,
    seedDemoAccounts: vars.SEED_DEMO_ACCOUNTS,
    seedDemo: isProduction ? false : vars.SEED_DEMO,
    projectionSafetyNetMs: vars.PROJECTION_SAFETY_NET_MS,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    oidc:
      vars.OIDC_ISSUER_URL && vars.OIDC_CLIENT_ID
        ? { issuerUrl: vars.OIDC_ISSUER_URL, clientId: vars.OIDC_CLIENT_ID, clientSecret: vars.OIDC_CLIENT_SECRET }
        : undefined,
    logLevel: vars.LOG_LEVEL,
  });
}

export const APP_CONFIG = Symbol('APP_CONFIG');
