import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { ADMIN_SEARCH_MIN_LENGTH, type AdminSearchResponse } from '@/shared/api';

export const ADMIN_SEARCH_DEBOUNCE_MS = 300;

export type AdminSearchState =
  | { status: 'idle' }
  | { status: 'loading'; term: string }
  | { status: 'error'; term: string }
  | { status: 'success'; term: string; results: AdminSearchResponse };

export type AdminSearchFn = (q: string) => Promise<AdminSearchResponse>;

type Answer = { term: string; results: AdminSearchResponse } | { term: string; failed: true };

/**
 * The term, debounced 300 ms and searched once it has two characters. Until the answer for exactly the
 * typed term is in, the state is loading; an answer for an older term is never shown.
 */
export function useAdminSearch(query: string, search: AdminSearchFn): AdminSearchState {
  const term = query.trim();
  const [debounced] = useDebouncedValue(term, ADMIN_SEARCH_DEBOUNCE_MS);
  const [answer, setAnswer] = useState<Answer | null>(null);

  useEffect(() => {
    if (debounced.length < ADMIN_SEARCH_MIN_LENGTH) return;
    let current = true;
    search(debounced).then(
      (results) => {
        if (current) setAnswer({ term: debounced, results });
      },
      () => {
        if (current) setAnswer({ term: debounced, failed: true });
      },
    );
    return () => {
      current = false;
    };
  }, [debounced, search]);

  if (term.length < ADMIN_SEARCH_MIN_LENGTH) return { status: 'idle' };
  if (!answer || answer.term !== term) return { status: 'loading', term };
  return 'results' in answer ? { status: 'success', term, results: answer.results } : { status: 'error', term };
}
