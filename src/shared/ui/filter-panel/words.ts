import { useTranslation } from 'react-i18next';
import type { ListTexts } from '@/shared/lib/paged-list';

/** `<prefix>.<key>` of a list's words (`texts`), or undefined when its catalogue has none. */
export function useWords(texts: ListTexts | undefined): (key: string) => string | undefined {
  const { t, i18n } = useTranslation(texts?.ns ?? 'common');
  return (key) => {
    if (!texts || !i18n.exists(`${texts.prefix}.${key}`, { ns: texts.ns })) return undefined;
    return String(t(`${texts.prefix}.${key}`, { ns: texts.ns }));
  };
}
