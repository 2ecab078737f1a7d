import { CircleAlert } from 'lucide-react';
import { useLayoutEffect, useRef } from 'react';
import { cx } from '../../lib/cx.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { useFieldIds } from '../Field/Field.tsx';
import * as styles from './RadioGroup.css.ts';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

export interface RadioOption {
  value: string;
  label: string;
  /** A line of help under this option's label, announced with it. */
  hint?: string;
  disabled?: boolean;
}

export interface RadioGroupProps {
  /** Visible question the options answer, also the group's accessible name. */
  legend: string;
  options: readonly RadioOption[];
  /**
   * Form field name: inside a `<form>` the chosen option submits its value under it. The
   * browser groups radio buttons by name, so without one the group gets a generated name.
   */
  name?: string;
  /** Chosen value (controlled). */
  value?: string;
  /** Value chosen at first (uncontrolled). */
  defaultValue?: string;
  /**
   * Called with the value the visitor chooses, and once the page runs if they chose in the
   * prerendered page before it hydrated.
   */
  onValueChange?: (value: string) => void;
  /**
   * `horizontal` lines short options up in a row (wrapping on narrow screens).
   * @default 'vertical'
   */
  orientation?: RadioGroupOrientation;
  /** Help under the legend, announced with the group. */
  hint?: string;
  /** Error message: marks the group invalid and is announced with it. */
  error?: string;
  /** The browser refuses to submit the form until an option is chosen. */
  required?: boolean;
  disabled?: boolean;
  /** Overrides the generated id (the base of the option ids). */
  id?: string;
  className?: string;
}

/**
 * One choice from a few options in a `<fieldset>` whose `<legend>` names it. Each option is a
 * native radio button, so the browser gives the group its keyboard behaviour (Tab enters at
 * the chosen option, arrow keys move and choose) and submits it with its form, before the page
 * hydrates and without JavaScript too. The radio covers a drawn circle of the same size.
 */
export function RadioGroup({
  legend,
  options,
  name,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  hint,
  error,
  required,
  disabled,
  id,
  className,
}: RadioGroupProps) {
  const ids = useFieldIds({ id, hint, error });
  const legendId = `${ids.controlId}-legend`;
  const group = useRef<HTMLFieldSetElement>(null);
  const controlled = value !== undefined;
  const initial = useRef(controlled ? value : defaultValue);

  // Chosen in the prerendered page before it hydrated: React keeps the radios as the visitor
  // left them, so tell the parent, whose state still holds the first value.
  useLayoutEffect(() => {
    const chosen = group.current?.querySelector<HTMLInputElement>('input:checked');
    if (chosen && chosen.value !== initial.current) onValueChange?.(chosen.value);
    // Once, on mount: later choices arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <fieldset
      ref={group}
      id={ids.controlId}
      role="radiogroup"
      aria-labelledby={legendId}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
      aria-required={required || undefined}
      disabled={disabled}
      className={cx(styles.root, className)}
    >
      <legend id={legendId} className={styles.legend}>
        {legend}
        {required ? (
          <span className={styles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {hint ? (
        <p id={ids.hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.options({ orientation })}>
        {options.map((option) => {
          const optionId = `${ids.controlId}-${option.value}`;
          const hintId = option.hint ? `${optionId}-hint` : undefined;
          return (
            <div key={option.value} className={styles.option}>
              <span className={styles.control}>
                <input
                  type="radio"
                  id={optionId}
                  name={name ?? ids.controlId}
                  value={option.value}
                  {...(controlled
                    ? { checked: option.value === value }
                    : { defaultChecked: option.value === defaultValue })}
                  onChange={(event) => {
                    if (event.currentTarget.checked) onValueChange?.(option.value);
                  }}
                  required={required}
                  disabled={option.disabled}
                  aria-describedby={hintId}
                  className={styles.input}
                />
                <span className={styles.radio} aria-hidden="true">
                  <span className={styles.dot} />
                </span>
              </span>
              <div className={styles.optionText}>
                <label htmlFor={optionId} className={styles.optionLabel}>
                  {option.label}
                </label>
                {option.hint ? (
                  <p id={hintId} className={fieldStyles.hint}>
                    {option.hint}
                  </p>
                ) : null}
              </div>
            </div>
          );
        })}
      </div>
      {error ? (
        <p id={ids.errorId} className={fieldStyles.error}>
          <CircleAlert className={fieldStyles.errorIcon} aria-hidden="true" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
