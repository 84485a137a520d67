// @vitest-environment node
// Issue 16: inbox rows and mails are written in the member's language (users.language, English by default) when they
// are created; a guest's verification mail follows the request's language.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { memberNotifications, users } from '@server/db/schema';
import {
  documentsReviewedEvents,
  feeReminderEvents,
  notifyMembers,
  shortlistReadyEvents,
} from '@server/services/member-notifications';
import { MEMBER_NOTIFICATION_LINKS } from '@/shared/api/contract';
import { insertUser, setupTestServer } from './harness';

const server = setupTestServer();
const BENGALI = /[\u0980-\u09FF]/;

async function member(email: string, language: 'en' | 'bn' | null) {
  const { user } = await insertUser(server.db, { email, userType: 'tutor', gender: 'Male' });
  if (language) await server.db.update(users).set({ language }).where(eq(users.id, user.id));
  return user;
}

async function inbox(userId: string) {
  return server.db.select().from(memberNotifications).where(eq(memberNotifications.userId, userId));
}

const job = {
  id: '00000000-0000-4000-8000-000000000001',
  jobNumber: 10234,
  classLevel: 'Class 8',
  district: 'Dhaka',
  area: 'Mirpur',
  category: 'Bangla Medium',
};

describe('notifications in the member language', () => {
  it('writes a Bangla inbox row and a Bangla mail for a member whose language is bn', async () => {
    const tutor = await member('bn-tutor@example.com', 'bn');
    await server.db.transaction((tx) => notifyMembers(tx, documentsReviewedEvents(tutor.id, false, 'The photo is blurred')));
    const [row] = await inbox(tutor.id);
    expect(row?.title).toBe('আপনার ডকুমেন্ট গৃহীত হয়নি');
    expect(row?.message).toBe('আপনার ডকুমেন্ট গৃহীত হয়নি। কারণ: The photo is blurred অনুগ্রহ করে আবার আপলোড করুন।');

    await server.app.queue.drain();
    const [mail] = server.mailer.sent;
    expect(mail?.to).toBe('bn-tutor@example.com');
    expect(mail?.subject).toBe('আপনার ডকুমেন্ট গৃহীত হয়নি');
    const lines = mail!.text.split('\n');
    expect(lines[0]).toBe('প্রিয় Test User,');
    expect(mail?.text).toContain('কারণ: The photo is blurred');
    expect(mail?.text).toContain('"ডকুমেন্ট গৃহীত হয়নি" চালু আছে');
    expect(lines.at(-1)).toBe('শিখন');
    expect(mail?.text).not.toMatch(/Hello|Shikhon\b/);
  });

  it('keeps the English words exactly for a member without a language or with en', async () => {
    const first = await member('en-tutor@example.com', null);
    const second = await member('en2-tutor@example.com', 'en');
    await server.db.transaction((tx) =>
      notifyMembers(tx, [...documentsReviewedEvents(first.id, true), ...documentsReviewedEvents(second.id, true)]),
    );
    for (const tutor of [first, second]) {
      const [row] = await inbox(tutor.id);
      expect(row?.title).toBe('Your documents are verified');
      expect(row?.message).toBe('Your documents are verified: your profile now shows as verified and ranks higher.');
    }
    await server.app.queue.drain();
    expect(server.mailer.sent).toHaveLength(2);
    for (const mail of server.mailer.sent) {
      expect(mail.subject).toBe('Your documents are verified');
      expect(mail.text).toBe(
        [
          'Hello Test User,',
          '',
          'Your documents are verified: your profile now shows as verified and ranks higher in Find tutors.',
          '',
          `Open it on Shikhon: ${server.config.PUBLIC_URL.replace(/\/+$/, '')}${MEMBER_NOTIFICATION_LINKS.profile}`,
          '',
          `You get this e-mail because "Documents verified" is switched on in your notification settings: ${server.config.PUBLIC_URL.replace(/\/+$/, '')}${MEMBER_NOTIFICATION_LINKS.settings}`,
          '',
          'Shikhon',
        ].join('\n'),
      );
    }
  });

  it('writes money, dates, numbers, classes and districts the Bangla way', async () => {
    const tutor = await member('fee-tutor@example.com', 'bn');
    const guardian = await member('guardian@example.com', 'bn');
    const fee = { tutorUserId: tutor.id, balance: 5000, paymentDueDate: new Date('2026-11-25T06:00:00Z'), kind: 'media' as const };
    await server.db.transaction((tx) =>
      notifyMembers(tx, [...feeReminderEvents(fee, 'fee_overdue', job), ...shortlistReadyEvents(job, guardian.id, 3)]),
    );
    const [feeRow] = await inbox(tutor.id);
    expect(feeRow?.message).toContain('৫,০০০');
    expect(feeRow?.message).toContain('২৫ নভেম্বর, ২০২৬');
    expect(feeRow?.title).toBe('আপনার SK-10234-এর মিডিয়া ফি বকেয়া পড়েছে');
    const [shortlistRow] = await inbox(guardian.id);
    expect(shortlistRow?.message).toContain('৩ জন টিউটর');
    expect(shortlistRow?.message).toContain('SK-10234 (');
    expect(shortlistRow?.message).toContain('ঢাকা');
    expect(shortlistRow?.message).toMatch(BENGALI);

    // The same events for an English member: the spec's forms.
    const english = await member('fee-en@example.com', null);
    await server.db.transaction((tx) => notifyMembers(tx, feeReminderEvents({ ...fee, tutorUserId: english.id }, 'fee_overdue', job)));
    const [englishRow] = await inbox(english.id);
    expect(englishRow?.title).toBe('Your media fee for SK-10234 is overdue');
    expect(englishRow?.message).toMatch(/^5,000 TK of your media fee for SK-10234 was due on November 25, 2026 and is overdue\./);
  });
});

describe("a guest's verification mail", () => {
  it("follows the request's Accept-Language", async () => {
    await insertUser(server.db, { email: 'guest-bn@example.com' });
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'guest-bn@example.com' },
      headers: { 'accept-language': 'bn' },
    });
    expect(response.statusCode).toBe(200);
    const mail = server.mailer.sent.find((sent) => sent.to === 'guest-bn@example.com');
    expect(mail?.subject).toMatch(/^\d{6} আপনার শিখন যাচাই কোড$/);
    expect(mail?.text).toContain('১০ মিনিট');

    await insertUser(server.db, { email: 'guest-en@example.com' });
    await server.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: 'guest-en@example.com' } });
    const englishMail = server.mailer.sent.find((sent) => sent.to === 'guest-en@example.com');
    expect(englishMail?.subject).toMatch(/^\d{6} is your Shikhon verification code$/);
    expect(englishMail?.text).toContain('The code is valid for 10 minutes.');
  });
});
