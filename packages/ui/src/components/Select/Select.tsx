import { ChevronDown } from 'lucide-react';
import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import { useFieldControl, type FieldControlProps } from '../Field/fieldControl.ts';
import * as styles from './Select.css.ts';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps
  extends
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'multiple' | 'size' | 'children' | keyof FieldControlProps
    >,
    FieldControlProps {
  /** The choices, in order. `children` (`<option>`/`<optgroup>`) may follow them. */
  options?: readonly SelectOption[];
  /** Text of an empty first option, e.g. "Choose one". A required select rejects it. */
  placeholder?: string;
  children?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A bare native `<select>` with the site's box and a chevron: the platform's own picker keeps
 * it usable by keyboard, touch and screen readers. Inside a `Field` it takes the Field's id,
 * hint, error and required state; alone it needs an accessible name.
 */
export function Select({
  options = [],
  placeholder,
  children,
  id,
  required,
  invalid,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  className,
  ref,
  ...rest
}: SelectProps) {
  const wiring = useFieldControl({
    id,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  return (
    <div className={styles.wrapper}>
      <select {...rest} {...wiring} ref={ref} className={cx(styles.root, className)}>
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
        {children}
      </select>
      <ChevronDown className={styles.chevron} aria-hidden="true" />
    </div>
  );
}
