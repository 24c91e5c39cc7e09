import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import { loadConfig } from '../../config/app-config.js';
import { composeMessage, Mailer } from './mailer.js';

/** A confirmation as the reactor sends it, with what makes encoding hard: a name past ASCII, a long subject, long and space-ended lines. */
const confirmation: SendMailOptions = {
  from: 'Tint Portal <no-reply@tint.example>',
  to: 'zoe@example.com',
  subject: 'Your window tint appointment for Zoë Ōkubo on Thu, Jan 9, 2031 at 10:30 AM — bring the car ten minutes early',
  text: `Hi Zoë,\n\nYour appointment is booked. Price: $1,234.50 (10% off)\nManage it: https://tint.example/appointment/${'x'.repeat(120)}\nA line that ends in spaces   \n`,
  date: new Date('2031-01-06T19:00:00Z'),
  messageId: '<0123456789abcdef@tint-portal.mail>',
  attachments: [
    {
      filename: 'appointment.ics',
      content: `BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nDESCRIPTION:Hi Zoë\\n${'long line '.repeat(12)}\r\nEND:VCALENDAR\r\n`,
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    },
  ],
};

/** The same mail as nodemailer's own stream build writes it. */
async function streamed(mail: SendMailOptions): Promise<string> {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const { message } = (await transport.sendMail(mail)) as { message: Buffer };
  return message.toString();
}

describe('composeMessage', () => {
  it('writes the very bytes nodemailer streams, at once', async () => {
    // One boundary for both (otherwise random), so that the two can be compared whole.
    const mail = { ...confirmation, baseBoundary: 'fixed-boundary' } as SendMailOptions;
    const composed = composeMessage(mail);
    expect(composed).toBe(await streamed(mail));
    const twoAttachments = { ...mail, attachments: [...mail.attachments!, { filename: 'note.txt', content: Buffer.from('ä'.repeat(200)), contentType: 'application/octet-stream' }] };
    expect(composeMessage(twoAttachments)).toBe(await streamed(twoAttachments));
  });

  it('is read back by a mail client as it was written', async () => {
    const parsed = await simpleParser(composeMessage(confirmation));
    expect(parsed.subject).toBe(confirmation.subject);
    expect(parsed.text).toBe(confirmation.text);
    expect(parsed.messageId).toBe(confirmation.messageId);
    expect(parsed.date?.toISOString()).toBe('2031-01-06T19:00:00.000Z');
    const [invite, ...more] = parsed.attachments;
    expect(more).toEqual([]);
    expect(invite?.filename).toBe('appointment.ics');
    expect(invite?.content.toString('utf8')).toBe(confirmation.attachments![0]!.content);
  });

  it('refuses content that is not in memory (a file path is never read into a mail)', () => {
    expect(() => composeMessage({ ...confirmation, attachments: [{ filename: 'secrets', path: '/etc/hostname' }] })).toThrow(/in memory/);
  });
});

describe('Mailer, without SMTP', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tint-mailer-'));
  const mailer = new Mailer(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes a mail with an attachment to the folder as a whole message, and its copy (the same key) replaces it', async () => {
    const message = { to: 'zoe@example.com', subject: 'Your appointment', text: 'Hi Zoë', key: 'customer:event-1', date: new Date('2031-01-06T19:00:00Z'), attachments: [{ filename: 'appointment.ics', content: 'BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', contentType: 'text/calendar' }] };
    await mailer.send(message);
    await mailer.send(message);
    const files = readdirSync(mailer.mailDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^2031-01-06T19-00-00-000Z-[0-9a-f]{32}\.eml$/);
    const parsed = await simpleParser(readFileSync(path.join(mailer.mailDir, files[0]!)));
    expect(parsed.text).toBe('Hi Zoë');
    expect(parsed.attachments.map((a) => a.filename)).toEqual(['appointment.ics']);
  });
});
