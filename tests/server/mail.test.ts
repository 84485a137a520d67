// @vitest-environment node
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMailer, otpMail } from '@server/services/mail';
import { createMemorySmsGateway } from '@server/services/sms';
import { createTestServer, openTestDatabase, registrationBody, truncateAll, type TestDatabase } from './harness';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP peer on loopback that keeps what it receives. */
async function startSmtpPeer() {
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    port,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

const OTP_IN_MAIL = /\b(\d{6})\b/;

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.dispose();
});

describe('otpMail', () => {
  it('puts the code as six digits in the subject and the text', () => {
    const mail = otpMail('a@example.com', 'registration', '012345');
    expect(mail.subject).toBe('012345 is your Shikhon verification code');
    expect(mail.text).toContain('Your Shikhon verification code is 012345');
    expect(mail.text).toContain('10 minutes');
    expect(otpMail('a@example.com', 'reset', '999999').text).toContain('reset');
  });
});

describe('mail through a real SMTP server (SMTP_URL)', () => {
  it('delivers the registration OTP, and that code verifies', async () => {
    await truncateAll(database.handle.db);
    const peer = await startSmtpPeer();
    const mailer = createMailer({
      from: 'Shikhon <no-reply@shikhon.test>',
      smtpUrl: `smtp://127.0.0.1:${peer.port}?ignoreTLS=true`,
      outboxDir: path.join(tmpdir(), 'unused-outbox'),
    });
    expect(mailer.kind).toBe('smtp');
    const server = await createTestServer({ database, mailer });
    try {
      const body = registrationBody({ email: 'smtp-user@example.com' });
      const response = await server.app.inject({ method: 'POST', url: '/api/auth/initiate_registration', payload: body });
      expect(response.statusCode).toBe(200);

      expect(peer.received).toHaveLength(1);
      const [mail] = peer.received;
      expect(mail!.from).toBe('no-reply@shikhon.test');
      expect(mail!.to).toEqual(['smtp-user@example.com']);
      expect(mail!.raw).toContain('Your Shikhon verification code is');
      const otp = mail!.raw.match(OTP_IN_MAIL)?.[1];
      expect(otp).toMatch(/^\d{6}$/);

      const verify = await server.app.inject({
        method: 'POST',
        url: '/api/auth/verify_registration',
        payload: { email: 'smtp-user@example.com', otp },
      });
      expect(verify.statusCode).toBe(200);
    } finally {
      await server.close();
      await peer.close();
    }
  });

  it('answers 503 when neither the SMTP server nor the SMS gateway can be reached, and lets the person try again at once', async () => {
    await truncateAll(database.handle.db);
    const peer = await startSmtpPeer();
    const port = peer.port;
    await peer.close(); // nothing listens there any more
    const mailer = createMailer({
      from: 'Shikhon <no-reply@shikhon.test>',
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true&connectionTimeout=2000`,
      outboxDir: path.join(tmpdir(), 'unused-outbox'),
    });
    // The registration gives a phone too (issue 16: a code goes to every contact): its gateway is down as well.
    const sms = {
      kind: 'http' as const,
      async send() {
        throw new Error('SMS gateway unreachable');
      },
    };
    const server = await createTestServer({ database, mailer, sms });
    try {
      const body = registrationBody({ email: 'nomail@example.com' });
      const first = await server.app.inject({ method: 'POST', url: '/api/auth/initiate_registration', payload: body });
      expect(first.statusCode).toBe(503);
      expect(first.json()).toEqual({
        message: 'We could not send the email right now. Please try again in a few minutes.',
      });
      // Not held back by the once-a-minute rule: no code went out.
      const second = await server.app.inject({ method: 'POST', url: '/api/auth/initiate_registration', payload: body });
      expect(second.statusCode).toBe(503);
    } finally {
      await server.close();
    }
  });
});

describe('mail down, SMS up', () => {
  it('still sends the registration code to the phone and says where it went', async () => {
    await truncateAll(database.handle.db);
    const peer = await startSmtpPeer();
    const port = peer.port;
    await peer.close();
    const mailer = createMailer({
      from: 'Shikhon <no-reply@shikhon.test>',
      smtpUrl: `smtp://127.0.0.1:${port}?ignoreTLS=true&connectionTimeout=2000`,
      outboxDir: path.join(tmpdir(), 'unused-outbox'),
    });
    const sms = createMemorySmsGateway();
    const server = await createTestServer({ database, mailer, sms });
    try {
      const body = registrationBody({ email: 'nomail2@example.com' });
      const answer = await server.app.inject({ method: 'POST', url: '/api/auth/initiate_registration', payload: body });
      expect(answer.statusCode).toBe(200);
      expect(answer.json().sentTo).toEqual(['phone']);
      expect(sms.sent).toHaveLength(1);
      expect(sms.sent[0]!.text).toMatch(/\d{6}/);
    } finally {
      await server.close();
    }
  });
});

describe('mail without SMTP_URL: the outbox', () => {
  let outboxDir: string;
  beforeAll(async () => {
    outboxDir = await mkdtemp(path.join(tmpdir(), 'shikhon-outbox-'));
  });
  afterAll(async () => {
    await rm(outboxDir, { recursive: true, force: true });
  });

  it('writes each mail as an .eml named by time and recipient, and logs the OTP', async () => {
    await truncateAll(database.handle.db);
    const mailer = createMailer({ from: 'Shikhon <no-reply@shikhon.test>', outboxDir });
    expect(mailer.kind).toBe('outbox');
    const logLines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        logLines.push(chunk.toString());
        callback();
      },
    });
    const server = await createTestServer({ database, mailer, logStream, config: { LOG_LEVEL: 'info' } });
    try {
      const email = 'outbox-user@example.com';
      const response = await server.app.inject({
        method: 'POST',
        url: '/api/auth/initiate_registration',
        payload: registrationBody({ email }),
      });
      expect(response.statusCode).toBe(200);
      await server.app.inject({
        method: 'POST',
        url: '/api/auth/initiate_registration',
        payload: registrationBody({ email: 'someone-else@example.com', phone: '01811000044' }),
      });

      // As the e2e tests do: the newest .eml for the address, and the first six-digit number in it.
      const files = (await readdir(outboxDir)).filter((name) => name.endsWith('.eml') && name.includes(email)).sort();
      expect(files).toHaveLength(1);
      expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-\d{4}-outbox-user@example\.com\.eml$/);
      const raw = await readFile(path.join(outboxDir, files.at(-1)!), 'utf8');
      expect(raw).toContain('To: outbox-user@example.com');
      const otp = raw.match(OTP_IN_MAIL)?.[1];
      expect(otp).toMatch(/^\d{6}$/);

      const logged = logLines.join('');
      expect(logged).toContain(`OTP for ${email}: ${otp}`);

      const verify = await server.app.inject({ method: 'POST', url: '/api/auth/verify_registration', payload: { email, otp } });
      expect(verify.statusCode).toBe(200);
    } finally {
      await server.close();
    }
  });
});
