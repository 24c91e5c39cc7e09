// The payout run (stream `payout-run-<runId>`): a record that an admin paid several commissions at once. The
// payments themselves are the appointments' own PayoutFulfilled events, each decided by the appointment aggregate
// (appointments/appointment.ts) in the same transaction; this event only says which ones, how, and the total.
import type { PayoutMethod } from '@tint/libs/constants';
import { type PersonalDataPolicies, subjectOf } from '../../platform/personal-data/policies.js';

export type PayoutRunRecorded = {
  type: 'PayoutRunRecorded';
  data: {
    runId: string;
    /** In the order they were paid. */
    appointmentIds: string[];
    payoutMethod: PayoutMethod;
    reference: string | null;
    notes: string | null;
    count: number;
    totalCents: number;
    /** The paying admin's id. */
    recordedBy: string;
  };
};

export const payoutRunStream = (runId: string) => `payout-run-${runId}`;

/** A run's free-text notes may name anyone: sealed with the paying admin's key, as their own writing. */
export const PAYOUT_RUN_PERSONAL_DATA: PersonalDataPolicies = {
  PayoutRunRecorded: {
    subject: (data) => subjectOf('admin', data.recordedBy as string),
    fields: ['notes'],
    erased: () => ({ notes: null }),
  },
};
