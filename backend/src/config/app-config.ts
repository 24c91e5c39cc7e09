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
import { isIP } from 'node:net';
import { AMOUNT_PATTERN, DEFAULT_BOOKING_HORIZON_DAYS, DEFAULT_BUSINESS_TIMEZONE, DEFAULT_COMMISSION_CENTS, DEFAULT_REMINDER_HOURS, DEFAULT_SLOT_CAPACITY, DEFAULT_VELOCITY_MAX_BOOKINGS } from '@tint/libs/constants';
import { centsToDecimal, decimalToCents } from '@tint/libs/money';
import { isValidTimeZone } from '@tint/libs/slots';

export const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production';
export const DEV_JWT_SECRET = 'dev-only-jwt-secret-change-me-in-production';
export const DEV_DATA_KEY_SECRET = 'dev-only-data-key-secret-change-me-in-production';

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

  /** Wraps every person's data key (issue 17): lose it and the personal data in the log is unreadable. */
  @IsString()
  @MinLength(32, { message: 'DATA_KEY_SECRET must be at least 32 characters' })
  DATA_KEY_SECRET = DEV_DATA_KEY_SECRET;

  /** The secret the keys were wrapped with before DATA_KEY_SECRET: set while rotating, they are wrapped again at start-up. */
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'DATA_KEY_PREVIOUS_SECRET must be at least 32 characters' })
  DATA_KEY_PREVIOUS_SECRET?: string;

  @IsString()
  BUSINESS_TIMEZONE = DEFAULT_BUSINESS_TIMEZONE;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(50)
  SLOT_CAPACITY = DEFAULT_SLOT_CAPACITY;

  @Matches(AMOUNT_PATTERN, { message: 'COMMISSION_PER_APPOINTMENT must be an amount like 25.00' })
  COMMISSION_PER_APPOINTMENT = centsToDecimal(DEFAULT_COMMISSION_CENTS);

  @Transform(emptyToUndefined)
  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: 'TEST_BOOKING_ENABLED must be true or false' })
  TEST_BOOKING_ENABLED?: boolean;

  @Transform(emptyToUndefined)
  @Transform(toBool)
  @IsOptional()
  @IsBoolean({ message: 'API_DOCS_ENABLED must be true or false' })
  API_DOCS_ENABLED?: boolean;

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
  PROJECTION_SAFETY_NET_MS = 15_000;

  @Transform(toInt)
  @IsInt()
  @Min(0)
  @Max(20_000)
  SHUTDOWN_DRAIN_MS = 5_000;

  /** Development and tests only: run the product this many milliseconds away from the real time. */
  @Transform(toInt)
  @IsInt()
  CLOCK_OFFSET_MS = 0;

  /** Which hops in front of the API may say who the client is (X-Forwarded-For, X-Request-Id). */
  @IsString()
  TRUST_PROXY = '';

  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_PER_MINUTE = 300;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_CREDENTIALS_PER_MINUTE = 10;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_TRACKING_PER_MINUTE = 120;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  RATE_LIMIT_TRACKING_ADDRESS_PER_MINUTE = 600;

  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  BOOKING_HORIZON_DAYS = DEFAULT_BOOKING_HORIZON_DAYS;

  /** Issue 18: the customer's reminder goes this many hours before the appointment. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(336)
  REMINDER_HOURS = DEFAULT_REMINDER_HOURS;

  /** Issue 19: more bookings than this by one salesperson within an hour hold the next one's commission for review. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(1000)
  VELOCITY_MAX_BOOKINGS = DEFAULT_VELOCITY_MAX_BOOKINGS;

  /** How often the reminder sweep looks for reminders due (where this process runs the workers). */
  @Transform(toInt)
  @IsInt()
  @Min(100)
  REMINDER_SWEEP_MS = 60_000;

  /** Issue 17: how long a browser session's analytics (its progress, what the browser said about itself) are kept. */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(3650)
  ANALYTICS_RETENTION_DAYS = 395;

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

  /** Bearer token of /metrics (Prometheus). Unset: /metrics is off in production, loopback-only otherwise. */
  @Transform(emptyToUndefined)
  @IsOptional()
  @IsString()
  @MinLength(32, { message: 'METRICS_TOKEN must be at least 32 characters' })
  METRICS_TOKEN?: string;

  /** The worker's /metrics port (it serves no other HTTP). */
  @Transform(toInt)
  @IsInt()
  @Min(1)
  @Max(65535)
  METRICS_PORT = 9464;
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
  /** Wraps the per-person data keys; the previous one only while rotating it. */
  dataKeySecret: string;
  dataKeyPreviousSecret: string | undefined;
  /** Sessions of the funnel older than this are dropped from the read model and their browser details shredded. */
  analyticsRetentionDays: number;
  businessTimeZone: string;
  slotCapacity: number;
  commissionCents: number;
  testBookingEnabled: boolean;
  /** The OpenAPI document at /api/docs-json and Swagger UI at /api/docs. Unset: on, except in production. */
  apiDocsEnabled: boolean;
  runWorkers: boolean;
  /** Unset: seeded on the embedded default only. Never in production. */
  seedDemoAccounts: boolean | undefined;
  /** A month of demo history (several salespeople). Unset: whenever the demo accounts are seeded. Never in production. */
  seedDemo: boolean | undefined;
  projectionSafetyNetMs: number;
  /** How long a stopping API keeps serving after readiness turned 503 (the load balancer's reaction time). */
  shutdownDrainMs: number;
  /** Express's `trust proxy`: none (direct clients), a number of hops, or the addresses and ranges of the proxies. */
  trustProxy: false | number | readonly string[];
  /** Requests a minute: per address or signed-in account; sign-in and the like per email; tracking per session and per address. */
  rateLimits: Readonly<{ perMinute: number; credentialsPerMinute: number; trackingPerMinute: number; trackingAddressPerMinute: number }>;
  /** Days ahead a booking or reservation may be made. */
  bookingHorizonDays: number;
  /** Hours before an appointment its customer's reminder goes, and how often the sweep looks (issue 18). */
  reminderHours: number;
  reminderSweepMs: number;
  /** Fraud review's velocity rule (issue 19). */
  velocityMaxBookings: number;
  /** Added to the real time (development and tests: the browser tests run in a fixed scenario week). */
  clockOffsetMs: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  publicUrl: string;
  oidc: { issuerUrl: string; clientId: string; clientSecret: string | undefined } | undefined;
  logLevel: string;
  /** Unset: /metrics is off in production and open to loopback callers only elsewhere. */
  metricsToken: string | undefined;
  /** Where the worker serves /metrics. */
  metricsPort: number;
}>;

