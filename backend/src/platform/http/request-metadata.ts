import type { FastifyRequest } from 'fastify';
import { type Actor, type EventMetadata, newCorrelationId } from '../event-store/event-store.js';

/** Event metadata for a command caused by an HTTP request: its request id correlates everything. */
export function requestMetadata(request: FastifyRequest, actor: Actor): EventMetadata {
  return { actor, correlationId: typeof request.id === 'string' ? request.id : newCorrelationId() };
}
