import { CircleAlert } from 'lucide-react';
import { useId, useMemo, type ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Field.css.ts';
import { FieldContext } from './fieldControl.ts';

/** The texts around a control: a visible label, an optional hint and error. */
export interface FieldTextProps {
  /** Visible label, also the control's accessible name. */
  label: string;
  /** Help shown under the label and announced with the control. */
  hint?: string;
  /** Error message: marks the control invalid and is announced with it. */
  error?: string;
  /**
   * Adds a visual `*` and makes the control inside `required` (the native attribute is what
   * assistive technology announces).
   */
  required?: boolean;
}

export interface FieldProps extends FieldTextProps {
  /** Id of the control; generated when absent. */
  id?: string;
  /** Class of the outer box (label, control and messages). */
  className?: string;
  /** One control: `Input`, `Textarea` or `Select` (or anything calling `useFieldControl`). */
  children: ReactNode;
}

export interface FieldIds {
  controlId: string;
  hintId: string | undefined;
  errorId: string | undefined;
  /** Value for the control's `aria-describedby`: hint and error ids, when present. */
  describedBy: string | undefined;
}

/** Ids linking a control to its label, hint and error. `id` overrides the generated one. */
export function useFieldIds({
  id,
  hint,
  error,
}: {
  id?: string;
  hint?: string;
  error?: string;
}): FieldIds {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/**
 * A form control with its label, hint, error and required marker, stacked. The control inside
 * (`Input`, `Textarea`, `Select`) picks up its id, `required`, `aria-describedby` and
 * `aria-invalid` from the Field, so the label names it and the hint and error are announced.
 */
export function Field({ label, hint, error, required, id, className, children }: FieldProps) {
  const ids = useFieldIds({ id, hint, error });
  const invalid = Boolean(error);
  const context = useMemo(
    () => ({ controlId: ids.controlId, describedBy: ids.describedBy, invalid, required }),
    [ids.controlId, ids.describedBy, invalid, required],
  );
  return (
    <div className={cx(styles.root, className)}>
      <label className={styles.label} htmlFor={ids.controlId}>
        {label}
        {required ? (
          <span className={styles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={ids.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldContext value={context}>{children}</FieldContext>
      {error ? (
        <p id={ids.errorId} className={styles.error}>
          <CircleAlert className={styles.errorIcon} aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </div>
  );
}
