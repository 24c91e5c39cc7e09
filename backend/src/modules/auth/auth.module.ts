// Authentication for both roles: salesperson accounts (sign-up, cookie sessions, password reset,
// outside identity provider) and admin accounts (bearer tokens); it tells the platform's global access
// guard who a request stands for.
import { createSecretKey } from 'node:crypto';
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { AccessGuard } from '../../platform/http/access.guard.js';
import { PRINCIPALS } from '../../platform/http/access.js';
import { AccountsProjection } from './accounts.projection.js';
import { AccountsQueries } from './accounts.queries.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminSignIns } from './admin-sign-ins.js';
import { AdminTokens } from './admin-tokens.js';
import { CreateAdminHandler, LinkSalespersonIdentityHandler, RegisterSalespersonHandler, ResetPasswordHandler } from './auth.commands.js';
import { AuthController } from './auth.controller.js';
import { DemoAccounts } from './demo-accounts.js';
import { LocalStrategy } from './local.strategy.js';
import { Oidc } from './oidc.js';
import { OidcController } from './oidc.controller.js';
import { AccountMails } from './account-mails.js';
import { AuthPrincipals } from './principals.js';
import { Sessions } from './sessions.js';

@Module({
  imports: [
    PassportModule,
    // The secret as a key object made once: given the string, jsonwebtoken first tries it as a PEM public key on
    // every verification (a parse that throws), which was a quarter of an admin read's time.
    JwtModule.registerAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => ({ secret: createSecretKey(Buffer.from(config.jwtSecret, 'utf8')) }) }),
  ],
  controllers: [AuthController, AdminAuthController, OidcController],
  providers: [
    AccountsProjection,
    RegisterSalespersonHandler,
    ResetPasswordHandler,
    LinkSalespersonIdentityHandler,
    CreateAdminHandler,
    Sessions,
    AdminTokens,
    AdminSignIns,
    LocalStrategy,
    AccountMails,
    Mailer,
    DemoAccounts,
    Oidc,
    AccountsQueries,
    AuthPrincipals,
    { provide: PRINCIPALS, useExisting: AuthPrincipals },
    // The platform's deny-by-default guard, with this module telling it who a request stands for.
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [Sessions, AdminTokens, DemoAccounts, AccountMails, AccountsQueries, PRINCIPALS],
})
export class AuthModule {}
