// A signed-in admin and the dashboard's reads, answered through the fetch stub.
import type {
  AdminSalesperson,
  AdminUser,
  AppointmentHistoryEntry,
  AppointmentMetrics,
  PendingPayoutItem,
  Reservation,
} from '@tint/libs/api-types';
import { APPOINTMENT_HISTORY_LABELS } from '@tint/libs/api-types';
import type { ReactElement } from 'react';
import { ADMIN_TOKEN_STORAGE_KEY, ADMIN_USER_STORAGE_KEY } from '@/features/admin/admin-session';
import { AdminTokenContext } from '@/features/admin/admin-token';
import type { ApiHandler } from './fetch-stub';
import { jsonResponse, stubApi } from './fetch-stub';
import { renderWithProviders } from './render-app';

export const ADMIN_TOKEN = 'admin-token-1';

export const signedInAdmin: AdminUser = { firstName: 'Leilani', lastName: 'Akana', email: 'leilani@tintportal.test' };

export function storeAdminSession(token = ADMIN_TOKEN, user: AdminUser = signedInAdmin): void {
  window.localStorage.setItem(ADMIN_TOKEN_STORAGE_KEY, token);
  window.localStorage.setItem(ADMIN_USER_STORAGE_KEY, JSON.stringify(user));
}

export function headerOf(init: RequestInit | undefined, name: string): string | undefined {
  return new Headers(init?.headers).get(name) ?? undefined;
}

export const zeroAppointmentMetrics: AppointmentMetrics = { totalBooked: 0, totalConfirmed: 0, unconfirmed: 0 };

let nextId = 1;
const id = (prefix: string) => `${prefix}-${String(nextId++)}`;

export function reservationFixture(overrides: Partial<Reservation> = {}): Reservation {
  return {
    id: id('res'),
    reservationDate: '2030-06-03',
    reservationTime: '8:30 AM',
    customerName: 'Fleet vehicle',
    notes: 'Two cars',
    status: 'active',
    reservedBy: 'Leilani Akana',
    createdAt: '2030-05-20T19:30:00.000Z',
    ...overrides,
  };
}

export function pendingPayoutFixture(overrides: Partial<PendingPayoutItem> = {}): PendingPayoutItem {
  return {
    id: id('apt'),
    salespersonId: 'sp-kai',
    salespersonName: 'Kai Kealoha',
    review: null,
    payoutProfile: null,
    appointmentDate: '2030-06-03',
    appointmentTime: '10:30 AM',
    customerFirstName: 'Malia',
    customerLastName: 'Kahale',
    vehicleYear: '2022',
    vehicleMake: 'Toyota',
    vehicleModel: 'Camry',
    estimatedPrice: '572.00',
    commission: '25.00',
    ...overrides,
  };
}

export function salespersonFixture(overrides: Partial<AdminSalesperson> = {}): AdminSalesperson {
  return {
    id: id('sp'),
    firstName: 'Kai',
    lastName: 'Kealoha',
    email: 'kai@example.com',
    company: 'Maui Toyota',
    joinedAt: '2030-01-15T20:00:00.000Z',
    tier: 'Bronze',
    mtdAppointments: 5,
    confirmedAppointments: 3,
    servicedAppointments: 2,
    mtdCommission: 50,
    ytdCommission: 125.5,
    cashBonusesEarned: 0,
    giftCardsEarned: 0,
    ...overrides,
  };
}

export function historyFixture(overrides: Partial<AppointmentHistoryEntry> = {}): AppointmentHistoryEntry {
  return {
    id: id('evt'),
    type: 'AppointmentBooked',
    label: APPOINTMENT_HISTORY_LABELS.AppointmentBooked,
    occurredAt: '2030-05-20T19:30:00.000Z',
    actorRole: 'salesperson',
    actorName: 'Kai Kealoha',
    ...overrides,
  };
}

type AdminApi = {
  reservations?: Reservation[];
  pendingPayouts?: PendingPayoutItem[];
  metrics?: AppointmentMetrics;
  users?: AdminSalesperson[];
  handlers?: Record<string, ApiHandler>;
};

/** Signed in as signedInAdmin (call storeAdminSession first); every read answers, empty by default. */
export function stubAdminApi({
  reservations = [],
  pendingPayouts = [],
  metrics = zeroAppointmentMetrics,
  users = [],
  handlers = {},
}: AdminApi = {}) {
  return stubApi({
    'GET /api/admin/me': () => jsonResponse(signedInAdmin),
    'GET /api/admin/reservations': () => jsonResponse(reservations),
    'GET /api/admin/pending-payouts': () => jsonResponse(pendingPayouts),
    'GET /api/admin/appointment-metrics': () => jsonResponse(metrics),
    'GET /api/admin/users': () => jsonResponse(users),
    'GET /api/admin/closures': () => jsonResponse([]),
    'GET /api/admin/earnings': (_init, url) => jsonResponse({ year: Number(new URL(url, 'http://localhost').searchParams.get('year')), threshold: '2000.00', salespeople: [] }),
    ...handlers,
  });
}

/** A response the test releases when it wants: `answer` resolves the pending call. */
export function deferredResponse() {
  let answer: (response: Response) => void = () => undefined;
  const promise = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

/**
 * The button whose text is `text`, found by text rather than by role: role queries over a whole antd
 * screen are slow enough in the test DOM to starve waitFor.
 */
export function buttonWithText(text: string, container: HTMLElement = document.body): HTMLButtonElement {
  const matches = Array.from(container.querySelectorAll('button')).filter((button) => button.textContent.trim() === text);
  if (matches.length !== 1) throw new Error(`Expected one button '${text}', found ${String(matches.length)}`);
  return matches[0] as HTMLButtonElement;
}

/**
 * One admin tab (or any part of the dashboard) with the real providers and the admin token, without
 * the header and the summary cards around it: a smaller screen renders much faster in the test DOM.
 */
export function renderAdminPart(ui: ReactElement, token = ADMIN_TOKEN) {
  return renderWithProviders(<AdminTokenContext value={token}>{ui}</AdminTokenContext>);
}
