// Who may read /metrics, on the API and on the worker's metrics server alike. In production only a caller
// presenting METRICS_TOKEN as its bearer, and nobody when that is unset (the route does not exist then).
// Elsewhere anyone on this machine (by the connection's own peer address, never X-Forwarded-For, which a
// caller writes itself), and others with the token.
import { createHash, timingSafeEqual } from 'node:crypto';
import proxyAddr from 'proxy-addr';
import { METRICS_TOKEN_REQUIRED } from '@tint/libs/validation-messages';
import type { AppConfig } from '../../config/app-config.js';
import { type DomainError, ForbiddenError, NotFoundError, UnauthorizedError } from '../errors.js';

export type MetricsAccess = 'open' | 'off' | 'unauthorized' | 'forbidden';

type MetricsConfig = Pick<AppConfig, 'isProduction' | 'metricsToken'>;
export type MetricsCaller = { remoteAddress: string | undefined; authorization: string | undefined };

const loopback = proxyAddr.compile('loopback');

/** Whether /metrics exists in this configuration. */
export const metricsEnabled = (config: MetricsConfig): boolean => !config.isProduction || config.metricsToken !== undefined;

/** Compared as digests: the time taken says nothing about how much of the token was right, nor its length. */
function presentsToken(authorization: string | undefined, token: string | undefined): boolean {
  const given = /^Bearer +(\S+) *$/i.exec(authorization ?? '')?.[1];
  if (token === undefined || given === undefined) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(token));
}

export function metricsAccess(config: MetricsConfig, caller: MetricsCaller): MetricsAccess {
  if (!metricsEnabled(config)) return 'off';
  if (presentsToken(caller.authorization, config.metricsToken)) return 'open';
  if (config.isProduction) return 'unauthorized';
  return caller.remoteAddress !== undefined && loopback(caller.remoteAddress, 0) ? 'open' : 'forbidden';
}

/** The answer to a caller who may not read the metrics, as the API words it; null for one who may. */
export function metricsRefusal(access: MetricsAccess): DomainError | null {
  switch (access) {
    case 'open':
      return null;
    case 'off':
      return new NotFoundError();
    case 'unauthorized':
      return new UnauthorizedError(METRICS_TOKEN_REQUIRED);
    case 'forbidden':
      return new ForbiddenError();
  }
}
