// /metrics of the built product as production runs it with METRICS_TOKEN (an API and a separate worker, the
// queue on PostgreSQL): both answer the token only, the worker on METRICS_PORT; a scrape leaves no line in the
// access log but a refused one does, and the token is in no log; the worker's server closes when it stops.
import { randomBytes } from 'node:crypto';
import { METRICS_TOKEN_REQUIRED } from '@tint/libs/validation-messages';
import { type Deployment, deploy, freePort } from './support/fault-services.js';
import { waitFor } from './support/wait-for-projections.js';

const TOKEN = randomBytes(32).toString('base64url');

describe('/metrics of the deployed API and worker', () => {
  let product: Deployment;
  let workerMetrics: string;

  beforeAll(async () => {
    product = await deploy({ separateWorker: true, env: { LOG_LEVEL: 'info', METRICS_TOKEN: TOKEN, METRICS_PORT: String(await freePort()) } });
    // The port the worker listens on (another, should the free one have been taken meanwhile).
    workerMetrics = `http://127.0.0.1:${product.env.METRICS_PORT!}/metrics`;
  }, 90_000);
  afterAll(() => product?.close());

  it('answers the token only, logs refused scrapes but not the others, and never the token', async () => {
    const bearer = { authorization: `Bearer ${TOKEN}` };
    for (const [name, fetchMetrics] of [
      ['api', (init?: RequestInit) => product.api.fetch('/metrics', init)],
      ['worker', (init?: RequestInit) => fetch(workerMetrics, { signal: AbortSignal.timeout(15_000), ...init })],
    ] as const) {
      const scraped = await fetchMetrics({ headers: bearer });
      const text = await scraped.text();
      expect({ name, status: scraped.status }).toEqual({ name, status: 200 });
      for (const metric of ['bullmq_job_count{queue="projections", state="waiting"}', 'tint_projection_lag_events{', 'process_resident_memory_bytes ']) {
        expect({ name, metric, present: text.includes(metric) }).toEqual({ name, metric, present: true });
      }
      const refused = await fetchMetrics({ headers: { authorization: 'Bearer not-the-token' } });
      expect({ name, status: refused.status, body: await refused.json() }).toEqual({ name, status: 401, body: { statusCode: 401, message: METRICS_TOKEN_REQUIRED } });
    }

    const scrapes = () => product.api.output.filter((line) => line.includes('"/metrics"'));
    await waitFor(async () => scrapes().length > 0, { describe: () => `the refused scrape to be logged:\n${product.api.output.slice(-10).join('\n')}` });
    expect(scrapes().map((line) => (JSON.parse(line) as { res: { statusCode: number } }).res.statusCode)).toEqual([401]);
    for (const output of [product.api.output, product.worker!.output]) expect(output.join('\n')).not.toContain(TOKEN);
    expect(product.worker!.lines(/Worker started/).join('\n')).toContain(`metrics on port ${new URL(workerMetrics).port}`);
  });

  it('closes the worker\'s metrics server when the worker stops', async () => {
    expect(await product.worker!.signal('SIGTERM')).toBe(0);
    await expect(fetch(workerMetrics, { headers: { authorization: `Bearer ${TOKEN}` } })).rejects.toThrow();
  });
});
