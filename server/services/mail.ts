import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { createTransport } from 'nodemailer';
import type { UiLanguage } from '../../src/shared/i18n';
import { formatNumber } from '../../src/shared/lib/format';
import type { OtpPurpose } from '../db/schema';
import { currentRequestLanguage, mailText, serverLocale } from '../i18n';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  /**
   * The stable Message-ID of a queued mail (`<job id@shikhon.local>`): a retry sends the very same mail, so the
   * recipient's mail program (and the outbox, which names the file after it) recognises it.
   */
  messageId?: string;
  /** The mail's Date header: when the event happened (kept across retries). */
  date?: string;
}

export interface SentMail extends OutgoingMail {
  from: string;
}

export type MailerKind = 'smtp' | 'outbox' | 'memory';

export interface Mailer {
  /** smtp delivers for real; outbox and memory keep the mail on this machine. */
  readonly kind: MailerKind;
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MemoryMailer extends Mailer {
  readonly kind: 'memory';
  /** Every mail sent, oldest first. */
  readonly sent: SentMail[];
}

export interface MailerOptions {
  from: string;
  /** smtp:// or smtps:// URL; query parameters become nodemailer options (e.g. `?ignoreTLS=true`). */
  smtpUrl?: string;
  /** Where mails are written as .eml files when there is no SMTP_URL. */
  outboxDir: string;
}

/** SMTP when a URL is configured, otherwise .eml files in the outbox folder. */
export function createMailer(options: MailerOptions): Mailer {
  if (options.smtpUrl) {
    const transport = createTransport(options.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: options.from, ...composed(mail) });
      },
      close: () => transport.close(),
    };
  }
  return createOutboxMailer(options.from, options.outboxDir);
}

/** nodemailer's fields: the Date header from the ISO time as a Date (a string would be written as it is). */
function composed(mail: OutgoingMail) {
  const { date, ...rest } = mail;
  return date ? { ...rest, date: new Date(date) } : rest;
}

let outboxSequence = 0;

/**
 * `<ISO time>-<sequence>-<recipient>.eml`: names sort by time, and the address finds a person's mail. A mail with a
 * Message-ID is `<its date>-<the id's local part>-<recipient>.eml` instead: the same name on every retry, so a
 * re-sent mail replaces its file rather than adding a second one.
 */
export function outboxFileName(to: string, at: Date = new Date(), messageId?: string): string {
  const recipient = to.toLowerCase().replace(/[^a-z0-9@._+-]/g, '_');
  if (messageId) {
    const local = messageId.replace(/^<|>$/g, '').split('@')[0]!.replace(/[^A-Za-z0-9-]/g, '_');
    return `${at.toISOString().replace(/:/g, '-')}-${local}-${recipient}.eml`;
  }
  outboxSequence = (outboxSequence + 1) % 10_000;
  const stamp = at.toISOString().replace(/:/g, '-');
  return `${stamp}-${String(outboxSequence).padStart(4, '0')}-${recipient}.eml`;
}

function createOutboxMailer(from: string, outboxDir: string): Mailer {
  const transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    kind: 'outbox',
    async send(mail) {
      const info = await transport.sendMail({ from, ...composed(mail) });
      await mkdir(outboxDir, { recursive: true });
      const at = mail.date ? new Date(mail.date) : new Date();
      const file = path.join(outboxDir, outboxFileName(mail.to, at, mail.messageId));
      // Written aside and renamed: a process killed mid-write leaves no half mail under the final name.
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, info.message as Buffer);
      await rename(partial, file);
    },
    close: () => transport.close(),
  };
}

/** Keeps mails in memory (tests); the message still goes through nodemailer's composer. */
export function createMemoryMailer(from = 'Shikhon <no-reply@shikhon.test>'): MemoryMailer {
  const transport = createTransport({ jsonTransport: true });
  const sent: SentMail[] = [];
  return {
    kind: 'memory',
    sent,
    async send(mail) {
      await transport.sendMail({ from, ...composed(mail) });
      sent.push({ from, ...mail });
    },
    close: () => transport.close(),
  };
}

export const OTP_VALID_MINUTES = 10;

/**
 * The OTP mail, in the language of the request that asked for it (a guest's browser, or the account's choice). The
 * code stands alone as six digits in the subject and the text, for people and for e2e tests.
 */
export function otpMail(to: string, purpose: OtpPurpose, code: string, language: UiLanguage = currentRequestLanguage()): OutgoingMail {
  const registration = purpose === 'registration';
  const why = mailText(language, registration ? 'otp.registration' : 'otp.reset');
  const minutes = formatNumber(OTP_VALID_MINUTES, { locale: serverLocale(language) });
  return {
    to,
    subject: mailText(language, 'otp.subject', { code }),
    text: [
      mailText(language, 'otp.code', { code }),
      '',
      mailText(language, 'otp.valid', { why, minutes }),
      '',
      mailText(language, registration ? 'otp.ignoreRegistration' : 'otp.ignoreReset'),
      '',
      mailText(language, 'otp.signature'),
    ].join('\n'),
  };
}
