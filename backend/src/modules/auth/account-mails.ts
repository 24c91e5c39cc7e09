// The account mails. "Forgot password": a single-use link valid for one hour, mailed to the address if it
// has an account; a sign-up with an address that has one: a notice to its owner. The answers never tell
// whether an account exists; the mail goes out after the answer, so neither does the timing.
import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PASSWORD_RESET_TTL_MS } from '@tint/libs/constants';
import { existingAccountMail, passwordResetMail } from '@tint/libs/texts/mail';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Housekeeping } from '../../platform/housekeeping/housekeeping.service.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { normalizeEmail } from './passwords.js';
import { sha256 } from './sessions.js';

@Injectable()
export class AccountMails implements OnModuleInit {
  private readonly logger = new Logger(AccountMails.name);
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly mailer: Mailer,
    private readonly housekeeping: Housekeeping,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onModuleInit(): void {
    this.housekeeping.register({
      name: 'expired-password-reset-tokens',
      run: async () => {
        const [, count] = await this.dataSource.query('DELETE FROM password_reset_tokens WHERE expires_at < now() - interval \'1 day\'');
        return Number(count ?? 0);
      },
    });
  }

  request(email: string): void {
    this.afterAnswer('Password reset mail', this.sendLink(normalizeEmail(email)));
  }

  /** Sign-up with an address that has an account: the owner is told, the caller is not. */
  existingAccountAttempt(email: string): void {
    this.afterAnswer('Existing-account notice', this.sendExistingAccountNotice(normalizeEmail(email)));
  }

  /**
   * Mail goes out after the answer, so neither the answer nor its timing tells whether an account exists.
   * A failure is logged by the mail's kind and the error's codes only: an SMTP server's message often
   * quotes the recipient's address, which the log must not hold.
   */
  private afterAnswer(what: string, mail: Promise<void>): void {
    const work = mail.catch((error: unknown) => this.logger.error(`${what} failed (${errorCodes(error)})`));
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Waits for mails still being sent (tests, and shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
  }

  private async sendExistingAccountNotice(email: string): Promise<void> {
    const [account] = await this.dataSource.query<{ first_name: string }[]>('SELECT first_name FROM accounts_salespeople WHERE email = $1', [email]);
    if (!account) return;
    await this.mailer.send({ to: email, ...existingAccountMail(account.first_name, `${this.config.publicUrl.replace(/\/$/, '')}/`) });
  }

  private async sendLink(email: string): Promise<void> {
    const [account] = await this.dataSource.query<{ id: string; first_name: string }[]>(
      'SELECT id, first_name FROM accounts_salespeople WHERE email = $1',
      [email],
    );
    if (!account) return;
    const token = randomBytes(32).toString('base64url');
    await this.dataSource.query(
      `INSERT INTO password_reset_tokens (token_hash, salesperson_id, expires_at) VALUES ($1, $2, now() + $3 * interval '1 millisecond')`,
      [sha256(token), account.id, PASSWORD_RESET_TTL_MS],
    );
    const link = `${this.config.publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
    await this.mailer.send({ to: email, ...passwordResetMail(account.first_name, link) });
  }
}

/** An error's codes, never its message: nodemailer's `code` (EENVELOPE, ECONNECTION, …) and the SMTP reply code. */
function errorCodes(error: unknown): string {
  const { code, responseCode } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; responseCode?: unknown };
  const codes = [code, responseCode].filter((part): part is string | number => (typeof part === 'string' && /^[\w.-]{1,40}$/.test(part)) || typeof part === 'number');
  return codes.length > 0 ? `code ${codes.join(' ')}` : 'no error code';
}
