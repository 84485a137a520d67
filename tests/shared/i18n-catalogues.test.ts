// Issue 16: every key exists in both languages, no Bangla entry is empty or left in English by mistake, and each
// interpolation a text uses exists in its translation too.
import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from '@/shared/i18n';

const DIR = `${process.cwd()}/src/shared/i18n/locales/`;
const read = (language: string, ns: string) =>
  JSON.parse(readFileSync(`${DIR}${language}/${ns}.json`, 'utf8')) as Record<string, unknown>;

/** `{ a: { b: 'x' } }` → `{ 'a.b': 'x' }`. */
function flatten(tree: Record<string, unknown>, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [k, v] of flatten(value as Record<string, unknown>, path)) out.set(k, v);
    } else {
      out.set(path, String(value));
    }
  }
  return out;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)[^}]*\}\}/g)].map((m) => m[1]).sort();
const BENGALI = /[\u0980-\u09FF]/;

describe('translation catalogues', () => {
  it('has one file per namespace in each language and nothing else', () => {
    for (const language of ['en', 'bn']) {
      const files = readdirSync(`${DIR}${language}/`).sort();
      expect(files).toEqual([...NAMESPACES].map((ns) => `${ns}.json`).sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: the same keys in English and Bangla, with the same placeholders`, () => {
      const en = ns === 'messages' ? new Map(Object.entries(read('en', ns)).map(([k, v]) => [k, String(v)])) : flatten(read('en', ns));
      const bn = ns === 'messages' ? new Map(Object.entries(read('bn', ns)).map(([k, v]) => [k, String(v)])) : flatten(read('bn', ns));
      expect([...bn.keys()].filter((key) => !en.has(key)), 'keys only in Bangla').toEqual([]);
      expect([...en.keys()].filter((key) => !bn.has(key)), 'keys only in English').toEqual([]);
      for (const [key, english] of en) {
        const bangla = bn.get(key) ?? '';
        expect(bangla.trim(), `${ns}:${key} is empty in Bangla`).not.toBe('');
        expect(placeholders(bangla), `${ns}:${key} placeholders`).toEqual(placeholders(english));
        // A Bangla text with no Bangla letter is an untranslated copy, unless it is only a name, number or symbol.
        if (/[a-z]{3,}/i.test(english.replace(/\{\{[^}]*\}\}/g, '')) && !BENGALI.test(bangla)) {
          expect.soft(bangla, `${ns}:${key} looks untranslated`).toMatch(BENGALI);
        }
      }
    });
  }
});
