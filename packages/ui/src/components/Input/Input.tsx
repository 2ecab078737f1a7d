import type { InputHTMLAttributes, Ref } from 'react';
import { cx } from '../../lib/cx.ts';
import { useFieldControl, type FieldControlProps } from '../Field/fieldControl.ts';
import * as styles from './Input.css.ts';

export const inputTypes = [
  'text',
  'email',
  'tel',
  'url',
  'password',
  'search',
  'number',
  'date',
] as const;
export type InputType = (typeof inputTypes)[number];

// Addresses and numbers read left to right even on Arabic pages; `auto` takes the direction
// from what is typed, so "name@example.com" is not shown as "example.com@name".
const directionNeutralTypes: ReadonlySet<InputType> = new Set(['email', 'tel', 'url', 'number']);

export interface InputProps
  extends
    Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'size' | keyof FieldControlProps>,
    FieldControlProps {
  /**
   * What the visitor types; also picks the mobile keyboard.
   * @default 'text'
   */
  type?: InputType;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A bare single-line text control. Inside a `Field` it takes the Field's id, hint, error and
 * required state; alone it needs an accessible name (`aria-label` or a label of your own).
 */
export function Input({
  type = 'text',
  id,
  required,
  invalid,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  dir,
  className,
  ref,
  ...rest
}: InputProps) {
  const wiring = useFieldControl({
    id,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  return (
    <input
      {...rest}
      {...wiring}
      ref={ref}
      type={type}
      dir={dir ?? (directionNeutralTypes.has(type) ? 'auto' : undefined)}
      className={cx(styles.root, className)}
    />
  );
}
