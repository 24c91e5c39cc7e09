// Admin sign-in: separate accounts, answered with a short-lived bearer token and the admin's name.
import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AdminLoginResponse } from '@tint/libs/api-types';
import { ADMIN_LOGIN_FAILED_TEXT } from '@tint/libs/validation-messages';
import { UnauthorizedError } from '../../platform/errors.js';
import { Access, type AdminPrincipal, CurrentAdmin } from '../../platform/http/access.js';
import { RateLimit } from '../../platform/http/rate-limits.js';
import { AdminTokens } from './admin-tokens.js';
import { AdminLoginDto } from './auth.dto.js';
import { normalizeEmail, verifyPassword } from './passwords.js';

type AdminRow = { id: string; first_name: string; last_name: string; email: string; password_hash: string };

@Controller('api/admin')
export class AdminAuthController {
  constructor(
    private readonly dataSource: DataSource,
    private readonly tokens: AdminTokens,
  ) {}

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @RateLimit('credentials')
  async login(@Body() body: AdminLoginDto): Promise<AdminLoginResponse> {
    const [admin] = await this.dataSource.query<AdminRow[]>('SELECT id, first_name, last_name, email, password_hash FROM admins_accounts WHERE email = $1', [
      normalizeEmail(body.email),
    ]);
    if (!(await verifyPassword(admin?.password_hash, body.password))) throw new UnauthorizedError(ADMIN_LOGIN_FAILED_TEXT);
    return { token: await this.tokens.issue(admin!.id), user: { firstName: admin!.first_name, lastName: admin!.last_name, email: admin!.email } };
  }

  @Get('me')
  @Access('admin')
  me(@CurrentAdmin() admin: AdminPrincipal): AdminLoginResponse['user'] {
    return { firstName: admin.firstName, lastName: admin.lastName, email: admin.email };
  }
}
