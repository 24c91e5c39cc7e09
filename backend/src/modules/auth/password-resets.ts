// "Forgot password": a single-use link valid for one hour, mailed to the address if it has an account.
// The answer never tells whether it does; the mail goes out after the answer, so neither does the timing.
import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { PASSWORD_RESET_TTL_MS, PRODUCT_NAME } from '@tint/libs/constants';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { Housekeeping } from '../../platform/housekeeping/housekeeping.service.js';
import { Mailer } from '../../platform/mail/mailer.js';
import { normalizeEmail } from './passwords.js';
import { sha256 } from './sessions.js';

@Injectable()
export class PasswordResets implements OnModuleInit {
  private readonly logger = new Logger(PasswordResets.name);
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
    const work = this.sendLink(normalizeEmail(email)).catch((error: unknown) =>
      this.logger.error(`Password reset mail failed: ${error instanceof Error ? error.message : String(error)}`),
    );
    this.pending.add(work);
    void work.finally(() => this.pending.delete(work));
  }

  /** Waits for mails still being sent (tests, and shutdown). */
  async settled(): Promise<void> {
    await Promise.all([...this.pending]);
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
    await this.mailer.send({
      to: email,
      subject: `Reset your ${PRODUCT_NAME} password`,
      text: [
        `Aloha ${account.first_name},`,
        '',
        `Someone (hopefully you) asked to reset the password of your ${PRODUCT_NAME} account.`,
        'Open this link within one hour to choose a new password. It works once:',
        '',
        link,
        '',
        'If you did not ask for this, ignore this email: your password stays the same.',
      ].join('\n'),
    });
  }
}
