// Who may call a route. Every controller route states it; a route that does not is refused by the
// access guard (deny by default).
import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { CurrentUser } from '@tint/libs/api-types';

export type AccessLevel = 'public' | 'salesperson' | 'admin';
export const ACCESS_KEY = 'tint:access';

export const Access = (level: AccessLevel) => SetMetadata(ACCESS_KEY, level);

export type SalespersonPrincipal = CurrentUser & { sessionTokenHash: string };

export type AdminPrincipal = { id: string; firstName: string; lastName: string; email: string; jti: string; expiresAt: Date };

export type AuthenticatedRequest = Request & { salesperson?: SalespersonPrincipal; admin?: AdminPrincipal };

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
