import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { languageFromAcceptLanguage, toUiLanguage } from '@/shared/i18n';
import { normalizeDigits, toBanglaDigits } from '@/shared/lib/digits';

describe('Bangla digits', () => {
  it('reads a phone number typed in Bangla digits', () => {
    expect(normalizeDigits('০১৭১২৩৪৫৬৭৮')).toBe('01712345678');
    expect(normalizeDigits('+৮৮০ ১৭১২-৩৪৫৬৭৮')).toBe('+880 1712-345678');
  });

  it('writes ASCII digits in Bangla and back, leaving everything else', () => {
    expect(toBanglaDigits('5000-6000 TK')).toBe('৫০০০-৬০০০ TK');
    fc.assert(fc.property(fc.string(), (text) => normalizeDigits(toBanglaDigits(text)) === normalizeDigits(text)));
  });
});

describe('language of a request', () => {
  it('takes the first supported language by quality', () => {
    expect(languageFromAcceptLanguage('bn-BD,bn;q=0.9,en;q=0.8')).toBe('bn');
    expect(languageFromAcceptLanguage('fr-FR,en;q=0.5,bn;q=0.7')).toBe('bn');
    expect(languageFromAcceptLanguage('en-US,en;q=0.9')).toBe('en');
    expect(languageFromAcceptLanguage('de, fr;q=0.8')).toBe('en');
    expect(languageFromAcceptLanguage(undefined)).toBe('en');
    expect(languageFromAcceptLanguage('bn;q=0')).toBe('en');
  });

  it('knows only English and Bangla', () => {
    expect(toUiLanguage('bn-BD')).toBe('bn');
    expect(toUiLanguage('EN_gb')).toBe('en');
    expect(toUiLanguage('hi')).toBeUndefined();
  });
});
