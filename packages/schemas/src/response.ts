import * as v from 'valibot';

export const FieldErrorSchema = v.object({
  field: v.string(),
  message: v.string(),
});

/** What every form endpoint answers (spec §7: `success` and `message`). */
export const ApiResultSchema = v.object({
  success: v.boolean(),
  /** A sentence for the visitor. */
  message: v.string(),
  /** With 400: one entry per invalid field. */
  errors: v.optional(v.array(FieldErrorSchema)),
});
export type ApiResult = v.InferOutput<typeof ApiResultSchema>;

/** GET /healthz and /readyz. */
export const HealthStatusSchema = v.object({
  status: v.picklist(['ok', 'unavailable']),
  message: v.optional(v.string()),
});
export type HealthStatus = v.InferOutput<typeof HealthStatusSchema>;
