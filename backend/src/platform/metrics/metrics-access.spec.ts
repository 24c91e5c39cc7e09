import { METRICS_TOKEN_REQUIRED, NO_ACCESS } from '@tint/libs/validation-messages';
import { metricsAccess, metricsEnabled, metricsRefusal } from './metrics-access.js';

const TOKEN = 'metrics-token-'.padEnd(40, 'x');
const development = { isProduction: false, metricsToken: undefined };
const developmentWithToken = { isProduction: false, metricsToken: TOKEN };
const production = { isProduction: true, metricsToken: TOKEN };
const productionWithoutToken = { isProduction: true, metricsToken: undefined };

const from = (remoteAddress: string | undefined, authorization?: string) => ({ remoteAddress, authorization });

describe('who may read /metrics', () => {
  it('is open outside production to callers on this machine, by the connection\'s own address (IPv4, IPv6, IPv4 in IPv6)', () => {
    for (const address of ['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1']) expect(metricsAccess(development, from(address))).toBe('open');
  });

  it('refuses everyone else outside production (403) unless they present the token', () => {
    for (const address of ['10.0.0.7', '192.168.1.20', '::ffff:10.0.0.7', 'fd00::1', undefined]) {
      expect(metricsAccess(development, from(address))).toBe('forbidden');
      expect(metricsAccess(developmentWithToken, from(address, 'Bearer wrong-token'))).toBe('forbidden');
      expect(metricsAccess(developmentWithToken, from(address, `Bearer ${TOKEN}`))).toBe('open');
    }
    // Without a configured token no bearer opens it, not even an empty one.
    expect(metricsAccess(development, from('10.0.0.7', 'Bearer '))).toBe('forbidden');
  });

  it('in production wants the bearer token from everyone, loopback included (401), and is off without one configured', () => {
    for (const address of ['127.0.0.1', '::1', '10.0.0.7']) {
      expect(metricsAccess(production, from(address))).toBe('unauthorized');
      expect(metricsAccess(production, from(address, `Bearer ${TOKEN}x`))).toBe('unauthorized');
      expect(metricsAccess(production, from(address, `Bearer ${TOKEN.slice(0, -1)}`))).toBe('unauthorized');
      expect(metricsAccess(production, from(address, TOKEN))).toBe('unauthorized');
      expect(metricsAccess(production, from(address, `Basic ${TOKEN}`))).toBe('unauthorized');
      expect(metricsAccess(production, from(address, `Bearer ${TOKEN}`))).toBe('open');
      expect(metricsAccess(production, from(address, `bearer ${TOKEN}`))).toBe('open');
      expect(metricsAccess(productionWithoutToken, from(address, `Bearer ${TOKEN}`))).toBe('off');
    }
    expect(metricsEnabled(productionWithoutToken)).toBe(false);
    expect([development, developmentWithToken, production].map(metricsEnabled)).toEqual([true, true, true]);
  });

  it("answers refusals in the API's shape", () => {
    expect(metricsRefusal('open')).toBeNull();
    expect(metricsRefusal('off')).toMatchObject({ statusCode: 404 });
    expect(metricsRefusal('unauthorized')).toMatchObject({ statusCode: 401, message: METRICS_TOKEN_REQUIRED });
    expect(metricsRefusal('forbidden')).toMatchObject({ statusCode: 403, message: NO_ACCESS });
  });
});
