// Sign-in with email and password (passport-local). The body is validated first, so a malformed one
// gets the spec's 400 message instead of passport's generic answer.
import { type ExecutionContext, Injectable } from '@nestjs/common';
import { AuthGuard, PassportStrategy } from '@nestjs/passport';
import { Strategy } from 'passport-local';
import { LOGIN_FAILED_DEFAULT } from '@tint/libs/validation-messages';
import { UnauthorizedError } from '../../platform/errors.js';
import { validationPipe } from '../../platform/http/validation.pipe.js';
import { AccountsQueries } from './accounts.queries.js';
import { LoginDto } from './auth.dto.js';
import { normalizeEmail, verifyPassword } from './passwords.js';

export type SignedInAccount = { id: string };

@Injectable()
export class LocalStrategy extends PassportStrategy(Strategy, 'local') {
  constructor(private readonly accounts: AccountsQueries) {
    super({ usernameField: 'email', passwordField: 'password' });
  }

  async validate(email: string, password: string): Promise<SignedInAccount> {
    const account = await this.accounts.credentialsByEmail('salesperson', normalizeEmail(email));
    if (!(await verifyPassword(account?.passwordHash, password))) throw new UnauthorizedError(LOGIN_FAILED_DEFAULT);
    return { id: account!.id };
  }
}

@Injectable()
export class LocalLoginGuard extends AuthGuard('local') {
  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<{ body: unknown }>();
    request.body = await validationPipe.transform(request.body, { type: 'body', metatype: LoginDto });
    return (await super.canActivate(context)) as boolean;
  }

  override handleRequest<T>(error: unknown, account: T): T {
    if (error) throw error;
    if (!account) throw new UnauthorizedError(LOGIN_FAILED_DEFAULT);
    return account;
  }
}
