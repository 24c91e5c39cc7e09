// Who may call a route. Every controller route states it; a route that does not is refused by the
// access guard (deny by default).
import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import type { CurrentUser } from '@tint/libs/api-types';

/** `visitor`: open to everyone; a live session cookie, when there is one, is read (the caller is counted as themselves). */
export type AccessLevel = 'public' | 'visitor' | 'salesperson' | 'admin';
export const ACCESS_KEY = 'tint:access';

export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);

/** The cookie a salesperson's session travels in (the auth module mints it; the API docs name it). */
export const SESSION_COOKIE = 'tint_session';

export type SalespersonPrincipal = CurrentUser & { sessionTokenHash: string };

export type AdminPrincipal = { id: string; firstName: string; lastName: string; email: string; jti: string; expiresAt: Date };

export type AuthenticatedRequest = FastifyRequest & { salesperson?: SalespersonPrincipal; admin?: AdminPrincipal };

/** Who a request's session cookie or bearer token stands for (null: nobody live); the auth module provides it. */
export type Principals = {
  salesperson(request: FastifyRequest): Promise<SalespersonPrincipal | null>;
  admin(request: FastifyRequest): Promise<AdminPrincipal | null>;
  /** The admin of a live queue dashboard pass (a cookie scoped to the dashboard's path). */
  queueDashboard(request: FastifyRequest): Promise<AdminPrincipal | null>;
};
export const PRINCIPALS = Symbol('PRINCIPALS');

export const CurrentSalesperson = createParamDecorator((_: unknown, context: ExecutionContext): SalespersonPrincipal => {
  const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().salesperson;
  if (!principal) throw new Error('CurrentSalesperson used on a route without salesperson access');
  return principal;
});

export const CurrentAdmin = createParamDecorator((_: unknown, context: ExecutionContext): AdminPrincipal => {
  const principal = context.switchToHttp().getRequest<AuthenticatedRequest>().admin;
  if (!principal) throw new Error('CurrentAdmin used on a route without admin access');
  return principal;
});
