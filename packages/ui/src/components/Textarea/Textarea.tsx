import type { Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '../../lib/cx.ts';
import { useFieldControl, type FieldControlProps } from '../Field/fieldControl.ts';
import * as styles from './Textarea.css.ts';

export interface TextareaProps
  extends
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, keyof FieldControlProps>,
    FieldControlProps {
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * A bare multi-line text control that grows downwards only. Inside a `Field` it takes the
 * Field's id, hint, error and required state; alone it needs an accessible name.
 */
export function Textarea({
  id,
  required,
  invalid,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
  className,
  ref,
  ...rest
}: TextareaProps) {
  const wiring = useFieldControl({
    id,
    required,
    invalid,
    'aria-describedby': describedBy,
    'aria-invalid': ariaInvalid,
  });
  return <textarea {...rest} {...wiring} ref={ref} className={cx(styles.root, className)} />;
}
