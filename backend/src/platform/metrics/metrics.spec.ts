import { mergeExpositions } from './metrics-scrape.js';
import { routeLabel, UNMATCHED_ROUTE, WEB_APP_ROUTE } from './metrics.js';

describe('the route label', () => {
  it("is the server's route template, the browser app as one route, and every unmatched path as one", () => {
    expect(routeLabel('/api/admin/appointments/:id/history')).toBe('/api/admin/appointments/:id/history');
    expect(routeLabel('/metrics')).toBe('/metrics');
    expect(routeLabel('/admin/queues/api/queues')).toBe('/admin/queues/api/queues');
    // @fastify/static makes a route per built file, named after its content hash: a new series every build.
    for (const template of ['/assets/index-abc123.js', '/sw.js', '/', '/*']) expect(routeLabel(template)).toBe(WEB_APP_ROUTE);
    expect(routeLabel(undefined)).toBe(UNMATCHED_ROUTE);
  });
});

describe('merging expositions', () => {
  it("gives each metric's HELP and TYPE once, then every exposition's samples of it", () => {
    const queue = (name: string, waiting: number) =>
      [
        '# HELP bullmq_job_count Number of jobs in the queue by state',
        '# TYPE bullmq_job_count gauge',
        `bullmq_job_count{queue="${name}", state="waiting"} ${waiting}`,
        '# HELP bullmq_job_completed_total Total number of completed jobs',
        '# TYPE bullmq_job_completed_total counter',
        `bullmq_job_completed_total{queue="${name}"} 7`,
      ].join('\n');
    expect(mergeExpositions([queue('projections', 2), queue('maintenance', 0)]).split('\n')).toEqual([
      '# HELP bullmq_job_count Number of jobs in the queue by state',
      '# TYPE bullmq_job_count gauge',
      'bullmq_job_count{queue="projections", state="waiting"} 2',
      'bullmq_job_count{queue="maintenance", state="waiting"} 0',
      '# HELP bullmq_job_completed_total Total number of completed jobs',
      '# TYPE bullmq_job_completed_total counter',
      'bullmq_job_completed_total{queue="projections"} 7',
      'bullmq_job_completed_total{queue="maintenance"} 7',
      '',
    ]);
    expect(mergeExpositions([])).toBe('');
  });
});
