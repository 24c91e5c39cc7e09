// Who a request stands for, as the platform's access guard asks it: the salesperson of a live session
// cookie, the admin of a live bearer token.
import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { AdminPrincipal, Principals, SalespersonPrincipal } from '../../platform/http/access.js';
import { AdminTokens, bearerToken } from './admin-tokens.js';
import { SESSION_COOKIE, Sessions } from './sessions.js';

/** The queue dashboard's pass: HttpOnly, SameSite=Strict, sent only to the dashboard's path. */
export const QUEUE_PASS_COOKIE = 'tint_queues';

export const sessionCookie = (request: FastifyRequest): string | undefined => request.cookies[SESSION_COOKIE];
/** Whether the browser sent a session cookie at all (valid or not): the served app page depends on it. */
export const hasSessionCookie = (request: FastifyRequest): boolean => sessionCookie(request) !== undefined;

@Injectable()
export class AuthPrincipals implements Principals {
  constructor(
    private readonly sessions: Sessions,
    private readonly adminTokens: AdminTokens,
  ) {}

  salesperson(request: FastifyRequest): Promise<SalespersonPrincipal | null> {
    return this.sessions.resolve(sessionCookie(request));
  }

  admin(request: FastifyRequest): Promise<AdminPrincipal | null> {
    return this.adminTokens.resolve(bearerToken(request.headers.authorization));
  }

  queueDashboard(request: FastifyRequest): Promise<AdminPrincipal | null> {
    return this.adminTokens.resolveQueuePass(request.cookies[QUEUE_PASS_COOKIE]);
  }
}
