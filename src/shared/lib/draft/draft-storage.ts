/** The part of the Web Storage API a draft needs; `localStorage` in the browser. */
export type DraftStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** One wizard's draft for one user: kept across Back, reload and a closed tab, cleared by a successful submit. */
export interface DraftStorage<T> {
  read(): T | null;
  write(value: T): void;
  clear(): void;
}

interface StoredDraft {
  version: 1;
  savedAt: string;
  value: unknown;
}

const PREFIX = 'shikhon.draft';

/** The storage key of a wizard's draft for a user: one user's draft is never offered to another on a shared computer. */
export const draftKey = (wizard: string, userId: string) => `${PREFIX}.${wizard}.${userId}`;

function browserStore(): DraftStore | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/**
 * Drafts as JSON under `draftKey`. `parse` checks what was read (a draft written by an older client, or edited by
 * hand, is dropped rather than trusted) and returns null for what it cannot use. A storage the browser refuses (full,
 * disabled) simply keeps no draft.
 */
export function createDraftStorage<T>(
  wizard: string,
  userId: string,
  parse: (value: unknown) => T | null,
  store: DraftStore | null = browserStore(),
): DraftStorage<T> {
  const key = draftKey(wizard, userId);
  return {
    read() {
      try {
        const raw = store?.getItem(key);
        if (!raw) return null;
        const stored = JSON.parse(raw) as Partial<StoredDraft> | null;
        if (!stored || stored.version !== 1) return null;
        return parse(stored.value);
      } catch {
        return null;
      }
    },
    write(value) {
      try {
        const stored: StoredDraft = { version: 1, savedAt: new Date().toISOString(), value };
        store?.setItem(key, JSON.stringify(stored));
      } catch {
        // Storage full or refused: the wizard still works, only without a draft.
      }
    },
    clear() {
      try {
        store?.removeItem(key);
      } catch {
        // Nothing more can be done with a storage the browser refuses.
      }
    },
  };
}
