import * as v from 'valibot';

/**
 * How long the agency keeps what visitors send (leads), shared by the API, which deletes older
 * leads every day, and the web build, whose privacy page says how long they are kept. The API's
 * `EnvSchema` (apps/api/src/config.ts) includes this schema as its definition of the variable.
 */

/** An unsubscribed address's newsletter data is removed this many days after unsubscribing. */
export const UNSUBSCRIBED_RETENTION_DAYS = 30;

/** `LEAD_RETENTION_DAYS`: a whole number of days, or unset (leads are kept until deleted by hand). */
export const LeadRetentionDaysSchema = v.optional(
  v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'must be a whole number of days'),
    v.transform(Number),
    v.minValue(1, 'must be at least 1'),
    v.maxValue(36_500, 'must be at most 36500'),
    v.description(
      'Days a lead (an inquiry, contact message or flight request, with everything tied to it) is kept before the daily clean-up deletes it; the privacy page states it. Unset: leads are kept until deleted by hand.',
    ),
  ),
);

/**
 * The lead retention of an environment in days, or null for "kept until deleted by hand";
 * throws naming the variable when it is not a whole number of days.
 */
export function resolveLeadRetentionDays(
  env: Record<string, string | undefined> = {},
): number | null {
  const raw = env.LEAD_RETENTION_DAYS;
  const result = v.safeParse(LeadRetentionDaysSchema, raw === '' ? undefined : raw);
  if (!result.success) {
    throw new Error(`Invalid environment: LEAD_RETENTION_DAYS ${result.issues[0].message}`);
  }
  return result.output ?? null;
}
