// What a scrape of /metrics answers, on the API's route and the worker's server alike: the application's
// registry (metrics.ts) with each projection's lag and checkpoint read from the database as the scrape asks,
// BullMQ's own export of every queue this process created, and the process's figures (memory, CPU,
// event-loop lag, garbage collection). What reads a datastore answers within SCRAPE_DEADLINE_MS or is left
// out of that scrape (logged once per outage): a slow database or Redis never hangs a scrape.
import { Injectable, Logger } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { withDeadline } from '../deadline.js';
import { OutageLog } from '../outage-log.js';
import { ProjectionRunner, type ProjectionStatus } from '../projections/projection-runner.js';
import { QueueTransport } from '../queue/queue-transport.js';
import { Metrics } from './metrics.js';

/** Well within Prometheus's default scrape timeout (10 s). */
export const SCRAPE_DEADLINE_MS = 2_000;

type ProjectionFigures = { statuses: ProjectionStatus[]; checkpoints: Map<string, number> };

/**
 * `work` once for every caller while it runs: the gauges of one scrape share one read, and a scrape
 * arriving while a slow read still runs joins it rather than piling another on the database.
 */
function joined<T>(work: () => Promise<T>): () => Promise<T> {
  let running: Promise<T> | undefined;
  return () =>
    (running ??= work().finally(() => {
      running = undefined;
    }));
}

/** What `read` gives within the deadline, or undefined when it fails or takes longer; the outage log is told which. */
async function inTime<T>(read: Promise<T>, what: string, outage: OutageLog): Promise<T | undefined> {
  try {
    const value = await withDeadline(read, SCRAPE_DEADLINE_MS, what);
    outage.recovered();
    return value;
  } catch (error) {
    outage.failed(error);
    return undefined;
  }
}

/**
 * The process's figures belong to the process, not to an application: one registry for all of them.
 * (prom-client watches the event loop and the garbage collector from the first call on, for good.)
 */
let processRegistry: Registry | undefined;
function processMetrics(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

/** Several expositions as one: each metric's HELP and TYPE once, followed by every exposition's samples of it. */
export function mergeExpositions(texts: readonly string[]): string {
  const families = new Map<string, string[]>();
  for (const line of texts.flatMap((text) => text.split('\n'))) {
    const header = /^# (HELP|TYPE) (\S+) /.exec(line);
    const name = header ? header[2] : /^[^\s{#]+/.exec(line)?.[0];
    if (!name) continue;
    const family = families.get(name) ?? [];
    families.set(name, family);
    if (!header || !family.some((seen) => seen.startsWith(`# ${header[1]!} `))) family.push(line);
  }
  return [...families.values()].map((family) => `${family.join('\n')}\n`).join('');
}

@Injectable()
export class MetricsScrape {
  readonly contentType = Registry.PROMETHEUS_CONTENT_TYPE;
  private readonly projectionsOutage = new OutageLog(new Logger(MetricsScrape.name), "The database, for the projections' figures in /metrics (left out meanwhile),");
  private readonly queuesOutage = new OutageLog(new Logger(MetricsScrape.name), "The queues' datastore, for their job counts in /metrics (left out meanwhile),");
  private readonly lagEvents: Gauge<'projection' | 'kind'>;
  private readonly lagSeconds: Gauge<'projection' | 'kind'>;
  private readonly checkpoint: Gauge<'projection' | 'kind'>;

  constructor(
    private readonly metrics: Metrics,
    private readonly runner: ProjectionRunner,
    private readonly transport: QueueTransport,
  ) {
    const gauge = (name: string, help: string) =>
      new Gauge({ name, help, labelNames: ['projection', 'kind'] as const, registers: [metrics.registry], collect: () => this.refreshProjections() });
    this.lagEvents = gauge('tint_projection_lag_events', 'Events of the types a projection handles that it has not applied yet (0 for inline projections)');
    this.lagSeconds = gauge('tint_projection_lag_seconds', 'How long the oldest event a projection has not applied yet has waited');
    this.checkpoint = gauge('tint_projection_checkpoint_position', "Global position of the last event a projection applied (inline projections move it on rebuilds only)");
  }

  /** The whole answer to a scrape, in Prometheus's text format (`contentType`). */
  async render(): Promise<string> {
    const parts = await Promise.all([this.metrics.registry.metrics(), this.queueExports(), processMetrics().metrics()]);
    // Each part ends with a line break: a blank line between them, as between prom-client's metrics.
    return parts.filter(Boolean).join('\n');
  }

  private readonly readProjections = joined(async (): Promise<ProjectionFigures> => {
    const [statuses, checkpoints] = await Promise.all([this.runner.statuses(), this.runner.checkpoints()]);
    return { statuses, checkpoints: new Map([...checkpoints].map(([name, checkpoint]) => [name, checkpoint.position])) };
  });

  /** Sets the three projection gauges (each one's collect calls this; one scrape reads once). */
  private readonly refreshProjections = joined(async (): Promise<void> => {
    const figures = await inTime(this.readProjections(), 'The projections', this.projectionsOutage);
    for (const gauge of [this.lagEvents, this.lagSeconds, this.checkpoint]) gauge.reset();
    for (const { name, kind, lag, lagMs } of figures?.statuses ?? []) {
      const labels = { projection: name, kind };
      this.lagEvents.set(labels, lag);
      this.lagSeconds.set(labels, lagMs / 1000);
      const position = figures?.checkpoints.get(name);
      if (position !== undefined) this.checkpoint.set(labels, position);
    }
  });

  private readonly readQueues = joined(() => Promise.all(this.transport.queues().map((queue) => queue.exportPrometheusMetrics())));

  /** BullMQ's own export of each queue (job counts by state, completed and failed totals), merged. */
  private async queueExports(): Promise<string> {
    return mergeExpositions((await inTime(this.readQueues(), 'The queues', this.queuesOutage)) ?? []);
  }
}
