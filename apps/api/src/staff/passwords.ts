import { hash, verify } from '@node-rs/argon2';
import { STAFF_PASSWORD_MIN } from '@travel/schemas';

/** argon2id (the package's default algorithm) with OWASP's second recommended profile. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const PASSWORD_TOO_SHORT = `A password has at least ${STAFF_PASSWORD_MIN} characters.`;

/** Refuses passwords that are too short; the message is for the person typing it. */
export function checkPassword(password: string): string | null {
  return [...password].length < STAFF_PASSWORD_MIN ? PASSWORD_TOO_SHORT : null;
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
