import { Check, CircleAlert, Minus } from 'lucide-react';
import { useCallback, useLayoutEffect, useReducer, useRef, type ReactNode, type Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { useFieldIds } from '../Field/Field.tsx';
import * as styles from './Checkbox.css.ts';

export type CheckedState = boolean | 'indeterminate';

export interface CheckboxProps {
  /** Visible label, next to the box; clicking it toggles the box. */
  label: ReactNode;
  /** Help under the label, announced with the checkbox. */
  hint?: string;
  /** Error message: marks the checkbox invalid and is announced with it. */
  error?: string;
  /** Form field name: inside a `<form>` the checkbox submits `value` under it when checked. */
  name?: string;
  /**
   * Value submitted with the form when checked.
   * @default 'on'
   */
  value?: string;
  /** Checked state (controlled); `'indeterminate'` shows a dash. */
  checked?: CheckedState;
  /** Checked at first (uncontrolled). */
  defaultChecked?: CheckedState;
  /**
   * Called with the new state when the visitor toggles the box (a dashed box becomes checked),
   * and once the page runs if the box was toggled in the prerendered page before it.
   */
  onCheckedChange?: (checked: CheckedState) => void;
  required?: boolean;
  disabled?: boolean;
  /** Overrides the generated id of the checkbox. */
  id?: string;
  /** Class of the outer row. */
  className?: string;
  /** The native `<input type="checkbox">`. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled checkbox with optional hint and error: a native `<input type="checkbox">`, so it
 * toggles with Space, submits with its form and works before the page hydrates (or without
 * JavaScript). The input covers a drawn box of the same size, unseen: the box is the look, the
 * input what is clicked, focused and announced.
 */
export function Checkbox({
  label,
  hint,
  error,
  name,
  value,
  checked,
  defaultChecked,
  onCheckedChange,
  required,
  disabled,
  id,
  className,
  ref,
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error });
  const input = useRef<HTMLInputElement | null>(null);
  const controlled = checked !== undefined;
  const initial = useRef(controlled ? checked : defaultChecked);
  // A click on a dashed box clears the dash; if the parent keeps `'indeterminate'`, nothing
  // of ours would re-render to put it back.
  const [, rerender] = useReducer((count: number) => count + 1, 0);

  const setRefs = useCallback(
    (node: HTMLInputElement | null) => {
      input.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );

  // Toggled in the prerendered page before it hydrated: React keeps the box as the visitor left
  // it, so tell the parent. Otherwise an uncontrolled box shows the dash it starts with; from
  // then on the visitor owns it.
  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    if (box.checked !== (initial.current === true)) onCheckedChange?.(box.checked);
    else if (!controlled && initial.current === 'indeterminate') box.indeterminate = true;
    // Once, on mount: later changes arrive as change events.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // `indeterminate` is a DOM property with no HTML attribute: controlled, it follows `checked`.
  useLayoutEffect(() => {
    if (controlled && input.current) input.current.indeterminate = checked === 'indeterminate';
  });

  return (
    <div className={cx(styles.root, className)}>
      <span className={styles.control}>
        <input
          ref={setRefs}
          type="checkbox"
          id={ids.controlId}
          name={name}
          value={value}
          {...(controlled
            ? { checked: checked === true }
            : { defaultChecked: defaultChecked === true })}
          onChange={(event) => {
            onCheckedChange?.(event.currentTarget.checked);
            if (controlled) rerender();
          }}
          required={required}
          disabled={disabled}
          aria-describedby={ids.describedBy}
          aria-invalid={error ? true : undefined}
          className={styles.input}
        />
        <span className={styles.box} aria-hidden="true">
          <Check className={styles.checkIcon} />
          <Minus className={styles.dashIcon} />
        </span>
      </span>
      <div className={styles.text}>
        <label htmlFor={ids.controlId} className={styles.label}>
          {label}
          {required ? (
            <span className={styles.requiredMarker} aria-hidden="true">
              *
            </span>
          ) : null}
        </label>
        {hint ? (
          <p id={ids.hintId} className={fieldStyles.hint}>
            {hint}
          </p>
        ) : null}
        {error ? (
          <p id={ids.errorId} className={fieldStyles.error}>
            <CircleAlert className={fieldStyles.errorIcon} aria-hidden="true" />
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
