// @vitest-environment node
// Every text of the `sms` catalogue fits one SMS with sample values: 160 characters in English, 70 in Bangla
// (a Bangla SMS is sent as UCS-2, whose single message holds 70).
import { describe, expect, it } from 'vitest';
import en from '@/shared/i18n/locales/en/sms.json';
import bn from '@/shared/i18n/locales/bn/sms.json';
import { SMS_LIMITS, smsText } from '@server/services/sms';

const SAMPLES = { code: '482913', minutes: 10, job: 'SK-10234' };

function keysOf(tree: object, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value as object, `${prefix}${key}.`),
  );
}

describe('sms catalogue', () => {
  it('has the same keys in both languages', () => {
    expect(keysOf(bn).sort()).toEqual(keysOf(en).sort());
    expect(keysOf(en).length).toBeGreaterThan(10);
  });

  for (const language of ['en', 'bn'] as const) {
    it(`fits every ${language} text in one SMS (${SMS_LIMITS[language]} characters) with sample values`, () => {
      for (const key of keysOf(en)) {
        const text = smsText(language, key, SAMPLES);
        expect(text, key).not.toMatch(/\{\{/);
        expect(text.length, `${language} ${key}: ${text}`).toBeLessThanOrEqual(SMS_LIMITS[language]);
      }
    });
  }

  it('writes Bangla texts with Bangla digits, but the code in the digits people type', () => {
    const text = smsText('bn', 'code.registration', SAMPLES);
    expect(text).toContain('482913');
    expect(text).toContain('১০');
  });
});
