import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  OTP_LENGTH,
  emptyOtp,
  enterDigit,
  firstEmptyIndex,
  isOtpComplete,
  keyTarget,
  normalizeOtp,
  otpValue,
  pasteOtp,
} from '@/shared/lib/otp';

const digit = fc.constantFrom('0', '1', '2', '3', '4', '5', '6', '7', '8', '9');
const box = fc.oneof(digit, fc.constant(''));
const boxes = fc.array(box, { minLength: OTP_LENGTH, maxLength: OTP_LENGTH });
const index = fc.integer({ min: 0, max: OTP_LENGTH - 1 });

describe('OTP boxes', () => {
  it('are six, all empty at first, and not complete', () => {
    expect(OTP_LENGTH).toBe(6);
    expect(emptyOtp()).toEqual(['', '', '', '', '', '']);
    expect(isOtpComplete(emptyOtp())).toBe(false);
    expect(firstEmptyIndex(emptyOtp())).toBe(0);
  });

  it('join their digits into the OTP, complete only with six digits', () => {
    expect(otpValue(['1', '2', '3', '4', '5', '6'])).toBe('123456');
    expect(isOtpComplete(['1', '2', '3', '4', '5', '6'])).toBe(true);
    fc.assert(
      fc.property(boxes, (d) => {
        expect(isOtpComplete(d)).toBe(/^\d{6}$/.test(otpValue(d)));
      }),
    );
  });

  it('normalise anything to six boxes of one digit or nothing', () => {
    expect(normalizeOtp(['1', 'x', '23'])).toEqual(['1', '', '', '', '', '']);
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 10 }), (raw) => {
        const n = normalizeOtp(raw);
        expect(n).toHaveLength(6);
        for (const d of n) expect(d).toMatch(/^\d?$/);
      }),
    );
  });

  it('focus the first empty box when they open, else the last', () => {
    expect(firstEmptyIndex(['1', '2', '', '4', '', ''])).toBe(2);
    expect(firstEmptyIndex(['1', '2', '3', '4', '5', '6'])).toBe(5);
  });
});

describe('entering a digit', () => {
  it('puts it in the box and moves the focus forward (staying on the sixth)', () => {
    fc.assert(
      fc.property(boxes, index, digit, (d, i, typed) => {
        const edit = enterDigit(d, i, typed);
        expect(edit.digits[i]).toBe(typed);
        expect(edit.focus).toBe(Math.min(i + 1, 5));
        edit.digits.forEach((value, j) => j !== i && expect(value).toBe(d[j]));
      }),
    );
  });

  it('replaces the digit a box held, wherever the caret was', () => {
    const d = ['1', '2', '3', '', '', ''];
    expect(enterDigit(d, 1, '27').digits[1]).toBe('7');
    expect(enterDigit(d, 1, '72').digits[1]).toBe('7');
    expect(enterDigit(d, 1, '22').digits[1]).toBe('2');
  });

  it('ignores input without a digit, and clears an emptied box without moving', () => {
    fc.assert(
      fc.property(boxes, index, fc.string().filter((s) => s !== '' && !/\d/.test(s)), (d, i, junk) => {
        expect(enterDigit(d, i, junk)).toEqual({ digits: d, focus: i });
      }),
    );
    expect(enterDigit(['1', '2', '', '', '', ''], 1, '')).toEqual({ digits: ['1', '', '', '', '', ''], focus: 1 });
  });

  it('takes a whole code typed at once (autofill) as a paste', () => {
    expect(enterDigit(emptyOtp(), 2, '123456')).toEqual({ digits: ['1', '2', '3', '4', '5', '6'], focus: 5 });
  });
});

describe('keys', () => {
  it('Backspace in an empty box moves back; in a filled box it is left to the browser', () => {
    expect(keyTarget(['1', '2', '', '', '', ''], 2, 'Backspace')).toBe(1);
    expect(keyTarget(['1', '2', '', '', '', ''], 1, 'Backspace')).toBeNull();
    expect(keyTarget(emptyOtp(), 0, 'Backspace')).toBeNull();
  });

  it('ArrowLeft and ArrowRight move one box, never past the ends', () => {
    fc.assert(
      fc.property(boxes, index, (d, i) => {
        expect(keyTarget(d, i, 'ArrowLeft')).toBe(Math.max(i - 1, 0));
        expect(keyTarget(d, i, 'ArrowRight')).toBe(Math.min(i + 1, 5));
      }),
    );
  });

  it('other keys are left to the browser', () => {
    expect(keyTarget(emptyOtp(), 3, 'Tab')).toBeNull();
    expect(keyTarget(emptyOtp(), 3, 'a')).toBeNull();
  });
});

describe('pasting', () => {
  it('strips non-digits, keeps the first six, fills from the first box, focuses the last filled', () => {
    expect(pasteOtp('Your code: 12-34 56 (valid 10 min)')).toEqual({
      digits: ['1', '2', '3', '4', '5', '6'],
      focus: 5,
    });
    expect(pasteOtp('4 2 7')).toEqual({ digits: ['4', '2', '7', '', '', ''], focus: 2 });
    expect(pasteOtp('no digits here')).toBeNull();
  });

  it('holds for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-ascii' }), (text) => {
        const kept = text.replace(/\D/g, '').slice(0, 6);
        const edit = pasteOtp(text);
        if (kept === '') {
          expect(edit).toBeNull();
          return;
        }
        expect(edit).not.toBeNull();
        expect(otpValue(edit!.digits)).toBe(kept);
        expect(edit!.digits).toHaveLength(6);
        expect(edit!.focus).toBe(Math.min(kept.length, 6) - 1);
        expect(isOtpComplete(edit!.digits)).toBe(kept.length === 6);
      }),
    );
  });
});
