// A signed-in salesperson and the dashboard's reads, answered through the fetch stub.
import type { Appointment, Metrics } from '@tint/libs/api-types';
import type { ApiHandler } from './fetch-stub';
import { jsonResponse, stubApi } from './fetch-stub';

export const signedInSalesperson = {
  id: 'u1',
  email: 'kai@example.com',
  firstName: 'Kai',
  lastName: 'Kealoha',
  company: 'Maui Toyota',
  phoneNumber: '808-555-0123',
};

export const zeroMetrics: Metrics = { totalReferrals: 0, successRate: 0, thisMonth: 0 };

let nextId = 1;

/** status takes any string: the dashboard must also cope with 'in-progress' and unknown values (SPEC 3). */
export function appointmentFixture(overrides: Partial<Omit<Appointment, 'status'>> & { status?: string } = {}): Appointment {
  const id = `a${String(nextId++)}`;
  return {
    id,
    customerFirstName: 'Leilani',
    customerLastName: 'Akana',
    customerEmail: 'leilani@example.com',
    customerPhone: '808-555-0199',
    vehicleYear: '2022',
    vehicleMake: 'Toyota',
    vehicleModel: 'Camry',
    tintPackageId: 'ceramic',
    appointmentDate: '2026-01-06',
    appointmentTime: '8:30 AM',
    estimatedPrice: '572.00',
    commission: '25.00',
    status: 'scheduled',
    payoutStatus: 'pending',
    isConfirmed: false,
    createdAt: '2026-01-02T20:00:00.000Z',
    ...overrides,
  } as Appointment;
}

type SalespersonApi = {
  metrics?: Metrics | (() => Response);
  appointments?: Appointment[] | (() => Response);
  handlers?: Record<string, ApiHandler>;
};

function answer(value: unknown): ApiHandler {
  return typeof value === 'function' ? () => (value as () => Response)() : () => jsonResponse(value);
}

/** Signed in as signedInSalesperson, with the given metrics and appointments (zero and none by default). */
export function stubSalespersonApi({ metrics = zeroMetrics, appointments = [], handlers = {} }: SalespersonApi = {}) {
  return stubApi({
    'GET /api/auth/user': () => jsonResponse(signedInSalesperson),
    'GET /api/metrics': answer(metrics),
    'GET /api/appointments': answer(appointments),
    ...handlers,
  });
}
