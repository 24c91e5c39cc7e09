// Authentication for both roles: salesperson accounts (sign-up, cookie sessions, password reset,
// outside identity provider) and admin accounts (bearer tokens), and the global access guard.
import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { AccessGuard } from './access.guard.js';
import { AccountsProjection } from './accounts.projection.js';
import { AdminAuthController } from './admin-auth.controller.js';
import { AdminTokens } from './admin-tokens.js';
import { CreateAdminHandler, LinkSalespersonIdentityHandler, RegisterSalespersonHandler, ResetPasswordHandler } from './auth.commands.js';
import { AuthController } from './auth.controller.js';
import { DemoAccounts } from './demo-accounts.js';
import { LocalStrategy } from './local.strategy.js';
import { Oidc } from './oidc.js';
import { OidcController } from './oidc.controller.js';
import { PasswordResets } from './password-resets.js';
import { Sessions } from './sessions.js';

@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => ({ secret: config.jwtSecret }) }),
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
    LocalStrategy,
    PasswordResets,
    Mailer,
    DemoAccounts,
    Oidc,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [Sessions, AdminTokens, DemoAccounts, PasswordResets],
})
export class AuthModule {}
