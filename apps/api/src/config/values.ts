import * as v from 'valibot';

/** Value schemas the environment's variables share (src/config/env.ts `ENV_SCHEMA`). */

export const origin = v.pipe(
  v.string(),
  v.url('must be a URL'),
  v.check((value) => new URL(value).origin === value, 'must be an origin like https://example.com'),
);

export const positiveInteger = v.pipe(
  v.string(),
  v.regex(/^\d+$/, 'must be a whole number'),
  v.transform(Number),
  v.minValue(1, 'must be at least 1'),
);

/** A comma-separated list, each item trimmed, empty items dropped. */
export const commaList = v.transform((value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean),
);

/** `true` or `false`; unset is false. */
export const flag = v.pipe(
  v.picklist(['true', 'false'], 'must be true or false'),
  v.transform((value) => value === 'true'),
);

/** Fastify's `trustProxy` option. */
export type TrustProxy = boolean | string | ((address: string, hop: number) => boolean);

/**
 * TRUST_PROXY's text as Fastify's option: `true`/`false`; a number of proxy hops in front of
 * the server (the client is the address that many hops back in `X-Forwarded-For`); or a
 * comma-separated list of proxy addresses/CIDRs (the client is the nearest address not on it).
 */
export function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true' || value === 'false') return value === 'true';
  if (!/^\d+$/.test(value)) return value;
  const hops = Number(value);
  return (_address, hop) => hop < hops;
}
