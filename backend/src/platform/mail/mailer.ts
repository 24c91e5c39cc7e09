// Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise each message is written to
// DATA_DIR/mail as a plain-text file (and its path logged), so development needs no mail server and
// links in the mail stay readable and clickable.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

export type MailMessage = { to: string; subject: string; text: string };

@Injectable()
export class Mailer {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter | undefined;
  readonly mailDir: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.mailDir = path.resolve(config.dataDir, 'mail');
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  }

  async send(message: MailMessage): Promise<void> {
    if (this.transport) {
      await this.transport.sendMail({ from: this.config.mailFrom, ...message });
      return;
    }
    await mkdir(this.mailDir, { recursive: true });
    const sentAt = new Date();
    const file = path.join(this.mailDir, `${sentAt.toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.txt`);
    const headers = [`From: ${this.config.mailFrom}`, `To: ${message.to}`, `Subject: ${message.subject}`, `Date: ${sentAt.toUTCString()}`];
    await writeFile(file, `${headers.join('\n')}\n\n${message.text}\n`);
    // The recipient stays out of the log (personal data); the file holds it.
    this.logger.log(`Mail written to ${file}`);
  }
}
