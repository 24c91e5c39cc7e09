// The funnel's one event: a browser session reached a step (or tracked a quiz result / a package
// choice), on stream `funnel-<sessionId>`.
import type { TrackedEventType } from '@tint/libs/analytics';

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

export const funnelStream = (sessionId: string) => `funnel-${sessionId}`;
