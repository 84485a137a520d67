import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

export type OutboxMail = { to: string; subject: string; text: string };

function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return join(dataDir, 'outbox');
}

/** A header of a raw mail, unfolded (a long Subject is folded over lines that start with white space). */
function header(raw: string, name: string): string {
  const head = raw.split(/\r?\n\r?\n/, 1)[0] ?? '';
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded)?.[1]?.trim() ?? '';
}

/** Every mail in the e2e server's outbox (an .eml file per mail; files being written are named otherwise). */
export async function outboxMails(): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return [];
  }
  const mails: OutboxMail[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const text = await readFile(join(outboxDir(), name), 'utf8').catch(() => null);
    if (text !== null) mails.push({ to: header(text, 'To'), subject: header(text, 'Subject'), text });
  }
  return mails;
}

/** The mails to `address` whose subject matches `subject`, as they are now. */
export async function mailsTo(address: string, subject: RegExp): Promise<OutboxMail[]> {
  return (await outboxMails()).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()) && subject.test(mail.subject));
}

/**
 * Waits (polling the outbox) for a mail to `address` whose subject matches `subject`: the durable queue delivers it
 * after the change commits, so it may take a moment.
 */
export async function waitForMail(address: string, subject: RegExp, timeoutMs = 30_000): Promise<OutboxMail> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const [mail] = await mailsTo(address, subject);
    if (mail) return mail;
    if (Date.now() > deadline) {
      const seen = (await outboxMails()).filter((m) => m.to.toLowerCase().includes(address.toLowerCase())).map((m) => m.subject);
      throw new Error(`No mail to ${address} with a subject like ${subject} within ${timeoutMs} ms; its mails: ${JSON.stringify(seen)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
