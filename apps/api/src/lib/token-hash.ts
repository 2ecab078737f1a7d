import { createHash } from 'node:crypto';

/**
 * What is stored of a secret that travels in a link or a cookie: its SHA-256 (hex). The secret
 * has 256 random bits, so no salt or slow hash is needed, and a copy of the database (a backup)
 * holds nothing that works as a link.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
