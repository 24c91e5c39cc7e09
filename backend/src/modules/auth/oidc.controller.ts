// GET /api/login sends the browser to the outside provider; GET /api/callback brings it back signed
// in. Failures return the visitor to the landing page with a reason it can show.
import { Controller, Get, Logger, Req, Res } from '@nestjs/common';
import { ApiFoundResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Access } from '../../platform/http/access.js';
import { RateLimit } from '../../platform/http/rate-limits.js';
import { requestMetadata } from '../../platform/http/request-metadata.js';
import { OIDC_COOKIE, OIDC_FLOW_MS, Oidc, type OidcFlow } from './oidc.js';
import { SESSION_COOKIE, Sessions } from './sessions.js';

export const SSO_UNAVAILABLE = '/?authError=sso-unavailable';
export const SSO_FAILED = '/?authError=sso-failed';

@Controller('api')
export class OidcController {
  private readonly logger = new Logger(OidcController.name);

  constructor(
    private readonly oidc: Oidc,
    private readonly sessions: Sessions,
  ) {}

  @Get('login')
  @Access('public')
  @RateLimit('credentials')
  @ApiFoundResponse({ description: `A browser navigation: to the identity provider, or to ${SSO_UNAVAILABLE} when single sign-on is not configured.` })
  async start(@Res() response: FastifyReply): Promise<void> {
    if (!this.oidc.enabled) return void response.redirect(SSO_UNAVAILABLE, 302);
    try {
      const { url, flow } = await this.oidc.start();
      void response.setCookie(OIDC_COOKIE, JSON.stringify(flow), { ...this.cookieOptions(), maxAge: OIDC_FLOW_MS / 1000, signed: true });
      void response.redirect(url, 302);
    } catch {
      void response.redirect(SSO_UNAVAILABLE, 302);
    }
  }

  @Get('callback')
  @Access('public')
  @RateLimit('credentials')
  @ApiFoundResponse({ description: `Back from the identity provider: home, signed in, or ${SSO_FAILED}.` })
  async callback(@Req() request: FastifyRequest, @Res() response: FastifyReply): Promise<void> {
    const signed = request.cookies[OIDC_COOKIE];
    const unsigned = signed === undefined ? undefined : request.unsignCookie(signed);
    const raw = unsigned?.valid ? unsigned.value : undefined;
    void response.clearCookie(OIDC_COOKIE, this.cookieOptions());
    if (!this.oidc.enabled) return void response.redirect(SSO_UNAVAILABLE, 302);
    const flow = parseFlow(raw);
    if (!flow) return void response.redirect(SSO_FAILED, 302);
    try {
      const url = new URL(request.url, this.oidc.redirectUri);
      const salespersonId = await this.oidc.finish(url, flow, (id) => requestMetadata(request, id ? { type: 'salesperson', id } : { type: 'anonymous' }));
      const token = await this.sessions.create(salespersonId);
      void response.setCookie(SESSION_COOKIE, token, this.sessions.cookieOptions());
      void response.redirect('/', 302);
    } catch (error) {
      this.logger.warn(`Single sign-on failed: ${failureKind(error)}`);
      void response.redirect(SSO_FAILED, 302);
    }
  }

  private cookieOptions() {
    return { ...this.sessions.cookieOptions(), maxAge: undefined, path: '/api' };
  }
}

function parseFlow(raw: unknown): OidcFlow | undefined {
  if (typeof raw !== 'string') return undefined;
  try {
    const flow = JSON.parse(raw) as Partial<OidcFlow>;
    return typeof flow.verifier === 'string' && typeof flow.state === 'string' && typeof flow.nonce === 'string' ? (flow as OidcFlow) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * What went wrong, without the provider's or our own message text (it may quote a claim, an email or a
 * code): the error's class, its code and the OAuth error name (`invalid_grant`) when there is one.
 */
function failureKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const { code, error: oauthError } = error as { code?: unknown; error?: unknown };
  return [error.name, typeof code === 'string' ? code : undefined, typeof oauthError === 'string' ? oauthError : undefined].filter(Boolean).join(' ');
}
