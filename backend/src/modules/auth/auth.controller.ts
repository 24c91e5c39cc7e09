// Salesperson account routes: sign-up, sign-in (cookie session), current user, sign-out, and the
// forgot/reset password pair.
import { Body, Controller, Get, HttpCode, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import type { Request, Response } from 'express';
import type { CurrentUser } from '@tint/libs/api-types';
import { PASSWORD_RESET_DONE, RESET_EMAIL_NEUTRAL } from '@tint/libs/validation-messages';
import { Access, type AuthenticatedRequest, CurrentSalesperson, type SalespersonPrincipal } from '../../platform/http/access.js';
import { RateLimit } from '../../platform/http/rate-limits.js';
import { AdminTokens, bearerToken } from './admin-tokens.js';
import { RegisterSalespersonCommand, ResetPasswordCommand } from './auth.commands.js';
import { ForgotPasswordDto, ResetPasswordDto, SignupDto } from './auth.dto.js';
import { LocalLoginGuard, type SignedInAccount } from './local.strategy.js';
import { PasswordResets } from './password-resets.js';
import { requestMetadata } from './request-metadata.js';
import { SESSION_COOKIE, Sessions } from './sessions.js';

const toCurrentUser = (p: Omit<SalespersonPrincipal, 'sessionTokenHash'>): CurrentUser => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  company: p.company,
  phoneNumber: p.phoneNumber,
});

const sessionCookie = (request: Request): string | undefined => (request.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];

@Controller('api')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: Sessions,
    private readonly adminTokens: AdminTokens,
    private readonly passwordResets: PasswordResets,
  ) {}

  @Post('signup')
  @Access('public')
  @RateLimit('credentials')
  async signup(@Body() body: SignupDto, @Req() request: Request): Promise<CurrentUser> {
    const { id } = await this.commands.execute(
      new RegisterSalespersonCommand({ ...body, password: body.password }, requestMetadata(request, { type: 'anonymous' })),
    );
    return toCurrentUser({ id, firstName: body.firstName, lastName: body.lastName, email: body.email.toLowerCase(), company: body.company, phoneNumber: body.phoneNumber });
  }

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @RateLimit('credentials')
  @UseGuards(LocalLoginGuard)
  async login(@Req() request: Request & { user: SignedInAccount }, @Res({ passthrough: true }) response: Response): Promise<CurrentUser> {
    await this.sessions.revoke(sessionCookie(request));
    const token = await this.sessions.create(request.user.id);
    response.cookie(SESSION_COOKIE, token, this.sessions.cookieOptions());
    const signedIn = await this.sessions.resolve(token);
    return toCurrentUser(signedIn!);
  }

  @Get('auth/user')
  @Access('salesperson')
  currentUser(@CurrentSalesperson() salesperson: SalespersonPrincipal): CurrentUser {
    return toCurrentUser(salesperson);
  }

  /** The salesperson header's Logout: a browser navigation, answered with a redirect home. */
  @Get('logout')
  @Access('public')
  async logoutAndGoHome(@Req() request: Request, @Res() response: Response): Promise<void> {
    await this.sessions.revoke(sessionCookie(request));
    response.clearCookie(SESSION_COOKIE, { ...this.sessions.cookieOptions(), maxAge: undefined });
    response.redirect(302, '/');
  }

  /** Ends whatever the caller holds: the salesperson session cookie and/or an admin bearer token. */
  @Post('logout')
  @HttpCode(204)
  @Access('public')
  async logout(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: Response): Promise<void> {
    await this.sessions.revoke(sessionCookie(request));
    response.clearCookie(SESSION_COOKIE, { ...this.sessions.cookieOptions(), maxAge: undefined });
    const admin = await this.adminTokens.resolve(bearerToken(request.headers.authorization));
    if (admin) await this.adminTokens.revoke(admin);
  }

  @Post('forgot-password')
  @HttpCode(200)
  @Access('public')
  @RateLimit('credentials')
  forgotPassword(@Body() body: ForgotPasswordDto): { message: string } {
    this.passwordResets.request(body.email);
    return { message: RESET_EMAIL_NEUTRAL };
  }

  @Post('reset-password')
  @HttpCode(200)
  @Access('public')
  @RateLimit('credentials')
  async resetPassword(@Body() body: ResetPasswordDto, @Req() request: Request): Promise<{ message: string }> {
    await this.commands.execute(new ResetPasswordCommand(body.token, body.password, requestMetadata(request, { type: 'anonymous' })));
    return { message: PASSWORD_RESET_DONE };
  }
}
