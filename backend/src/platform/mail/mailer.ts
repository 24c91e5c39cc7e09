// Outgoing mail: SMTP through nodemailer when SMTP_URL is set; otherwise each message is written to
// DATA_DIR/mail as a plain-text file (and its path logged), so development needs no mail server and
// links in the mail stay readable and clickable.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { encode as base64Encode, wrap as base64Wrap } from 'nodemailer/lib/base64';
import MailComposer from 'nodemailer/lib/mail-composer';
import type MimeNode from 'nodemailer/lib/mime-node';
import { encode as qpEncode, wrap as qpWrap } from 'nodemailer/lib/qp';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';

/** The right-hand side of the Message-ID of a mail with a key. */
const MESSAGE_ID_DOMAIN = 'tint-portal.mail';

/** Mails on their way to the SMTP server at once (each a connection). */
const SMTP_SENDS_AT_ONCE = 8;
/** Mails written to the folder at once. */
const FOLDER_SENDS_AT_ONCE = 128;

export type MailAttachment = { filename: string; content: string; contentType: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  /** Files sent with the mail (a calendar invite). In the mail folder, a mail with attachments is a whole MIME message (.eml). */
  attachments?: readonly MailAttachment[];
  /**
   * What makes this mail this mail (a reactor's key, derived from the event that caused it): sent again, it keeps its
   * Message-ID (a receiving server drops the copy) and, in the mail folder, its file name (the copy replaces it).
   */
  key?: string;
  /** The mail's date (with `key`: the moment of what caused it, so a copy is the same file). Default: now. */
  date?: Date;
};

@Injectable()
export class Mailer {
  private readonly logger = new Logger(Mailer.name);
  private readonly transport: Transporter | undefined;
  readonly mailDir: string;
  /**
   * Mails a caller sends at once, at most: through SMTP each holds a connection to the mail server; to the folder
   * each is a file written through the thread pool, and a batch's writes overlap (written eight at a time beside a
   * busy worker's other work, a batch's mails took 11 ms each, a twentieth of it their own work).
   */
  readonly sendsAtOnce: number;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.mailDir = path.resolve(config.dataDir, 'mail');
    this.transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
    this.sendsAtOnce = this.transport ? SMTP_SENDS_AT_ONCE : FOLDER_SENDS_AT_ONCE;
  }

  async send(message: MailMessage): Promise<void> {
    const keyHash = message.key ? createHash('sha256').update(message.key).digest('hex').slice(0, 32) : undefined;
    const mail = {
      from: this.config.mailFrom,
      to: message.to,
      subject: message.subject,
      text: message.text,
      ...(message.date ? { date: message.date } : {}),
      ...(keyHash ? { messageId: `<${keyHash}@${MESSAGE_ID_DOMAIN}>` } : {}),
      ...(message.attachments ? { attachments: message.attachments.map((a) => ({ ...a })) } : {}),
    };
    if (this.transport) {
      await this.transport.sendMail(mail);
      return;
    }
    const sentAt = message.date ?? new Date();
    const name = `${sentAt.toISOString().replace(/[:.]/g, '-')}-${keyHash ?? randomBytes(3).toString('hex')}`;
    if (message.attachments?.length) {
      // The whole message as a mail client would receive it, attachments and all.
      const file = path.join(this.mailDir, `${name}.eml`);
      await this.writeMailFile(file, composeMessage(mail));
      this.logger.log(`Mail written to ${file}`);
      return;
    }
    const file = path.join(this.mailDir, `${name}.txt`);
    const headers = [`From: ${this.config.mailFrom}`, `To: ${message.to}`, `Subject: ${message.subject}`, `Date: ${sentAt.toUTCString()}`];
    await this.writeMailFile(file, `${headers.join('\n')}\n\n${message.text}\n`);
    // The recipient stays out of the log (personal data); the file holds it.
    this.logger.log(`Mail written to ${file}`);
  }

  /** Writes a file of the mail folder, making the folder when it is not there (the first mail, or removed since). */
  private async writeMailFile(file: string, content: string | Buffer): Promise<void> {
    try {
      await writeFile(file, content);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
      await mkdir(this.mailDir, { recursive: true });
      await writeFile(file, content);
    }
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
      files = (await readdir(this.mailDir)).filter((name) => name.endsWith('.txt') || name.endsWith('.eml'));
    } catch {
      return 0;
    }
    let removed = 0;
    for (const name of files) {
      const file = path.join(this.mailDir, name);
      const text = await readFile(file, 'utf8').catch(() => '');
      const to = text.split(/\r?\n/).find((line) => line.startsWith('To: '));
      if (to?.toLowerCase() !== wanted) continue;
      await rm(file, { force: true });
      removed++;
    }
    return removed;
  }
}

/**
 * The whole MIME message of `mail` as nodemailer writes it (its stream transport with `newline: 'unix'`), byte for
 * byte, built at once: MailComposer makes the tree (the structure, every header and each part's transfer encoding)
 * and nodemailer's own encoders encode each part. Nodemailer's build streams the tree, a turn of the event loop at
 * each part and each step (setImmediate), and in a busy worker each turn waited behind every other ready callback:
 * at a steady 100 bookings/s a confirmation took 15 to 50 ms to compose, for half a millisecond of work, and the
 * customer-mails reactor's batches waited for it (lag p99 190–360 ms against about 100 for the other projections).
 * Only content held in memory (a string or a Buffer: every mail here); a file, a URL or a stream is refused.
 */
export function composeMessage(mail: SendMailOptions): string {
  return mimeOf(new MailComposer(mail).compile()).replace(/\r\n/g, '\n');
}

/** A node of the tree and its children, as MimeNode's stream() writes them. */
function mimeOf(node: MimeNode): string {
  let out = `${node.buildHeaders()}\r\n\r\n${contentOf(node)}`;
  if (node.multipart) out += `${node.childNodes.map((child) => `--${String(node.boundary)}\r\n${mimeOf(child)}`).join('\r\n')}\r\n--${String(node.boundary)}--\r\n`;
  return out;
}

function contentOf(node: MimeNode): string {
  const content = node.content;
  if (content === undefined) return '';
  if (typeof content !== 'string' && !Buffer.isBuffer(content)) throw new Error('A mail written to the folder holds its content in memory (a string or a Buffer)');
  switch (node.getTransferEncoding()) {
    case 'base64':
      return base64Wrap(base64Encode(content), 76);
    case 'quoted-printable':
      return qpWrap(qpEncode(content), 76);
    default:
      return content.toString();
  }
}
