// Retention of the funnel (issue 17): a session older than ANALYTICS_RETENTION_DAYS leaves the read model and its
// browser details are shredded in the log; the counts stay, and a younger session keeps everything.
import request from 'supertest';
import { clientAddress } from '../../../test/support/callers.js';
import { createTestApp, type TestApp } from '../../../test/support/test-app.js';
import { hst, TestClock } from '../../../test/support/test-clock.js';
import { waitForProjections } from '../../../test/support/wait-for-projections.js';
import { funnelStream } from './funnel.js';
import { FunnelRetention } from './funnel-retention.js';

const clock = new TestClock(hst('2030-06-03T09:00'));
const DAY_MS = 24 * 60 * 60 * 1000;

describe('analytics retention', () => {
  let t: TestApp;
  const track = (sessionId: string, eventType: string, userAgent: string) =>
    request(t.app.getHttpServer())
      .post('/api/analytics/track')
      .set('x-forwarded-for', clientAddress())
      .send({ sessionId, eventType, eventData: { userAgent, screenWidth: 390, screenHeight: 844, timezone: 'Pacific/Honolulu' }, salespersonId: null })
      .expect(204);
  const sessions = async () => (await t.dataSource.query<{ session_id: string }[]>('SELECT session_id FROM funnel_sessions ORDER BY session_id')).map((row) => row.session_id);
  const daily = () => t.dataSource.query('SELECT * FROM funnel_daily ORDER BY day, step');
  const browserSaid = async (sessionId: string) => (await t.eventStore.readStream(funnelStream(sessionId))).map((event) => event.data.eventData);

  beforeAll(async () => {
    t = await createTestApp({ queue: 'redis', clock, env: { ANALYTICS_RETENTION_DAYS: '30' } });
  });
  afterAll(() => t.close());

  it('drops the sessions last seen before the retention and shreds what their browsers said; the counts stay', async () => {
    await track('session-old-retention', 'tint_match_started', 'OldBrowser/1.0');
    await track('session-old-retention', 'tint_match_completed', 'OldBrowser/1.0');
    clock.advance(31 * DAY_MS);
    await track('session-new-retention', 'tint_match_started', 'NewBrowser/2.0');
    await waitForProjections(t.runner);
    const counts = await daily();
    // In the log the browser details are sealed from the start.
    const log = (await t.dataSource.query<{ text: string }[]>("SELECT string_agg(data::text, ' ') AS text FROM events WHERE type = 'FunnelStepRecorded'"))[0]!.text;
    expect(log).not.toContain('OldBrowser');
    expect(await browserSaid('session-old-retention')).toEqual([expect.objectContaining({ userAgent: 'OldBrowser/1.0' }), expect.objectContaining({ userAgent: 'OldBrowser/1.0' })]);

    expect(await t.app.get(FunnelRetention).run()).toBe(1);

    expect(await sessions()).toEqual(['session-new-retention']);
    expect(await daily()).toEqual(counts);
    expect(await browserSaid('session-old-retention')).toEqual([{}, {}]);
    expect(await browserSaid('session-new-retention')).toEqual([expect.objectContaining({ userAgent: 'NewBrowser/2.0' })]);
    // Nothing more to drop the next time.
    expect(await t.app.get(FunnelRetention).run()).toBe(0);
  });
});
