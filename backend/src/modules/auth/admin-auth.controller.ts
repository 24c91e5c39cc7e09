// Admin sign-in: separate accounts, answered with a short-lived bearer token and the admin's name.
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminLoginResponse } from '@tint/libs/api-types';
import { QUEUE_DASHBOARD_PATH } from '@tint/libs/constants';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ADMIN_LOGIN_FAILED_TEXT } from '@tint/libs/validation-messages';
import { UnauthorizedError } from '../../platform/errors.js';
import { Access, type AdminPrincipal, CurrentAdmin } from '../../platform/http/access.js';
import { ApiErrors } from '../../platform/http/api-docs.js';
import { RateLimit } from '../../platform/http/rate-limits.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { AccountsQueries } from './accounts.queries.js';
import { AdminSignIns } from './admin-sign-ins.js';
import { AdminTokens } from './admin-tokens.js';
import { AdminLoginDto } from './auth.dto.js';
import { AdminLoginResponseSchema, AdminUserSchema } from './auth.schemas.js';
import { normalizeEmail, verifyPassword } from './passwords.js';
import { QUEUE_PASS_COOKIE } from './principals.js';

@Controller('api/admin')
export class AdminAuthController {
  constructor(
    private readonly accounts: AccountsQueries,
    private readonly tokens: AdminTokens,
    private readonly signIns: AdminSignIns,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @RateLimit('credentials')
  @ApiOkResponse({ type: AdminLoginResponseSchema })
  @ApiErrors(401, ADMIN_LOGIN_FAILED_TEXT)
  async login(@Body() body: AdminLoginDto, @Req() request: FastifyRequest): Promise<AdminLoginResponse> {
    const admin = await this.accounts.credentialsByEmail('admin', normalizeEmail(body.email));
    // Verified even when no admin has that email (against a dummy hash), so the answer takes as long either way.
    if (!(await verifyPassword(admin?.passwordHash, body.password)) || !admin) throw new UnauthorizedError(ADMIN_LOGIN_FAILED_TEXT);
    // In the log before the token exists (the audit log's sign-ins): a sign-in that cannot be recorded does not happen.
    await this.signIns.record(admin.id, requestMetadata(request, { type: 'admin', id: admin.id }));
    return { token: await this.tokens.issue(admin.id), user: { firstName: admin.firstName, lastName: admin.lastName, email: admin.email } };
  }

  @Get('me')
  @Access('admin')
  @ApiOkResponse({ type: AdminUserSchema })
  me(@CurrentAdmin() admin: AdminPrincipal): AdminLoginResponse['user'] {
    return { firstName: admin.firstName, lastName: admin.lastName, email: admin.email };
  }

  /**
   * The way into the queue dashboard (a server-drawn page a browser opens by navigating, so it cannot send the
   * bearer token): a pass cookie for the dashboard's path only, revoked with the token it was made from.
   */
  @Post('queues/session')
  @HttpCode(204)
  @Access('admin')
  @ApiNoContentResponse({ description: `The answer sets the pass cookie of the queue dashboard (${QUEUE_DASHBOARD_PATH}).` })
  async queueDashboardPass(@CurrentAdmin() admin: AdminPrincipal, @Res({ passthrough: true }) response: FastifyReply): Promise<void> {
    const { pass, maxAgeSeconds } = await this.tokens.issueQueuePass(admin);
    void response.setCookie(QUEUE_PASS_COOKIE, pass, queuePassCookie(this.config, maxAgeSeconds));
  }
}

/** The pass cookie's attributes (also for clearing it at logout). */
export const queuePassCookie = (config: AppConfig, maxAgeSeconds?: number) => ({
  httpOnly: true,
  sameSite: 'strict' as const,
  secure: config.isProduction,
  path: QUEUE_DASHBOARD_PATH,
  maxAge: maxAgeSeconds,
});
