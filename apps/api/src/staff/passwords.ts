import { hash, verify } from '@node-rs/argon2';
import { STAFF_PASSWORD_MIN } from '@travel/schemas';
import { dictionary } from '@zxcvbn-ts/language-common';

/** argon2id (the package's default algorithm) with OWASP's second recommended profile. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_TOO_SHORT = `A password has at least ${STAFF_PASSWORD_MIN} characters.`;

export const PASSWORD_TOO_COMMON =
  'That password is one of the most common ones (or built from one): choose another.';
export const PASSWORD_IS_EMAIL = "A password must not be the account's e-mail address.";

let common: Set<string> | null = null;
/** The most common passwords (about 49,000, from zxcvbn-ts's maintained list), lower case. */
function commonPasswords(): Set<string> {
  return (common ??= new Set(dictionary['passwords-common'].map((word) => word.toLowerCase())));
}

/** The password's words without the digits and symbols around them (`Dragon2024!` → `dragon`). */
const core = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** `monkeymonkey` → `monkey`: a word typed again and again is no stronger than the word. */
function repeated(text: string): string {
  const match = /^(.+?)\1+$/u.exec(text);
  return match?.[1] ?? text;
}

/**
 * Refuses passwords that are too short, among the most common (also with digits or symbols
 * around them, or repeated), or the account's own e-mail address (or its name part); the
 * message is for the person typing it.
 */
export function checkPassword(password: string, email?: string): string | null {
  if ([...password].length < STAFF_PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  const lower = password.trim().toLowerCase();
  if (email) {
    const address = email.trim().toLowerCase();
    const local = address.split('@')[0] ?? '';
    if (lower.includes(address) || (local.length >= 3 && [lower, core(lower)].includes(local))) {
      return PASSWORD_IS_EMAIL;
    }
  }
  const list = commonPasswords();
  const candidates = [lower, core(lower), repeated(lower), repeated(core(lower))];
  return candidates.some((candidate) => candidate !== '' && list.has(candidate))
    ? PASSWORD_TOO_COMMON
    : null;
}

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummy: Promise<string> | null = null;

/**
 * Checks `password` against `stored`; with no stored hash (unknown address), checks it
 * against a hash made for the purpose, so that the answer takes as long either way.
 */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (stored === null) {
    dummy ??= hashPassword(`dummy-${Math.random()}`);
    await verify(await dummy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}
