import { ConfigError, DEV_JWT_SECRET, loadConfig } from './app-config.js';

const problemsOf = (env: Record<string, string>): string => {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
};

describe('configuration', () => {
  it('starts with documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      databaseUrl: undefined,
      redisUrl: undefined,
      businessTimeZone: 'Pacific/Honolulu',
      slotCapacity: 1,
      commissionCents: 2500,
      testBookingEnabled: true,
      apiDocsEnabled: true,
      runWorkers: true,
      publicUrl: 'http://localhost:3000',
      oidc: undefined,
      trustProxy: false,
      rateLimits: { perMinute: 300, credentialsPerMinute: 10, trackingPerMinute: 120, trackingAddressPerMinute: 600 },
      bookingHorizonDays: 180,
      shutdownDrainMs: 5000,
    });
  });

  it('trusts only the proxies TRUST_PROXY names: none by default, a hop count, or addresses and ranges', () => {
    expect(loadConfig({ TRUST_PROXY: '' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'none' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7,fd00::/8, loopback' }).trustProxy).toEqual(['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'loopback']);
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0.0/8/1', 'example.com', '1.2.3']) expect(problemsOf({ TRUST_PROXY: bad })).toContain('TRUST_PROXY must be empty');
  });

  it('sends the customer\'s reminder REMINDER_HOURS before, 24 by default, within two weeks', () => {
    expect(loadConfig({}).reminderHours).toBe(24);
    expect(loadConfig({ REMINDER_HOURS: '48' }).reminderHours).toBe(48);
    for (const bad of ['0', '337', 'soon']) expect(problemsOf({ REMINDER_HOURS: bad }).length).toBeGreaterThan(0);
  });

  it('moves the clock only outside production', () => {
    expect(loadConfig({ CLOCK_OFFSET_MS: '86400000' }).clockOffsetMs).toBe(86_400_000);
    expect(problemsOf({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x/y', SESSION_SECRET: 's'.repeat(40), JWT_SECRET: 'j'.repeat(40), DATA_KEY_SECRET: 'k'.repeat(40), CLOCK_OFFSET_MS: '1000' })).toContain(
      'CLOCK_OFFSET_MS must not be set in production',
    );
  });

  it('reads the rate limits and the booking horizon, and refuses nonsense', () => {
    const config = loadConfig({ RATE_LIMIT_PER_MINUTE: '1000', RATE_LIMIT_CREDENTIALS_PER_MINUTE: '20', BOOKING_HORIZON_DAYS: '90' });
    expect(config.rateLimits).toMatchObject({ perMinute: 1000, credentialsPerMinute: 20 });
    expect(config.bookingHorizonDays).toBe(90);
    expect(problemsOf({ RATE_LIMIT_PER_MINUTE: '0', BOOKING_HORIZON_DAYS: 'forever' })).toMatch(/RATE_LIMIT_PER_MINUTE[\s\S]*BOOKING_HORIZON_DAYS|BOOKING_HORIZON_DAYS[\s\S]*RATE_LIMIT_PER_MINUTE/);
  });

  it('reads and converts the variables it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u:p@db:5432/tint',
      REDIS_URL: 'redis://cache:6379',
      COMMISSION_PER_APPOINTMENT: '30.5',
      SLOT_CAPACITY: '2',
      TEST_BOOKING_ENABLED: 'false',
      API_DOCS_ENABLED: 'off',
      RUN_WORKERS: 'no',
      BUSINESS_TIMEZONE: 'America/Los_Angeles',
      OIDC_ISSUER_URL: 'http://127.0.0.1:9000',
      OIDC_CLIENT_ID: 'portal',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://u:p@db:5432/tint',
      redisUrl: 'redis://cache:6379',
      commissionCents: 3050,
      slotCapacity: 2,
      testBookingEnabled: false,
      apiDocsEnabled: false,
      runWorkers: false,
      businessTimeZone: 'America/Los_Angeles',
      oidc: { issuerUrl: 'http://127.0.0.1:9000', clientId: 'portal', clientSecret: undefined },
    });
  });

  it('names every bad variable in one message', () => {
    const message = problemsOf({ PORT: 'abc', REDIS_URL: 'http://cache', BUSINESS_TIMEZONE: 'Mars/Olympus', COMMISSION_PER_APPOINTMENT: '25.999' });
    expect(message).toContain('PORT');
    expect(message).toContain("got 'abc'");
    expect(message).toContain('REDIS_URL must be a redis:// or rediss:// URL');
    expect(message).toContain('BUSINESS_TIMEZONE must be an IANA time zone');
    expect(message).toContain('COMMISSION_PER_APPOINTMENT must be an amount like 25.00');
  });

  it('refuses the development secrets and the embedded database in production', () => {
    const message = problemsOf({ NODE_ENV: 'production' });
    expect(message).toContain('SESSION_SECRET must be set to a secret of your own in production');
    expect(message).toContain('JWT_SECRET must be set to a secret of your own in production');
    expect(message).toContain('DATA_KEY_SECRET must be set to a secret of your own in production');
    expect(message).toContain('DATABASE_URL is required in production');
    expect(problemsOf({ NODE_ENV: 'production', JWT_SECRET: DEV_JWT_SECRET, SESSION_SECRET: 'short' })).toContain('SESSION_SECRET must be at least 32 characters');
  });

  it('accepts production with real secrets, and turns test booking and the API docs off there by default', () => {
    const production = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db/tint', SESSION_SECRET: 's'.repeat(40), JWT_SECRET: 'j'.repeat(40), DATA_KEY_SECRET: 'k'.repeat(40) };
    const config = loadConfig(production);
    expect(config.isProduction).toBe(true);
    expect(config.testBookingEnabled).toBe(false);
    expect(config.apiDocsEnabled).toBe(false);
    expect(loadConfig({ ...production, API_DOCS_ENABLED: 'true' }).apiDocsEnabled).toBe(true);
    expect(problemsOf({ API_DOCS_ENABLED: 'maybe' })).toContain('API_DOCS_ENABLED must be true or false');
  });

  it('reads the metrics token and the worker\'s metrics port, and refuses a short token or a bad port', () => {
    expect(loadConfig({})).toMatchObject({ metricsToken: undefined, metricsPort: 9464 });
    expect(loadConfig({ METRICS_TOKEN: '' }).metricsToken).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'm'.repeat(32), METRICS_PORT: '9100' })).toMatchObject({ metricsToken: 'm'.repeat(32), metricsPort: 9100 });
    expect(problemsOf({ METRICS_TOKEN: 'short-secret' })).toContain('METRICS_TOKEN must be at least 32 characters');
    // The message is printed: a secret's value is not in it.
    expect(problemsOf({ METRICS_TOKEN: 'short-secret' })).not.toContain('short-secret');
    expect(problemsOf({ METRICS_PORT: '70000' })).toContain('METRICS_PORT');
  });

  it('wants the OpenID issuer and client id together', () => {
    expect(problemsOf({ OIDC_CLIENT_ID: 'portal' })).toContain('OIDC_ISSUER_URL and OIDC_CLIENT_ID must be set together');
  });
});
