import { beforeEach, describe, expect, it } from 'vitest';
import {
  clearStoredSession,
  createMemoryStorage,
  readStoredSession,
  SESSION_STORAGE_KEYS,
  writeStoredSession,
  type SessionUser,
} from '@/entities/session';

const tutor: SessionUser = { id: '64f1c2', name: 'Karim Uddin', userType: 'tutor', token: 'tok-1', tutorId: 1007 };
const student: SessionUser = { id: '64f1c3', name: 'Rahima Akter', userType: 'student', token: 'tok-2' };

describe('session storage (the five localStorage keys)', () => {
  beforeEach(() => window.localStorage.clear());

  it('uses exactly the keys token, userId, userName, userType, tutorId', () => {
    expect(SESSION_STORAGE_KEYS).toEqual(['token', 'userId', 'userName', 'userType', 'tutorId']);
  });

  it('writes every key, with tutorId as a string', () => {
    writeStoredSession(window.localStorage, tutor);
    expect(window.localStorage.getItem('token')).toBe('tok-1');
    expect(window.localStorage.getItem('userId')).toBe('64f1c2');
    expect(window.localStorage.getItem('userName')).toBe('Karim Uddin');
    expect(window.localStorage.getItem('userType')).toBe('tutor');
    expect(window.localStorage.getItem('tutorId')).toBe('1007');
  });

  it('writes tutorId only when present, and drops one left by a previous user', () => {
    writeStoredSession(window.localStorage, tutor);
    writeStoredSession(window.localStorage, student);
    expect(window.localStorage.getItem('tutorId')).toBeNull();
    expect(window.localStorage.getItem('userId')).toBe('64f1c3');
  });

  it('restores what it wrote, reading tutorId back as an integer', () => {
    writeStoredSession(window.localStorage, tutor);
    const restored = readStoredSession(window.localStorage);
    expect(restored).toEqual(tutor);
    expect(typeof restored?.tutorId).toBe('number');
    writeStoredSession(window.localStorage, student);
    expect(readStoredSession(window.localStorage)).toEqual(student);
  });

  it('restores only when both token and userId exist', () => {
    const storage = createMemoryStorage({ userName: 'X', userType: 'student', token: 'tok' });
    expect(readStoredSession(storage)).toBeNull();
    storage.setItem('userId', '1');
    storage.removeItem('token');
    expect(readStoredSession(storage)).toBeNull();
    storage.setItem('token', 'tok');
    expect(readStoredSession(storage)).toEqual({ id: '1', name: 'X', userType: 'student', token: 'tok' });
  });

  it('ignores a tutorId that is not a number', () => {
    const storage = createMemoryStorage({ token: 't', userId: '1', userName: 'A', userType: 'tutor', tutorId: 'abc' });
    expect(readStoredSession(storage)).toEqual({ id: '1', name: 'A', userType: 'tutor', token: 't' });
  });

  it('treats an unknown userType as no session', () => {
    const storage = createMemoryStorage({ token: 't', userId: '1', userName: 'A', userType: 'superuser' });
    expect(readStoredSession(storage)).toBeNull();
  });

  it('removes all five keys at logout and leaves other keys alone', () => {
    writeStoredSession(window.localStorage, tutor);
    window.localStorage.setItem('mantine-color-scheme', 'light');
    clearStoredSession(window.localStorage);
    for (const key of SESSION_STORAGE_KEYS) expect(window.localStorage.getItem(key)).toBeNull();
    expect(window.localStorage.getItem('mantine-color-scheme')).toBe('light');
    expect(readStoredSession(window.localStorage)).toBeNull();
  });

  it('survives a storage the browser refuses', () => {
    const refusing = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    expect(readStoredSession(refusing)).toBeNull();
    expect(() => writeStoredSession(refusing, tutor)).not.toThrow();
    expect(() => clearStoredSession(refusing)).not.toThrow();
  });
});
