import type { SessionUser, SessionUserType } from '@machines/session';

/** The five browser storage keys of the session (spec section 3). */
export const SESSION_STORAGE_KEYS = ['token', 'userId', 'userName', 'userType', 'tutorId'] as const;

/** The part of the Web Storage API the session needs; `localStorage` in the browser. */
export type SessionStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const USER_TYPES: readonly SessionUserType[] = ['tutor', 'student', 'admin'];

function isUserType(value: string | null): value is SessionUserType {
  return value !== null && (USER_TYPES as readonly string[]).includes(value);
}

/**
 * The stored user, or null. A session is restored only when both `token` and `userId` are
 * there; `tutorId` is read as an integer. A storage the browser refuses reads as no session.
 */
export function readStoredSession(storage: SessionStorage): SessionUser | null {
  try {
    const token = storage.getItem('token');
    const id = storage.getItem('userId');
    if (!token || !id) return null;
    const userType = storage.getItem('userType');
    // A session without a known role cannot drive the menus; treat it as logged out.
    if (!isUserType(userType)) return null;
    const user: SessionUser = { id, name: storage.getItem('userName') ?? '', userType, token };
    const tutorId = Number.parseInt(storage.getItem('tutorId') ?? '', 10);
    if (Number.isInteger(tutorId)) user.tutorId = tutorId;
    return user;
  } catch {
    return null;
  }
}

/** Writes the five keys; `tutorId` as a string and only when present. */
export function writeStoredSession(storage: SessionStorage, user: SessionUser): void {
  try {
    storage.setItem('token', user.token);
    storage.setItem('userId', user.id);
    storage.setItem('userName', user.name);
    storage.setItem('userType', user.userType);
    // A tutorId left by a previous user must not leak into this one.
    if (user.tutorId !== undefined) storage.setItem('tutorId', String(user.tutorId));
    else storage.removeItem('tutorId');
  } catch {
    // Storage full or refused: the session still lives in memory for this tab.
  }
}

/** Removes all five keys. */
export function clearStoredSession(storage: SessionStorage): void {
  for (const key of SESSION_STORAGE_KEYS) {
    try {
      storage.removeItem(key);
    } catch {
      // Nothing more can be done with a storage the browser refuses.
    }
  }
}

/** An in-memory storage: the fallback when the browser refuses `localStorage`, and for stories. */
export function createMemoryStorage(initial: Record<string, string> = {}): SessionStorage {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => {
      items.set(key, String(value));
    },
    removeItem: (key) => {
      items.delete(key);
    },
  };
}

/** `window.localStorage`, or memory when the browser refuses it (e.g. storage disabled). */
export function browserStorage(): SessionStorage {
  try {
    const storage = window.localStorage;
    storage.getItem('token');
    return storage;
  } catch {
    return createMemoryStorage();
  }
}
