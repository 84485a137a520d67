// @vitest-environment node
// Issue 16: every message the contract declares (its *_MESSAGES tables and the words of its zod rules) has an entry in
// the `messages` catalogue, so the server can answer it in Bangla. A message added to the contract without its
// translation fails here, naming it.
import { readdirSync, readFileSync } from 'node:fs';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { translateApiMessage } from '@server/i18n';
import * as contract from '@/shared/api/contract';
import { startI18nWithAllResources } from '@/shared/i18n/resources';

const CONTRACT_DIR = `${process.cwd()}/src/shared/api/contract/`;
const LOCALES = `${process.cwd()}/src/shared/i18n/locales/`;
const english = JSON.parse(readFileSync(`${LOCALES}en/messages.json`, 'utf8')) as Record<string, string>;
const bangla = JSON.parse(readFileSync(`${LOCALES}bn/messages.json`, 'utf8')) as Record<string, string>;

/** zod calls whose string argument is a message shown to people. */
const ZOD_CHECKS = new Set([
  'min', 'max', 'length', 'regex', 'email', 'url', 'uuid', 'int', 'positive', 'nonnegative', 'negative', 'nonpositive',
  'refine', 'superRefine', 'nonempty', 'startsWith', 'endsWith', 'includes', 'gt', 'gte', 'lt', 'lte', 'multipleOf',
  'date', 'datetime', 'string', 'number', 'boolean', 'enum', 'literal', 'array', 'object', 'union', 'trim',
]);

/** A string literal, or a template whose every `${…}` reads as `{{value}}` (the catalogue's pattern form). */
function textOf(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text + node.templateSpans.map((span) => `{{value}}${span.literal.text}`).join('');
  return undefined;
}

/** Every message written in the contract's zod rules: check arguments, and `message`/`error` properties. */
function zodMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of readdirSync(CONTRACT_DIR).filter((name) => name.endsWith('.ts'))) {
    const source = ts.createSourceFile(file, readFileSync(CONTRACT_DIR + file, 'utf8'), ts.ScriptTarget.Latest, true);
    const note = (node: ts.Node) => {
      const text = textOf(node);
      if (text && /[A-Za-z]{2,} [A-Za-z]/.test(text)) {
        found.set(text, `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
      }
    };
    const visit = (node: ts.Node) => {
      if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && ZOD_CHECKS.has(node.expression.name.text)) {
        node.arguments.forEach(note);
      }
      if (ts.isPropertyAssignment(node) && /^(message|error)$/.test(node.name.getText(source))) note(node.initializer);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found;
}

/** Every text of the contract's exported `*_MESSAGES` tables, as the server sends them. */
function tableMessages(): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, table] of Object.entries(contract)) {
    if (!/_MESSAGES$/.test(name) || !table || typeof table !== 'object') continue;
    for (const [key, text] of Object.entries(table as Record<string, unknown>)) {
      if (typeof text === 'string') found.set(text, `${name}.${key}`);
    }
  }
  return found;
}

/** The catalogue's keys with every placeholder read as `{{value}}` (`{{label}} … {{max}}` is one entry of two values). */
const patternKeys = new Set(Object.keys(english).filter((key) => key in bangla).map((key) => key.replace(/\{\{\w+\}\}/g, '{{value}}')));

/**
 * A message has its translation when the catalogue holds it (as it is or as a pattern), or, for a validation
 * sentence naming its field ("tutorIds: Shortlist at least one applicant"), when it holds the sentence after the field.
 */
function covered(text: string): boolean {
  if (patternKeys.has(text)) return true;
  const field = /^[A-Za-z][\w.[\]]*: ([\s\S]+)$/.exec(text);
  return !!field && covered(field[1] ?? '');
}

describe('the messages catalogue', () => {
  beforeAll(() => startI18nWithAllResources());

  it('keys each English message by itself', () => {
    for (const [key, value] of Object.entries(english)) expect(value, key).toBe(key);
  });

  it('has a Bangla entry for every message of the contract (zod rules and message tables)', () => {
    const declared = new Map([...zodMessages(), ...tableMessages()]);
    expect(declared.size).toBeGreaterThan(150);
    const missing = [...declared].filter(([text]) => !covered(text)).map(([text, where]) => `${where}: ${text}`);
    expect(missing).toEqual([]);
  });

  it('translates each of them, the pattern entries included', () => {
    const untranslated = [...tableMessages().keys()].filter((text) => translateApiMessage(text, 'bn') === text);
    expect(untranslated).toEqual([]);
    expect(translateApiMessage('The OTP is 6 digits', 'bn')).toBe(bangla['The OTP is {{value}} digits']?.replace('{{value}}', '৬'));
    expect(translateApiMessage('The OTP is 6 digits', 'en')).toBe('The OTP is 6 digits');
  });

  it('translates sentences with several values, each value in turn, and validation answers sentence by sentence', () => {
    expect(translateApiMessage('This account is registered as a Tutor. Please choose Tutor and try again.', 'bn')).toBe(
      'এই অ্যাকাউন্টটি টিউটর হিসেবে নিবন্ধিত। অনুগ্রহ করে টিউটর বেছে নিয়ে আবার চেষ্টা করুন।',
    );
    expect(
      translateApiMessage('You have reached the limit of 3 tutor requests in 24 hours. Please try again in 5 hours.', 'bn'),
    ).toBe('২৪ ঘণ্টায় টিউটরের অনুরোধ: সর্বোচ্চ ৩টি, এই সীমা পূর্ণ হয়েছে। অনুগ্রহ করে ৫ ঘণ্টা পরে আবার চেষ্টা করুন।');
    expect(translateApiMessage('name is required; email: Please enter a valid email address', 'bn')).toBe(
      'name দেওয়া আবশ্যক; email: অনুগ্রহ করে একটি সঠিক ইমেইল ঠিকানা দিন',
    );
    // A sentence with no entry stays as it is.
    expect(translateApiMessage('Something nobody wrote down', 'bn')).toBe('Something nobody wrote down');
  });
});
