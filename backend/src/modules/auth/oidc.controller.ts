// GET /api/login sends the browser to the outside provider; GET /api/callback brings it back signed
// in. Failures return the visitor to the landing page with a reason it can show.
import { Controller, Get, Logger, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { Access } from '../../platform/http/access.js';
import { RateLimit } from '../../platform/http/rate-limits.js';
import { OIDC_COOKIE, OIDC_FLOW_MS, Oidc, type OidcFlow } from './oidc.js';
import { requestMetadata } from './request-metadata.js';
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
  async start(@Res() response: Response): Promise<void> {
    if (!this.oidc.enabled) return response.redirect(302, SSO_UNAVAILABLE);
    try {
      const { url, flow } = await this.oidc.start();
      response.cookie(OIDC_COOKIE, JSON.stringify(flow), { ...this.cookieOptions(), maxAge: OIDC_FLOW_MS, signed: true });
      response.redirect(302, url);
    } catch {
      response.redirect(302, SSO_UNAVAILABLE);
    }
  }

  @Get('callback')
  @Access('public')
  @RateLimit('credentials')
  async callback(@Req() request: Request, @Res() response: Response): Promise<void> {
    const raw = (request.signedCookies as Record<string, unknown> | undefined)?.[OIDC_COOKIE];
    response.clearCookie(OIDC_COOKIE, this.cookieOptions());
    if (!this.oidc.enabled) return response.redirect(302, SSO_UNAVAILABLE);
    const flow = parseFlow(raw);
    if (!flow) return response.redirect(302, SSO_FAILED);
    try {
      const url = new URL(request.originalUrl, this.oidc.redirectUri);
      const salespersonId = await this.oidc.finish(url, flow, (id) => requestMetadata(request, id ? { type: 'salesperson', id } : { type: 'anonymous' }));
      const token = await this.sessions.create(salespersonId);
      response.cookie(SESSION_COOKIE, token, this.sessions.cookieOptions());
      response.redirect(302, '/');
    } catch (error) {
      this.logger.warn(`Single sign-on failed: ${error instanceof Error ? error.message : String(error)}`);
      response.redirect(302, SSO_FAILED);
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
