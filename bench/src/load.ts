// Load through autocannon: N connections for D seconds (or a fixed overall rate), always to 127.0.0.1.
import autocannon from 'autocannon';
import type { Load } from './report.js';

export type Request = { method?: string; path: string; headers?: Record<string, string>; body?: string };

/** What every browser says it takes: each request carries it, as the product's real callers' do. */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

export type LoadOptions = {
  url: string;
  connections: number;
  durationS: number;
  /** Requests a second over all connections (steady load); unset: as fast as the server answers. */
  overallRate?: number;
  /** Makes each request (a distinct slot, a different caller address, a cookie…). */
  request: (n: number) => Request;
  title: string;
};

/** Runs the load and returns 2xx answers a second and latency percentiles; other answers are counted apart. */
export async function measure(options: LoadOptions): Promise<Load & { statusCodes: Record<string, number> }> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/.test(options.url)) throw new Error(`Load goes to 127.0.0.1 only, not ${options.url}`);
  let n = 0;
  const first = options.request(0);
  const result = await autocannon({
    url: options.url,
    title: options.title,
    connections: options.connections,
    duration: options.durationS,
    ...(options.overallRate ? { overallRate: options.overallRate } : {}),
    timeout: 30,
    requests: [
      {
        method: (first.method ?? 'GET') as 'GET',
        path: first.path,
        setupRequest: (request) => {
          const made = options.request(n++);
          return { ...request, method: (made.method ?? 'GET') as 'GET', path: made.path, headers: { 'accept-encoding': BROWSER_ACCEPT_ENCODING, ...made.headers }, ...(made.body !== undefined ? { body: made.body } : {}) };
        },
      },
    ],
  });
  const statusCodes: Record<string, number> = {};
  for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) statusCodes[code] = Number((stats as { count: number | string }).count);
  const ok = result['2xx'];
  return {
    rps: ok / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    durationS: result.duration,
    statusCodes,
  };
}

/** One line for the console while the bench runs. */
export function describe(load: Load & { statusCodes?: Record<string, number> }): string {
  const failed = load.non2xx + load.errors;
  const codes = load.statusCodes ? Object.entries(load.statusCodes).map(([code, count]) => `${code}×${count}`).join(' ') : '';
  return `${Math.round(load.rps).toLocaleString('en-US')} ok/s, p50 ${load.p50} ms, p99 ${load.p99} ms${failed > 0 ? `, ${failed} failed [${codes}]` : ''}`;
}
