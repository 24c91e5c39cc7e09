// Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise each message is written to
// DATA_DIR/mail as a plain-text file (and its path logged), so development needs no mail server and
// links in the mail stay readable and clickable.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
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

  /**
   * Erasure (issue 17): the mail files written to this address go (they hold the person's name and address).
   * Mail sent through SMTP is out of the product's hands. Answers how many files were removed.
   */
  async forget(address: string): Promise<number> {
    if (this.transport) return 0;
    const wanted = `To: ${address}`.toLowerCase();
    let files: string[];
    try {
      files = (await readdir(this.mailDir)).filter((name) => name.endsWith('.txt'));
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of files) {
      const file = path.join(this.mailDir, name);
      const text = await readFile(file, 'utf8').catch(() => '');
      const to = text.split('\n').find((line) => line.startsWith('To: '));
      if (to?.toLowerCase() !== wanted) continue;
      await rm(file, { force: true });
      removed++;
    }
    return removed;
  }
}
