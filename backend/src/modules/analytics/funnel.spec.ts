import { deciderSpec } from '../../../test/support/decider-spec.js';
import { funnelDecider, funnelStream } from './funnel.js';

const spec = deciderSpec(funnelDecider, { now: new Date('2026-11-02T19:00:00Z') });

describe('the funnel decider', () => {
  it('records every step a session sends, in the order it arrives, even one it reached before', () => {
    const step = { sessionId: 'session-0001', eventType: 'pricing_viewed' as const, eventData: { screenWidth: 390 }, salespersonId: null };
    spec.given([]).when({ type: 'RecordFunnelStep', data: step }).then([{ type: 'FunnelStepRecorded', data: step }]);
    spec.given([{ type: 'FunnelStepRecorded', data: step }]).when({ type: 'RecordFunnelStep', data: step }).then([{ type: 'FunnelStepRecorded', data: step }]);
    expect(funnelStream('session-0001')).toBe('funnel-session-0001');
  });
});
