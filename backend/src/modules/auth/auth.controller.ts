// Salesperson account routes: sign-up, sign-in (cookie session), current user, sign-out, and the
// forgot/reset password pair.
import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiBody, ApiCreatedResponse, ApiFoundResponse, ApiNoContentResponse, ApiOkResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CurrentUser } from '@tint/libs/api-types';
import { DUPLICATE_EMAIL, LOGIN_FAILED_DEFAULT, PASSWORD_RESET_DONE, RESET_EMAIL_NEUTRAL, SIGNUP_SUCCESS_TEXT } from '@tint/libs/validation-messages';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { ConflictError } from '../../platform/errors.js';
import { Access, type AuthenticatedRequest, type SalespersonPrincipal } from '../../platform/http/access.js';
import { ApiErrors, MessageResponseSchema } from '../../platform/http/api-docs.js';
import { RateLimit } from '../../platform/http/rate-limits.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { AdminTokens, bearerToken } from './admin-tokens.js';
import { RegisterSalespersonCommand, ResetPasswordCommand } from './auth.commands.js';
import { ForgotPasswordDto, LoginDto, ResetPasswordDto, SignupDto } from './auth.dto.js';
import { CurrentUserSchema } from './auth.schemas.js';
import { LocalLoginGuard, type SignedInAccount } from './local.strategy.js';
import { AccountMails } from './account-mails.js';
import { queuePassCookie } from './admin-auth.controller.js';
import { QUEUE_PASS_COOKIE, sessionCookie } from './principals.js';
import { SESSION_COOKIE, Sessions } from './sessions.js';

const toCurrentUser = (p: Omit<SalespersonPrincipal, 'sessionTokenHash'>): CurrentUser => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  email: p.email,
  company: p.company,
  phoneNumber: p.phoneNumber,
});

@Controller('api')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly sessions: Sessions,
    private readonly adminTokens: AdminTokens,
    private readonly accountMails: AccountMails,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /**
   * The same answer whether or not the email already has an account (sign-up must not tell who has one);
   * the owner of an existing account is mailed instead.
   */
  @Post('signup')
  @Access('public')
  @RateLimit('credentials')
  @ApiCreatedResponse({ type: MessageResponseSchema, description: 'The same answer whether or not the email already has an account.' })
  async signup(@Body() body: SignupDto, @Req() request: FastifyRequest): Promise<{ message: string }> {
    try {
      await this.commands.execute(new RegisterSalespersonCommand({ ...body, password: body.password }, requestMetadata(request, { type: 'anonymous' })));
    } catch (error) {
      if (!(error instanceof ConflictError && error.message === DUPLICATE_EMAIL)) throw error;
      this.accountMails.existingAccountAttempt(body.email);
    }
    return { message: SIGNUP_SUCCESS_TEXT };
  }

  @Post('login')
  @HttpCode(200)
  @Access('public')
  @RateLimit('credentials')
  @UseGuards(LocalLoginGuard)
  @ApiBody({ type: LoginDto })
  @ApiOkResponse({ type: CurrentUserSchema, description: 'Signed in: the answer sets the session cookie.' })
  @ApiErrors(401, LOGIN_FAILED_DEFAULT)
  async login(@Req() request: FastifyRequest & { user: SignedInAccount }, @Res({ passthrough: true }) response: FastifyReply): Promise<CurrentUser> {
    await this.sessions.revoke(sessionCookie(request));
    const token = await this.sessions.create(request.user.id);
    void response.setCookie(SESSION_COOKIE, token, this.sessions.cookieOptions());
    const signedIn = await this.sessions.resolve(token);
    return toCurrentUser(signedIn!);
  }

  /**
   * The signed-in salesperson, or `null` when there is none: being signed out is an answer, not an error
   * (SPEC 3: only the presence of data is used), so a visitor's browser logs no failed request.
   */
  @Get('auth/user')
  @Access('visitor')
  @ApiOkResponse({ type: CurrentUserSchema, nullable: true, description: 'null when nobody is signed in.' })
  currentUser(@Req() request: AuthenticatedRequest, @Res() response: FastifyReply): void {
    const salesperson = request.salesperson;
    // Written out: Nest would answer a returned null with an empty body, which is not JSON.
    void response.code(200).type('application/json; charset=utf-8').send(JSON.stringify(salesperson ? toCurrentUser(salesperson) : null));
  }

  /** The salesperson header's Logout: a browser navigation, answered with a redirect home. */
  @Get('logout')
  @Access('public')
  @ApiFoundResponse({ description: 'Signed out, and sent to the home page.' })
  async logoutAndGoHome(@Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    await this.sessions.revoke(sessionCookie(request));
    void response.clearCookie(SESSION_COOKIE, { ...this.sessions.cookieOptions(), maxAge: undefined });
    void response.redirect('/', 302);
  }

  /** Ends whatever the caller holds: the salesperson session cookie and/or an admin bearer token. */
  @Post('logout')
  @HttpCode(204)
  @Access('public')
  @ApiNoContentResponse({ description: 'The session cookie and the admin bearer token the request carries, if any, are revoked.' })
  async logout(@Req() request: AuthenticatedRequest, @Res({ passthrough: true }) response: FastifyReply): Promise<void> {
    await this.sessions.revoke(sessionCookie(request));
    void response.clearCookie(SESSION_COOKIE, { ...this.sessions.cookieOptions(), maxAge: undefined });
    const admin = await this.adminTokens.resolve(bearerToken(request.headers.authorization));
    if (admin) {
      await this.adminTokens.revoke(admin);
      // The queue dashboard's pass died with the token; the browser forgets it too.
      void response.clearCookie(QUEUE_PASS_COOKIE, queuePassCookie(this.config));
    }
  }

  @Post('forgot-password')
  @HttpCode(200)
  @Access('public')
  @RateLimit('credentials')
  @ApiOkResponse({ type: MessageResponseSchema, description: 'The same answer whether or not the account exists; its owner is mailed a reset link.' })
  forgotPassword(@Body() body: ForgotPasswordDto): { message: string } {
    this.accountMails.request(body.email);
    return { message: RESET_EMAIL_NEUTRAL };
  }

  @Post('reset-password')
  @HttpCode(200)
  @Access('public')
  @RateLimit('credentials')
  @ApiOkResponse({ type: MessageResponseSchema })
  async resetPassword(@Body() body: ResetPasswordDto, @Req() request: FastifyRequest): Promise<{ message: string }> {
    await this.commands.execute(new ResetPasswordCommand(body.token, body.password, requestMetadata(request, { type: 'anonymous' })));
    return { message: PASSWORD_RESET_DONE };
  }
}
