// A client of a running product over real HTTP, as the fault tests use it: a salesperson who books and
// reads, an admin who reads the health details, and a load that records every answer it gets.
import { randomUUID } from 'node:crypto';
import type { SignupRequest } from '@tint/libs/api-types';
import { bookingBody, weekdayAhead } from './bookings.js';
import type { ProductProcess } from './fault-services.js';

export type Outcome = { kind: 'booking' | 'read'; status: number; retryAfter: string | null; body?: unknown } | { kind: 'booking' | 'read'; error: string };

let address = 0;
/** Each caller its own client address, so the per-address limits never enter the figures. */
const nextAddress = () => `10.77.${String((++address >> 8) & 255)}.${String(address & 255)}`;

export async function signedInSalesperson(api: ProductProcess, name: string): Promise<{ cookie: string; id: string }> {
  const person: SignupRequest = {
    firstName: name,
    lastName: 'Fault',
    email: `${name.toLowerCase()}-${randomUUID()}@example.com`,
    phoneNumber: '8085550123',
    company: 'Maui Toyota',
    password: 'Correct-Horse-42',
  };
  const json = { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() };
  const signup = await api.fetch('/api/signup', { method: 'POST', headers: json, body: JSON.stringify(person) });
  if (signup.status !== 201) throw new Error(`sign-up answered ${String(signup.status)}: ${await signup.text()}`);
  const login = await api.fetch('/api/login', { method: 'POST', headers: json, body: JSON.stringify({ email: person.email, password: person.password }) });
  if (login.status !== 200) throw new Error(`sign-in answered ${String(login.status)}`);
  const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0]!;
  return { cookie, id: ((await login.json()) as { id: string }).id };
}

export async function adminToken(api: ProductProcess, email: string, password: string): Promise<string> {
  const response = await api.fetch('/api/admin/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextAddress() },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`admin sign-in answered ${String(response.status)}`);
  return ((await response.json()) as { token: string }).token;
}

/** Each async projection's lag, from the health details only an admin sees (null when the health answer has none). */
export async function projectionLag(api: ProductProcess, token: string): Promise<number | null> {
  const response = await api.fetch('/api/health', { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() } }).catch(() => undefined);
  const body = (await response?.json().catch(() => undefined)) as { projections?: { lag: number }[] } | undefined;
  return body?.projections ? body.projections.reduce((sum, p) => sum + p.lag, 0) : null;
}

/** How many read models the queue drives (async projections and reactors), as the health report lists them. */
export async function queueDrivenProjections(api: ProductProcess, token: string): Promise<number> {
  const response = await api.fetch('/api/health', { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': nextAddress() } });
  const body = (await response.json()) as { projections?: { kind: string }[] };
  if (!body.projections) throw new Error('the health report lists no projections');
  return body.projections.filter((p) => p.kind !== 'inline').length;
}

export async function book(api: ProductProcess, cookie: string, day: number): Promise<Outcome> {
  try {
    const response = await api.fetch('/api/appointments', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-forwarded-for': nextAddress() },
      body: JSON.stringify(bookingBody({ appointmentDate: weekdayAhead(day), appointmentTime: '10:30 AM' })),
    });
    return { kind: 'booking', status: response.status, retryAfter: response.headers.get('retry-after'), body: await response.json().catch(() => undefined) };
  } catch (error) {
    return { kind: 'booking', error: error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error) };
  }
}

const READS = ['/api/appointments', '/api/metrics', '/api/leaderboard', '/api/rewards', '/api/badges', '/api/payout-details'];

export async function read(api: ProductProcess, cookie: string, n: number): Promise<Outcome> {
  try {
    const response = await api.fetch(READS[n % READS.length]!, { headers: { cookie, 'x-forwarded-for': nextAddress() } });
    await response.arrayBuffer();
    return { kind: 'read', status: response.status, retryAfter: response.headers.get('retry-after') };
  } catch (error) {
    return { kind: 'read', error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A steady load of `perSecond` requests (one booking in four, the rest reads) until `stop()`; every
 * answer is kept. Bookings spread over `days` weekdays so the slots' capacity never refuses them.
 */
export function steadyLoad(api: ProductProcess, cookie: string, perSecond: number, days: number): { stop: () => Promise<Outcome[]> } {
  const outcomes: Promise<Outcome>[] = [];
  let n = 0;
  let bookings = 0;
  const timer = setInterval(() => {
    n += 1;
    outcomes.push(n % 4 === 0 ? book(api, cookie, 3 + (bookings++ % days)) : read(api, cookie, n));
  }, 1000 / perSecond);
  return {
    stop: async () => {
      clearInterval(timer);
      return Promise.all(outcomes);
    },
  };
}

export const statusOf = (outcome: Outcome): number | 'error' => ('status' in outcome ? outcome.status : 'error');
