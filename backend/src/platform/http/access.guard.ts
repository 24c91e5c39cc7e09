// The global guard: every route must declare its access level (deny by default). Salesperson routes
// need a live session cookie, admin routes a live admin bearer token; neither opens the other's routes.
// Who a cookie or a token stands for is the auth module's business: it provides PRINCIPALS. A request it
// refuses (401) never reaches the rate-limit guard, so it is counted against its address's limit here
// first: a flood of signed-out requests to protected routes gets 429 like any other.
import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ADMIN_SIGN_IN_REQUIRED, SIGN_IN_REQUIRED } from '@tint/libs/validation-messages';
import { DatabaseBlips } from '../database/database-blips.js';
import { ForbiddenError, UnauthorizedError } from '../errors.js';
import { ACCESS_KEY, type AccessLevel, type AuthenticatedRequest, PRINCIPALS, type Principals } from './access.js';
import { RateLimits } from './rate-limits.js';

@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(PRINCIPALS) private readonly principals: Principals,
    private readonly blips: DatabaseBlips,
    private readonly limits: RateLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (level === undefined) throw new ForbiddenError();
    if (level === 'public') return true;
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    if (level === 'salesperson' || level === 'visitor') {
      const salesperson = await this.blips.readOnce(() => this.principals.salesperson(request));
      if (salesperson) request.salesperson = salesperson;
      else if (level === 'salesperson') return this.refuse(context, SIGN_IN_REQUIRED);
      return true;
    }
    const admin = await this.blips.readOnce(() => this.principals.admin(request));
    if (!admin) return this.refuse(context, ADMIN_SIGN_IN_REQUIRED);
    request.admin = admin;
    return true;
  }

  /** 401, once the refused request has been counted (429 instead when its address is over the limit). */
  private async refuse(context: ExecutionContext, message: string): Promise<never> {
    await this.limits.countRefused(context);
    throw new UnauthorizedError(message);
  }
}
