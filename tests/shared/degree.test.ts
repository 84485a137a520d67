import { describe, expect, it } from 'vitest';
import { degreeWithSubject } from '@/shared/lib/degree';

describe('degreeWithSubject', () => {
  it('joins a degree and its subject with "in"', () => {
    expect(degreeWithSubject('BSc', 'Physics')).toBe('BSc in Physics');
    expect(degreeWithSubject(' MSc ', ' Computer  Science ')).toBe('MSc in Computer Science');
  });

  it('never says the subject twice', () => {
    expect(degreeWithSubject('BSc in Agriculture', 'Agriculture')).toBe('BSc in Agriculture');
    expect(degreeWithSubject('BSc in agriculture', 'AGRICULTURE')).toBe('BSc in agriculture');
    expect(degreeWithSubject('B.Sc. (Hons) in Agriculture', 'Agriculture')).toBe('B.Sc. (Hons) in Agriculture');
    expect(degreeWithSubject('BBA in Accounting & Finance', 'Finance')).toBe('BBA in Accounting & Finance');
  });

  it('takes the subject alone when it already names the degree', () => {
    expect(degreeWithSubject('BSc', 'BSc in Agriculture')).toBe('BSc in Agriculture');
  });

  it('keeps a second field in brackets instead of a second "in"', () => {
    expect(degreeWithSubject('BSc in Agricultural Economics', 'Agriculture')).toBe('BSc in Agricultural Economics (Agriculture)');
  });

  it('matches whole words only', () => {
    // "Art" is not the subject of "BSc in Smart Systems".
    expect(degreeWithSubject('BA', 'Art')).toBe('BA in Art');
    expect(degreeWithSubject('BSc in Smart Systems', 'Art')).toBe('BSc in Smart Systems (Art)');
  });

  it('gives whichever is given when the other is empty', () => {
    expect(degreeWithSubject('BSc', '')).toBe('BSc');
    expect(degreeWithSubject(undefined, 'Physics')).toBe('Physics');
    expect(degreeWithSubject(null, '  ')).toBe('');
  });
});