export class ConfigError extends Error {
  constructor(problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`);
    this.name = 'ConfigError';
  }
}

/** The configuration error is printed: it shows what a variable held, except a secret's. */
const SECRETS = new Set(['SESSION_SECRET', 'JWT_SECRET', 'DATA_KEY_SECRET', 'DATA_KEY_PREVIOUS_SECRET', 'OIDC_CLIENT_SECRET', 'METRICS_TOKEN']);
const gotValue = (variable: string, value: unknown) => (SECRETS.has(variable) ? '' : ` (got '${String(value)}')`);

/** Validates the environment; throws a ConfigError naming every bad or missing variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const known = Object.keys(new EnvironmentVariables());
  const raw: Record<string, string> = {};
  for (const key of [...known, 'DATABASE_URL', 'REDIS_URL', 'TEST_BOOKING_ENABLED', 'API_DOCS_ENABLED', 'SEED_DEMO_ACCOUNTS', 'SEED_DEMO', 'SMTP_URL', 'PUBLIC_URL', 'OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'METRICS_TOKEN']) {
    const value = env[key];
    if (value !== undefined) raw[key] = value;
  }
  const vars = plainToInstance(EnvironmentVariables, raw);
  const problems = validateSync(vars, { skipMissingProperties: false }).flatMap((error) =>
    Object.values(error.constraints ?? {}).map((message) =>
      message.startsWith(error.property) ? `${message}${gotValue(error.property, error.value)}` : `${error.property}: ${message}`,
    ),
  );
  if (!isValidTimeZone(vars.BUSINESS_TIMEZONE)) {
    problems.push(`BUSINESS_TIMEZONE must be an IANA time zone such as Pacific/Honolulu (got '${vars.BUSINESS_TIMEZONE}')`);
  }
  const trustProxy = parseTrustProxy(vars.TRUST_PROXY);
  if (trustProxy === null) {
    problems.push(`TRUST_PROXY must be empty (direct clients), a number of hops, or a comma-separated list of proxy addresses or CIDR ranges (got '${vars.TRUST_PROXY}')`);
  }
  const isProduction = vars.NODE_ENV === 'production';
  if (isProduction) {
    if (vars.SESSION_SECRET === DEV_SESSION_SECRET) problems.push('SESSION_SECRET must be set to a secret of your own in production');
    if (vars.JWT_SECRET === DEV_JWT_SECRET) problems.push('JWT_SECRET must be set to a secret of your own in production');
    if (vars.DATA_KEY_SECRET === DEV_DATA_KEY_SECRET) problems.push('DATA_KEY_SECRET must be set to a secret of your own in production');
    if (!vars.DATABASE_URL) problems.push('DATABASE_URL is required in production (the embedded database is for development)');
    if (vars.SEED_DEMO_ACCOUNTS) problems.push('SEED_DEMO_ACCOUNTS must not be on in production (the demo passwords are public)');
    if (vars.SEED_DEMO) problems.push('SEED_DEMO must not be on in production (it invents salespeople and appointments)');
    if (vars.CLOCK_OFFSET_MS !== 0) problems.push('CLOCK_OFFSET_MS must not be set in production (it moves the product away from the real time)');
  }
  const oidcSet = [vars.OIDC_ISSUER_URL, vars.OIDC_CLIENT_ID].filter(Boolean).length;
  if (oidcSet === 1) problems.push('OIDC_ISSUER_URL and OIDC_CLIENT_ID must be set together');
  if (problems.length > 0) throw new ConfigError(problems);

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
    dataKeySecret: vars.DATA_KEY_SECRET,
    dataKeyPreviousSecret: vars.DATA_KEY_PREVIOUS_SECRET,
    analyticsRetentionDays: vars.ANALYTICS_RETENTION_DAYS,
    businessTimeZone: vars.BUSINESS_TIMEZONE,
    slotCapacity: vars.SLOT_CAPACITY,
    commissionCents: decimalToCents(vars.COMMISSION_PER_APPOINTMENT),
    testBookingEnabled: vars.TEST_BOOKING_ENABLED ?? !isProduction,
    apiDocsEnabled: vars.API_DOCS_ENABLED ?? !isProduction,
    runWorkers: vars.RUN_WORKERS,
    seedDemoAccounts: vars.SEED_DEMO_ACCOUNTS,
    seedDemo: isProduction ? false : vars.SEED_DEMO,
    projectionSafetyNetMs: vars.PROJECTION_SAFETY_NET_MS,
    shutdownDrainMs: vars.SHUTDOWN_DRAIN_MS,
    trustProxy: trustProxy!,
    rateLimits: {
      perMinute: vars.RATE_LIMIT_PER_MINUTE,
      credentialsPerMinute: vars.RATE_LIMIT_CREDENTIALS_PER_MINUTE,
      trackingPerMinute: vars.RATE_LIMIT_TRACKING_PER_MINUTE,
      trackingAddressPerMinute: vars.RATE_LIMIT_TRACKING_ADDRESS_PER_MINUTE,
    },
    bookingHorizonDays: vars.BOOKING_HORIZON_DAYS,
    reminderHours: vars.REMINDER_HOURS,
    reminderSweepMs: vars.REMINDER_SWEEP_MS,
    velocityMaxBookings: vars.VELOCITY_MAX_BOOKINGS,
    clockOffsetMs: vars.CLOCK_OFFSET_MS,
    smtpUrl: vars.SMTP_URL,
    mailFrom: vars.MAIL_FROM,
    publicUrl: vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`,
    oidc:
      vars.OIDC_ISSUER_URL && vars.OIDC_CLIENT_ID
        ? { issuerUrl: vars.OIDC_ISSUER_URL, clientId: vars.OIDC_CLIENT_ID, clientSecret: vars.OIDC_CLIENT_SECRET }
        : undefined,
    logLevel: vars.LOG_LEVEL,
    metricsToken: vars.METRICS_TOKEN,
    metricsPort: vars.METRICS_PORT,
  });
}

export const APP_CONFIG = Symbol('APP_CONFIG');

/** '' or 'none': nobody; '2': two hops; otherwise addresses, CIDR ranges or proxy-addr's names (loopback, uniquelocal). null: invalid. */
function parseTrustProxy(value: string): AppConfig['trustProxy'] | null {
  const trimmed = value.trim().toLowerCase();
  if (trimmed === '' || trimmed === 'none' || trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const entries = trimmed.split(',').map((entry) => entry.trim()).filter(Boolean);
  const valid = (entry: string) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length > 0 || !address || isIP(address) === 0) return false;
    return bits === undefined || (/^\d+$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128));
  };
  return entries.length > 0 && entries.every(valid) ? entries : null;
}
