// The global guard: every route must declare its access level (deny by default). Salesperson routes
// need a live session cookie, admin routes a live admin bearer token; neither opens the other's routes.
import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ForbiddenError, UnauthorizedError } from '../../platform/errors.js';
import { ACCESS_KEY, type AccessLevel, type AuthenticatedRequest } from '../../platform/http/access.js';
import { AdminTokens, bearerToken } from './admin-tokens.js';
import { SESSION_COOKIE, Sessions } from './sessions.js';

export const SIGN_IN_REQUIRED = 'Please sign in to continue.';
export const ADMIN_SIGN_IN_REQUIRED = 'Admin access required. Please sign in as an admin.';

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: Sessions,
    private readonly adminTokens: AdminTokens,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (level === undefined) throw new ForbiddenError();
    if (level === 'public') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (level === 'salesperson') {
      const salesperson = await this.sessions.resolve((request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE]);
      if (!salesperson) throw new UnauthorizedError(SIGN_IN_REQUIRED);
      request.salesperson = salesperson;
      return true;
    }
    const admin = await this.adminTokens.resolve(bearerToken(request.headers.authorization));
    if (!admin) throw new UnauthorizedError(ADMIN_SIGN_IN_REQUIRED);
    request.admin = admin;
    return true;
  }
}
