import type { ChangeEventHandler, FocusEventHandler, Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldTextProps } from '../Field/Field.tsx';
import { Select, type SelectOption } from '../Select/Select.tsx';

export type { SelectOption };

export interface SelectFieldProps extends FieldTextProps {
  name: string;
  options: readonly SelectOption[];
  /** Text of an empty first option, e.g. "Choose one". A required field rejects it. */
  placeholder?: string;
  /** Overrides the generated id of the control. */
  id?: string;
  autoComplete?: SelectHTMLAttributes<HTMLSelectElement>['autoComplete'];
  defaultValue?: string;
  value?: string;
  onChange?: ChangeEventHandler<HTMLSelectElement>;
  onBlur?: FocusEventHandler<HTMLSelectElement>;
  disabled?: boolean;
  /** Class of the field's outer box (label, control and messages). */
  className?: string;
  ref?: Ref<HTMLSelectElement>;
}

/** A `Field` around a `Select`: a labelled native `<select>` in one element. */
export function SelectField({
  label,
  hint,
  error,
  required,
  id,
  className,
  ...control
}: SelectFieldProps) {
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      <Select {...control} />
    </Field>
  );
}
