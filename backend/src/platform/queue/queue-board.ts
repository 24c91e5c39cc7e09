// The queue dashboard (Bull Board) at QUEUE_DASHBOARD_PATH: every BullMQ queue of the product, on either backend,
// with job counts, failed jobs, retry and clean. Only an admin with a live pass (the cookie the admin dashboard's
// "Queues" link mints) reaches it; anyone else's page load goes to the admin sign-in and their API call gets a 401.
// Its routes are Fastify's, outside Nest's guards: the pass is checked by a hook of their own.
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { FastifyAdapter } from '@bull-board/fastify';
import type { Queue } from 'bullmq';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ADMIN_DASHBOARD_PATH, ADMIN_LOGIN_PATH, ADMIN_SYSTEM_PATH, QUEUE_DASHBOARD_PATH } from '@tint/libs/constants';
import { OPERATIONS_QUEUES_LINK, OPERATIONS_SYSTEM_LINK, SYSTEM_BACK } from '@tint/libs/texts/operations';
import { ADMIN_SIGN_IN_REQUIRED } from '@tint/libs/validation-messages';
import { PRINCIPALS, type Principals } from '../http/access.js';
import { type AnyQueue, QueueTransport } from './queue-transport.js';

const API_PREFIX = `${QUEUE_DASHBOARD_PATH}/api/`;

export async function configureQueueBoard(app: NestFastifyApplication): Promise<void> {
  const transport = app.get(QueueTransport);
  const principals = app.get<Principals>(PRINCIPALS, { strict: false });
  const serverAdapter = new FastifyAdapter();
  serverAdapter.setBasePath(QUEUE_DASHBOARD_PATH);
  const board = createBullBoard({
    queues: [],
    serverAdapter,
    options: {
      uiConfig: {
        boardTitle: OPERATIONS_QUEUES_LINK,
        hideDocsLink: true,
        miscLinks: [
          { text: SYSTEM_BACK, url: ADMIN_DASHBOARD_PATH },
          { text: OPERATIONS_SYSTEM_LINK, url: ADMIN_SYSTEM_PATH },
        ],
      },
    },
  });
  // The queues are made as the modules start, after this runs: each is added at the first request that finds it new.
  const shown = new Set<AnyQueue>();
  const showNewQueues = () => {
    for (const queue of transport.queues()) {
      if (shown.has(queue)) continue;
      shown.add(queue);
      // Typed for Redis queues only; the adapter reads a PostgreSQL-backed queue through the same API (and says which datastore it is).
      board.addQueue(new BullMQAdapter(queue as Queue));
    }
  };

  const fastify = app.getHttpAdapter().getInstance() as unknown as FastifyInstance;
  await fastify.register(async (scope: FastifyInstance) => {
    scope.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      // An admin's view of the product's jobs: kept by no browser cache or proxy.
      void reply.header('Cache-Control', 'no-store');
      if (await principals.queueDashboard(request)) {
        showNewQueues();
        return;
      }
      if (request.url.startsWith(API_PREFIX)) return reply.code(401).send({ statusCode: 401, message: ADMIN_SIGN_IN_REQUIRED });
      return reply.redirect(ADMIN_LOGIN_PATH, 302);
    });
    await scope.register(serverAdapter.registerPlugin(), { prefix: QUEUE_DASHBOARD_PATH });
  });
}
