// The worker's /metrics. The worker serves no other HTTP, so a plain node:http server on METRICS_PORT
// answers the same scrape (metrics-scrape.ts) under the same access rules (metrics-access.ts) as the API's
// route, refusals in the API's shape; any other path is a 404. It closes with the worker (shutdown.ts).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { INestApplicationContext } from '@nestjs/common';
import { INTERNAL_ERROR_MESSAGE, NOT_FOUND } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { onEveryInterface } from '../http/http-server.js';
import { metricsAccess, metricsEnabled, metricsRefusal } from './metrics-access.js';
import { MetricsScrape } from './metrics-scrape.js';

/** The application's metrics server, not listening yet (listenForScrapes); null when /metrics is off (production without METRICS_TOKEN). */
export function createMetricsServer(app: INestApplicationContext): Server | null {
  const config = app.get<AppConfig>(APP_CONFIG);
  if (!metricsEnabled(config)) return null;
  const scrape = app.get(MetricsScrape);
  return createServer((request, response) => {
    answer(config, scrape, request, response).catch(() => sendError(response, 500, INTERNAL_ERROR_MESSAGE));
  });
}

/** Listens on `port` on every interface (0: a free port, see `server.address()`). */
export function listenForScrapes(server: Server, port: number): Promise<void> {
  return onEveryInterface(
    (host) =>
      new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve();
        });
      }),
  );
}

async function answer(config: AppConfig, scrape: MetricsScrape, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const path = (request.url ?? '').split('?', 1)[0];
  if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) return sendError(response, 404, NOT_FOUND);
  const refusal = metricsRefusal(metricsAccess(config, { remoteAddress: request.socket.remoteAddress, authorization: request.headers.authorization }));
  if (refusal) return sendError(response, refusal.statusCode, refusal.message);
  const body = await scrape.render();
  response.writeHead(200, { 'content-type': scrape.contentType, 'cache-control': 'no-store' });
  response.end(request.method === 'HEAD' ? undefined : body);
}

function sendError(response: ServerResponse, statusCode: number, message: string): void {
  if (response.headersSent) return void response.destroy();
  response.writeHead(statusCode, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' });
  response.end(JSON.stringify({ statusCode, message }));
}
