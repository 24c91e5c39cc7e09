import type { Request } from 'express';
import { type Actor, type EventMetadata, newCorrelationId } from '../../platform/event-store/event-store.js';

/** Event metadata for a command caused by an HTTP request: its request id correlates everything. */
export function requestMetadata(request: Request, actor: Actor): EventMetadata {
  const id = (request as Request & { id?: unknown }).id;
  return { actor, correlationId: typeof id === 'string' ? id : newCorrelationId() };
}
