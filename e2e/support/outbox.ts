import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The e2e server writes every mail as an .eml file here (no SMTP_URL is set). */
function outboxDir(): string {
  const dataDir = process.env.E2E_DATA_DIR;
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run through playwright.config.ts');
  return join(dataDir, 'outbox');
}

async function newestMailTo(address: string, after: number): Promise<string | null> {
  let names: string[];
  try {
    names = await readdir(outboxDir());
  } catch {
    return null;
  }
  const matches: { text: string; at: number }[] = [];
  for (const name of names.filter((n) => n.endsWith('.eml'))) {
    const text = await readFile(join(outboxDir(), name), 'utf8');
    const to = /^To:\s*(.+)$/im.exec(text)?.[1] ?? '';
    if (!to.toLowerCase().includes(address.toLowerCase())) continue;
    const date = Date.parse(/^Date:\s*(.+)$/im.exec(text)?.[1] ?? '');
    if (Number.isFinite(date) && date < after - 1000) continue;
    matches.push({ text, at: Number.isFinite(date) ? date : 0 });
  }
  matches.sort((a, b) => b.at - a.at);
  return matches[0]?.text ?? null;
}

/** Waits for a mail to `address` sent after `after` (ms) and returns the 6-digit code in it. */
export async function readOtp(address: string, after: number, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const mail = await newestMailTo(address, after);
    // Quoted-printable soft breaks never split the code, but decode them to be safe.
    const code = mail ? /\b(\d{6})\b/.exec(mail.replace(/=\r?\n/g, ''))?.[1] : undefined;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`No OTP mail reached ${address} within ${timeoutMs} ms`);
}

/** A unique address and phone per run, so journeys never collide with seeded or earlier users. */
export function uniqueContact(prefix: string): { email: string; phone: string } {
  const n = `${Date.now()}${Math.floor(Math.random() * 1000)}`.slice(-9);
  // A Bangladeshi mobile number (01[3-9] and 8 digits), as registration requires (issue 16).
  return { email: `${prefix}.${n}@example.com`, phone: `017${n.slice(-8)}` };
}
