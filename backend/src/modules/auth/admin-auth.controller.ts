// Admin sign-in: separate accounts, answered with a short-lived bearer token and the admin's name.
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import type { AdminLoginResponse } from '@tint/libs/api-types';
import { ADMIN_LOGIN_FAILED_TEXT } from '@tint/libs/validation-messages';
import { UnauthorizedError } from '../../platform/errors.js';
import { Access, type AdminPrincipal, CurrentAdmin } from '../../platform/http/access.js';
import { RateLimit } from '../../platform/http/rate-limits.js';
import { AccountsQueries } from './accounts.queries.js';
import { AdminTokens } from './admin-tokens.js';
import { AdminLoginDto } from './auth.dto.js';
import { normalizeEmail, verifyPassword } from './passwords.js';

@Controller('api/admin')
export class AdminAuthController {
  constructor(
    private readonly accounts: AccountsQueries,
    private readonly tokens: AdminTokens,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @RateLimit('credentials')
  async login(@Body() body: AdminLoginDto): Promise<AdminLoginResponse> {
    const admin = await this.accounts.credentialsByEmail('admin', normalizeEmail(body.email));
    // Verified even when no admin has that email (against a dummy hash), so the answer takes as long either way.
    if (!(await verifyPassword(admin?.passwordHash, body.password)) || !admin) throw new UnauthorizedError(ADMIN_LOGIN_FAILED_TEXT);
    return { token: await this.tokens.issue(admin.id), user: { firstName: admin.firstName, lastName: admin.lastName, email: admin.email } };
  }

  @Get('me')
  @Access('admin')
  me(@CurrentAdmin() admin: AdminPrincipal): AdminLoginResponse['user'] {
    return { firstName: admin.firstName, lastName: admin.lastName, email: admin.email };
  }
}
