import * as v from 'valibot';

/** One invalid field, as the API reports it. */
export interface FieldError {
  /** Dot path of the field (`email`, `context.service`), or `body` for the body as a whole. */
  field: string;
  message: string;
}

export type ParseResult<T> =
  { success: true; output: T } | { success: false; errors: FieldError[] };

/** Turns valibot issues into one message per field (the first issue of each). */
export function toFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldError[] {
  const errors: FieldError[] = [];
  const seen = new Set<string>();
  for (const issue of issues) {
    const field = v.getDotPath(issue) ?? 'body';
    if (seen.has(field)) continue;
    seen.add(field);
    errors.push({ field, message: issue.message });
  }
  return errors;
}
