import { Check } from 'lucide-react';
import { Toggle } from 'radix-ui';
import { useId, useState, type ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './ChipGroup.css.ts';

export interface ChipOption {
  value: string;
  label: string;
  /** How many results the filter leaves, shown after the label. */
  count?: number;
}

export interface ChipGroupProps {
  options: readonly ChipOption[];
  /** Selected option (controlled). */
  value?: string;
  /** Option selected at first (uncontrolled); defaults to the first option. */
  defaultValue?: string;
  /** Called with the newly selected option; never with nothing. */
  onValueChange?: (value: string) => void;
  /** Accessible name of the group, e.g. "Filter by region". */
  label: string;
  disabled?: boolean;
  className?: string;
}

/**
 * Filter chips: pick exactly one option. Each chip is a native radio button, so the browser
 * gives the group its keyboard behaviour (one tab stop, arrow keys move and select) with no
 * script of its own. There is always an option in force (add an "All" option for no filter).
 */
export function ChipGroup({
  options,
  value,
  defaultValue = options[0]?.value,
  onValueChange,
  label,
  disabled,
  className,
}: ChipGroupProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const selected = value ?? uncontrolled ?? '';
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-disabled={disabled || undefined}
      className={cx(styles.group, className)}
    >
      {options.map((option) => {
        const checked = option.value === selected;
        return (
          <label
            key={option.value}
            className={styles.chip}
            data-state={checked ? 'on' : 'off'}
            data-disabled={disabled ? '' : undefined}
          >
            <input
              type="radio"
              className={styles.input}
              name={name}
              value={option.value}
              checked={checked}
              disabled={disabled}
              onChange={() => {
                setUncontrolled(option.value);
                onValueChange?.(option.value);
              }}
            />
            <ChipContent pressed={checked} count={option.count}>
              {option.label}
            </ChipContent>
          </label>
        );
      })}
    </div>
  );
}

export interface ChipProps {
  /** Pressed state (controlled). */
  pressed?: boolean;
  /** Pressed at first (uncontrolled). */
  defaultPressed?: boolean;
  onPressedChange?: (pressed: boolean) => void;
  /** How many results the filter leaves, shown after the label. */
  count?: number;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** One chip that toggles on and off by itself (Radix Toggle, `aria-pressed`). */
export function Chip({
  pressed,
  defaultPressed = false,
  onPressedChange,
  count,
  disabled,
  className,
  children,
}: ChipProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultPressed);
  const isPressed = pressed ?? uncontrolled;
  return (
    <Toggle.Root
      pressed={isPressed}
      onPressedChange={(next) => {
        setUncontrolled(next);
        onPressedChange?.(next);
      }}
      disabled={disabled}
      className={cx(styles.chip, className)}
    >
      <ChipContent pressed={isPressed} count={count}>
        {children}
      </ChipContent>
    </Toggle.Root>
  );
}

function ChipContent({
  pressed,
  count,
  children,
}: {
  pressed: boolean;
  count: number | undefined;
  children: ReactNode;
}) {
  return (
    <>
      {pressed ? <Check className={styles.check} aria-hidden="true" /> : null}
      {children}
      {count === undefined ? null : (
        // "Europe (12)": the parentheses keep the number apart from the label when read aloud.
        <>
          {' '}
          <span className={styles.count}>({count})</span>
        </>
      )}
    </>
  );
}
