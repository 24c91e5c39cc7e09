// Owns this application's Prometheus registry and what the code records in it as it runs: how long each
// HTTP request took (by route template, method and status) and the events committed (by type). What is
// read at scrape time (projections, queues, the process) is added in metrics-scrape.ts. Each application
// has a registry of its own, never prom-client's global one: the tests run many applications in one process.
import { Injectable } from '@nestjs/common';
import { Counter, Histogram, Registry } from 'prom-client';
import { isServerRoute } from '../http/web-app.js';

/** The route label of a request no route matched (a 404): one series whatever the path asked. */
export const UNMATCHED_ROUTE = 'unmatched';
/** The route label of the browser app: its built files (a route each, named after their content hash) and its pages. */
export const WEB_APP_ROUTE = '/*';

/** A request's route label: the template it matched (`/api/admin/appointments/:id`), never the path as asked. */
export function routeLabel(template: string | undefined): string {
  if (template === undefined) return UNMATCHED_ROUTE;
  return isServerRoute(template) ? template : WEB_APP_ROUTE;
}

@Injectable()
export class Metrics {
  readonly registry = new Registry();

  private readonly requestDuration = new Histogram({
    name: 'tint_http_request_duration_seconds',
    help: 'Time from receiving an HTTP request to answering it, by route template, method and status code',
    labelNames: ['route', 'method', 'status_code'] as const,
    registers: [this.registry],
  });

  private readonly eventsAppended = new Counter({
    name: 'tint_events_appended_total',
    help: 'Events this process committed to the event log, by type',
    labelNames: ['type'] as const,
    registers: [this.registry],
  });

  /** One answered request (the server's onResponse hook). */
  observeRequest(request: { method: string; routeOptions: { url?: string } }, reply: { statusCode: number; elapsedTime: number }): void {
    const labels = { route: routeLabel(request.routeOptions.url), method: request.method, status_code: String(reply.statusCode) };
    this.requestDuration.observe(labels, reply.elapsedTime / 1000);
  }

  /** The events of a committed transaction (a rolled-back one counts nothing). */
  countCommitted(events: readonly { type: string }[]): void {
    for (const event of events) this.eventsAppended.inc({ type: event.type });
  }
}
