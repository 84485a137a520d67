// The document-verification machine speaks English (machines stay pure); its sentences are put in the language on
// screen here through the `profile` catalogue (`documents.messages`), the server's through `translateMessage`.
import { DOCUMENT_LABELS, DOCUMENT_MESSAGES, type DocumentKind } from '@machines/document-verification';
import { i18n, translateMessage } from '@/shared/i18n';
import { localDigits } from '@/shared/lib/format';

const KEY_OF = new Map<string, string>();
for (const [key, value] of Object.entries(DOCUMENT_MESSAGES)) {
  if (typeof value === 'string') KEY_OF.set(value, key);
  else for (const [kind, text] of Object.entries(value)) KEY_OF.set(text, `${key}.${kind}`);
}

/** A message of the documents flow (or of the server, passed through it) as the member reads it. */
export function documentMessage(text: string): string {
  const key = KEY_OF.get(text);
  return key ? localDigits(i18n.t(`documents.messages.${key}`, { ns: 'profile' })) : translateMessage(text);
}

/** "National ID/Birth Certificate" or "Institution ID" in the language on screen. */
export function documentLabel(kind: DocumentKind): string {
  return i18n.t(`documents.labels.${kind}`, { ns: 'profile', defaultValue: DOCUMENT_LABELS[kind] });
}
