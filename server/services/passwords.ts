import { hash, verify } from '@node-rs/argon2';
import { badRequest } from '../errors';

// Algorithm is a const enum (unusable under isolatedModules): 2 is Argon2id.
const ARGON2ID = 2;
// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane.
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a stored hash; without one it still spends the same time, so timing does not reveal accounts. */
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not-a-real-password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(storedHash, password);
  } catch {
    return false;
  }
}

// ── Password strength (registration, reset, change) ────────────────────────────────────────────────────────

/** At least 8 characters, and zxcvbn's score at least 2 of 4 ("somewhat guessable": over 10^6 guesses). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MIN_SCORE = 2;

/** Why zxcvbn finds a password guessable, in words (its own texts need a language pack). */
const WEAKNESS: Record<string, string> = {
  topTen: 'it is one of the ten most used passwords',
  topHundred: 'it is one of the hundred most used passwords',
  common: 'it is a commonly used password',
  similarToCommon: 'it is very similar to a commonly used password',
  wordByItself: 'a single word is easy to guess',
  namesByThemselves: 'names on their own are easy to guess',
  commonNames: 'common names are easy to guess',
  userInputs: 'it contains your name, e-mail or phone number',
  straightRow: 'a straight row of keys is easy to guess',
  keyPattern: 'a short keyboard pattern is easy to guess',
  simpleRepeat: 'repeated characters like "aaa" are easy to guess',
  extendedRepeat: 'repeated patterns like "abcabc" are easy to guess',
  sequences: 'sequences like "abc" or "1234" are easy to guess',
  recentYears: 'recent years are easy to guess',
  dates: 'dates are easy to guess',
  pwned: 'it appeared in a data breach',
};

export const passwordMessages = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooWeak: (reason: string | undefined) =>
    `This password is too easy to guess${reason ? `: ${reason}` : ''}. ` +
    'Please choose a longer one, e.g. a few unrelated words, or mix in numbers and symbols.',
};

type Zxcvbn = { check(password: string, userInputs?: (string | number)[]): { score: number; feedback: { warning: string | null } } };
let zxcvbn: Promise<Zxcvbn> | undefined;

/** The checker with the common-password, names and keyboard dictionaries (loaded once, on first use). */
function checker(): Promise<Zxcvbn> {
  zxcvbn ??= Promise.all([import('@zxcvbn-ts/core'), import('@zxcvbn-ts/language-common')]).then(
    ([core, common]) => new core.ZxcvbnFactory({ dictionary: common.dictionary, graphs: common.adjacencyGraphs }),
  );
  return zxcvbn;
}

/**
 * Why a new password is refused, or undefined when it is fine: shorter than 8 characters, or zxcvbn scores it
 * below 2 (common and breached-style passwords, keyboard rows, sequences, repeats, dates, the person's own
 * name, e-mail or phone).
 */
export async function passwordProblem(password: string, userInputs: (string | null | undefined)[] = []): Promise<string | undefined> {
  if (password.length < PASSWORD_MIN_LENGTH) return passwordMessages.tooShort;
  const inputs = userInputs
    .filter((input): input is string => typeof input === 'string' && input.length > 0)
    .flatMap((input) => [input, ...input.split(/[@.\s_-]+/).filter((part) => part.length >= 3)]);
  // zxcvbn's cost grows with length; past 100 characters a password is not guessable by length alone.
  const result = (await checker()).check(password.slice(0, 100), inputs);
  if (result.score >= PASSWORD_MIN_SCORE) return undefined;
  return passwordMessages.tooWeak(result.feedback.warning ? WEAKNESS[result.feedback.warning] : undefined);
}

/** Throws 400 with the reason when a new password is too short or too easy to guess. */
export async function assertStrongPassword(password: string, userInputs: (string | null | undefined)[] = []): Promise<void> {
  const problem = await passwordProblem(password, userInputs);
  if (problem) throw badRequest(problem);
}
