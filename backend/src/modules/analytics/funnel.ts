// The funnel aggregate (stream `funnel-<sessionId>`): a browser session reached a step (or tracked a
// quiz result, a package choice). Nothing is refused once the body is valid: every step is recorded,
// in the order it arrives; the projection keeps each step's first time.
import type { TrackedEventType } from '@tint/libs/analytics';
import type { Decider } from '../../platform/decider.js';
import { type PersonalDataPolicies, subjectOf } from '../../platform/personal-data/policies.js';

export type FunnelStepRecorded = {
  type: 'FunnelStepRecorded';
  data: {
    sessionId: string;
    eventType: TrackedEventType;
    eventData: Record<string, unknown>;
    /** From the signed-in session only, never from the request body. */
    salespersonId: string | null;
  };
};

export type FunnelCommand = { type: 'RecordFunnelStep'; data: FunnelStepRecorded['data'] };

export const funnelStream = (sessionId: string) => `funnel-${sessionId}`;

/**
 * What a browser said about itself with a step (user agent, screen size, time zone) is sealed with its session's key,
 * shredded when the session is older than the retention; the step itself stays, so the funnel counts do too.
 */
export const FUNNEL_PERSONAL_DATA: PersonalDataPolicies = {
  FunnelStepRecorded: {
    subject: (data) => subjectOf('session', data.sessionId as string),
    fields: ['eventData'],
    erased: () => ({ eventData: {} }),
  },
};

/** No state: a session's steps never conflict, so its stream is appended to without being read. */
export const funnelDecider: Decider<null, FunnelCommand, FunnelStepRecorded, { now: Date }> = {
  initialState: null,
  evolve: (state) => state,
  decide: (command) => [{ type: 'FunnelStepRecorded', data: command.data }],
};
