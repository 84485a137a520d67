import type { TOptions } from 'i18next';
import { createContext, useContext, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ListTexts } from '@/shared/lib/paged-list';

/** A list screen's words, found by convention under its namespace and key prefix (`adminRecords`, `students`). */
export interface ListWords {
  /** `<prefix>.<key>` of the screen, or undefined when its catalogue has none (a part the screen does not show). */
  text: (key: string, options?: TOptions) => string | undefined;
  /** `<prefix>.<key>`, else `<key>` at the namespace's root (`actions.delete`), else the key itself. */
  word: (key: string, options?: TOptions) => string;
  /** A word every list shares: `common:list.<key>` (pager, "Clear filters"). */
  common: (key: string, options?: TOptions) => string;
}

const ListWordsContext = createContext<ListWords | null>(null);
export const ListWordsProvider = ListWordsContext.Provider;

/** The words of a list screen (`texts` from the screen or its model); without `texts` only the shared ones. */
export function useListWords(texts: ListTexts | undefined): ListWords {
  const { t, i18n } = useTranslation(texts ? [texts.ns, 'common'] : 'common');
  const ns = texts?.ns;
  const prefix = texts?.prefix;
  const language = i18n.language;
  return useMemo(() => {
    const lookup = (key: string, options?: TOptions) =>
      ns && i18n.exists(key, { ...options, ns }) ? String(t(key, { ...options, ns })) : undefined;
    return {
      text: (key, options) => lookup(`${prefix}.${key}`, options),
      word: (key, options) => lookup(`${prefix}.${key}`, options) ?? lookup(key, options) ?? key,
      common: (key, options) => String(t(`list.${key}`, { ...options, ns: 'common' })),
    };
    // The language is a dependency: the words change with it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [t, i18n, ns, prefix, language]);
}

/** The words of the list screen around a cell (a row's actions); the shared ones outside any screen. */
export function useCellWords(): ListWords {
  const fallback = useListWords(undefined);
  return useContext(ListWordsContext) ?? fallback;
}
