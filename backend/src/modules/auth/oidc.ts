// Sign-in through an outside OpenID Connect provider (OIDC_*): authorization code flow with PKCE,
// state and nonce kept in a short-lived signed cookie. The account is found by the provider's
// subject, else linked by verified email, else created.
import { Inject, Injectable, Logger } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import * as client from 'openid-client';
import { DataSource } from 'typeorm';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import type { EventMetadata } from '../../platform/event-store/event-store.js';
import { LinkSalespersonIdentityCommand, RegisterSalespersonCommand } from './auth.commands.js';
import { normalizeEmail } from './passwords.js';

export const OIDC_COOKIE = 'tint_oidc';
export const OIDC_FLOW_MS = 10 * 60 * 1000;
export type OidcFlow = { verifier: string; state: string; nonce: string };

export class OidcSignInError extends Error {}

type IdClaims = { sub: string; email?: unknown; email_verified?: unknown; given_name?: unknown; family_name?: unknown; name?: unknown };

@Injectable()
export class Oidc {
  private readonly logger = new Logger(Oidc.name);
  private configuration: Promise<client.Configuration> | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly commands: CommandBus,
    private readonly dataSource: DataSource,
  ) {}

  get enabled(): boolean {
    return this.config.oidc !== undefined;
  }

  get redirectUri(): string {
    return `${this.config.publicUrl.replace(/\/$/, '')}/api/callback`;
  }

  /** Where to send the browser, and what to remember until it comes back. */
  async start(): Promise<{ url: string; flow: OidcFlow }> {
    const configuration = await this.discover();
    const flow = { verifier: client.randomPKCECodeVerifier(), state: client.randomState(), nonce: client.randomNonce() };
    const url = client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.redirectUri,
      scope: 'openid email profile',
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
      state: flow.state,
      nonce: flow.nonce,
    });
    return { url: url.href, flow };
  }

  /** Finishes the flow; returns the salesperson to sign in. */
  async finish(callbackUrl: URL, flow: OidcFlow, metadata: (actorId?: string) => EventMetadata): Promise<string> {
    const configuration = await this.discover();
    const tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.verifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new OidcSignInError('The provider sent no identity');
    // Providers put profile and email claims in the ID token or only behind the userinfo endpoint.
    const userInfo = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
    const claims: IdClaims = { ...idClaims, ...userInfo, sub: idClaims.sub };
    const issuer = configuration.serverMetadata().issuer;
    const identity = { issuer, subject: claims.sub };

    const [known] = await this.dataSource.query<{ id: string }[]>('SELECT id FROM accounts_salespeople WHERE oidc_issuer = $1 AND oidc_subject = $2', [issuer, claims.sub]);
    if (known) return known.id;

    if (typeof claims.email !== 'string' || claims.email_verified !== true) throw new OidcSignInError('The provider did not confirm an email address');
    const email = normalizeEmail(claims.email);
    const [byEmail] = await this.dataSource.query<{ id: string }[]>('SELECT id FROM accounts_salespeople WHERE email = $1', [email]);
    if (byEmail) {
      await this.commands.execute(new LinkSalespersonIdentityCommand(byEmail.id, identity, metadata(byEmail.id)));
      return byEmail.id;
    }
    const [firstFromName = '', ...rest] = typeof claims.name === 'string' ? claims.name.trim().split(/\s+/) : [];
    const { id } = await this.commands.execute(
      new RegisterSalespersonCommand(
        {
          firstName: typeof claims.given_name === 'string' && claims.given_name.trim() ? claims.given_name : firstFromName || email.split('@')[0]!,
          lastName: typeof claims.family_name === 'string' && claims.family_name.trim() ? claims.family_name : rest.join(' ') || '-',
          email,
          // Not known from the provider; the profile can be completed later.
          phoneNumber: '',
          company: 'Other',
          password: null,
          identity,
        },
        metadata(),
      ),
    );
    return id;
  }

  private discover(): Promise<client.Configuration> {
    const oidc = this.config.oidc;
    if (!oidc) throw new OidcSignInError('OpenID Connect is not configured');
    const issuer = new URL(oidc.issuerUrl);
    // Plain http is allowed only for a provider on this machine (development and tests).
    const local = issuer.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(issuer.hostname);
    this.configuration ??= client
      .discovery(issuer, oidc.clientId, oidc.clientSecret, undefined, local ? { execute: [client.allowInsecureRequests] } : undefined)
      .catch((error: unknown) => {
        this.configuration = undefined;
        this.logger.warn(`OpenID provider discovery failed: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      });
    return this.configuration;
  }
}
