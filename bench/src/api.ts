// The calls the bench makes outside the measured load: accounts, one-off bookings, health.
import { addDaysToDate, isWeekend, SLOT_TIMES, todayInZone, type DateString, type SlotTime } from '@tint/libs/slots';

export type Salesperson = { email: string; cookie: string };

/** A different client address per request, as a load balancer in front of the API would say (TRUST_PROXY=loopback). */
export function clientAddress(n: number): string {
  return `10.${(n >>> 16) & 255}.${(n >>> 8) & 255}.${(n & 255) || 1}`;
}

async function call(base: string, method: string, path: string, options: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Response> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}), 'x-forwarded-for': clientAddress(Math.floor(Math.random() * 1e6)), ...options.headers },
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  return response;
}

async function expectStatus(response: Response, status: number, what: string): Promise<Response> {
  if (response.status !== status) throw new Error(`${what}: expected ${status}, got ${response.status}: ${(await response.text()).slice(0, 500)}`);
  return response;
}

export async function signUpAndIn(base: string, email: string, password: string): Promise<Salesperson> {
  await expectStatus(
    await call(base, 'POST', '/api/signup', { body: { firstName: 'Bench', lastName: email.split('@')[0]!, email, phoneNumber: '8085550100', company: 'Aloha Kia', password } }),
    201,
    'POST /api/signup',
  );
  return signIn(base, email, password);
}

export async function signIn(base: string, email: string, password: string): Promise<Salesperson> {
  const response = await expectStatus(await call(base, 'POST', '/api/login', { body: { email, password } }), 200, 'POST /api/login');
  const cookie = response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');
  if (!cookie) throw new Error('POST /api/login set no cookie');
  return { email, cookie };
}

/** POST /api/admin/login → the bearer token. */
export async function adminSignIn(base: string, email: string, password: string): Promise<string> {
  const response = await expectStatus(await call(base, 'POST', '/api/admin/login', { body: { email, password } }), 200, 'POST /api/admin/login');
  return ((await response.json()) as { token: string }).token;
}

export async function businessTimeZone(base: string): Promise<string> {
  const response = await expectStatus(await call(base, 'GET', '/api/client-config'), 200, 'GET /api/client-config');
  const config = (await response.json()) as { businessTimeZone?: string; timeZone?: string };
  return config.businessTimeZone ?? config.timeZone ?? 'Pacific/Honolulu';
}

/**
 * Slot n of the run: weekdays from tomorrow up to the horizon, three times each, so consecutive bookings
 * never share a slot (after about 7,800 bookings they come round again, well under SLOT_CAPACITY).
 */
export class Slots {
  private readonly days: DateString[] = [];

  constructor(timeZone: string, horizonDays: number, now = new Date()) {
    const today = todayInZone(now, timeZone);
    for (let d = 1; d < horizonDays - 5; d++) {
      const date = addDaysToDate(today, d);
      if (!isWeekend(date)) this.days.push(date);
    }
  }

  get distinct(): number {
    return this.days.length * SLOT_TIMES.length;
  }

  at(n: number): { date: DateString; time: SlotTime } {
    const i = n % this.distinct;
    return { date: this.days[Math.floor(i / SLOT_TIMES.length)]!, time: SLOT_TIMES[i % SLOT_TIMES.length]! };
  }
}

/** A valid booking body (SPEC 5) for slot n, with its own customer. */
export function bookingBody(n: number, slot: { date: DateString; time: SlotTime }): string {
  return JSON.stringify({
    customerFirstName: 'Makana',
    customerLastName: `Lee${n}`,
    customerEmail: `customer${n}@bench.example.com`,
    customerPhone: `808555${String(n % 10_000).padStart(4, '0')}`,
    vehicleYear: '2022',
    vehicleMake: 'Toyota',
    vehicleModel: 'Tacoma',
    tintPackageId: (['carbon', 'ceramic', 'signature'] as const)[n % 3],
    appointmentDate: slot.date,
    appointmentTime: slot.time,
    acknowledgeContact: true,
    acknowledgeServiceArea: true,
    acknowledgeDiscountPolicy: true,
    windowOption: 'full',
    vehicleSize: 'sedan',
  });
}

export type ProjectionStatus = { name: string; kind: string; lag: number; lagMs?: number };

let healthCalls = 0;

/** GET /api/health with an admin token: each projection's lag (events) and lagMs (age of the oldest unapplied event). */
/**
 * The async projections' statuses, or null when the health report holds none this time: it leaves them out when
 * reading them takes longer than its probe's deadline (a product just started on a large log, under load).
 */
export async function projectionStatuses(base: string, token: string): Promise<ProjectionStatus[] | null> {
  // Each poll names an address of its own (a range the load never uses): a build whose rate limit is per
  // address only (the "before" commit) would otherwise refuse the poller after 300 calls a minute.
  const response = await fetch(`${base}/api/health`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': clientAddress(0x800000 + (healthCalls++ % 0x7fffff)) } });
  const body = (await response.json()) as { projections?: ProjectionStatus[] };
  if (response.status === 401 || response.status === 403) throw new Error(`GET /api/health refused the admin's token (status ${response.status})`);
  return body.projections?.filter((p) => p.kind !== 'inline') ?? null;
}

/** Waits until every async projection and reactor has applied everything; returns how long that took. */
export async function waitForProjections(base: string, token: string, timeoutMs = 300_000, intervalMs = 50): Promise<number | null> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    const statuses = await projectionStatuses(base, token);
    if (statuses?.every((s) => s.lag === 0)) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
  return null;
}
