import type { ChangeEventHandler, FocusEventHandler, InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldTextProps } from '../Field/Field.tsx';
import { Input, inputTypes, type InputType } from '../Input/Input.tsx';
import { Textarea } from '../Textarea/Textarea.tsx';

export const textFieldTypes = inputTypes;
export type TextFieldType = InputType;

type TextControl = HTMLInputElement | HTMLTextAreaElement;

export interface TextFieldProps extends FieldTextProps {
  /** Form field name; also what the browser autofills against. */
  name: string;
  /** Render a `<textarea>` instead of an `<input>`. */
  multiline?: boolean;
  /** Visible lines of a multiline field. */
  rows?: number;
  /**
   * Input type of a single-line field.
   * @default 'text'
   */
  type?: TextFieldType;
  /** Overrides the generated id of the control. */
  id?: string;
  placeholder?: string;
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  minLength?: number;
  defaultValue?: string;
  value?: string;
  onChange?: ChangeEventHandler<TextControl>;
  onBlur?: FocusEventHandler<TextControl>;
  disabled?: boolean;
  readOnly?: boolean;
  /** Class of the field's outer box (label, control and messages). */
  className?: string;
  ref?: Ref<TextControl>;
}

/**
 * A `Field` around an `Input` (or a `Textarea` when `multiline`): the usual labelled text
 * field in one element.
 */
export function TextField({
  label,
  hint,
  error,
  required,
  multiline = false,
  rows,
  type = 'text',
  id,
  className,
  ref,
  ...control
}: TextFieldProps) {
  // React only writes the element into the ref, so a ref typed for either control is safe
  // on the one rendered; TypeScript reads RefObject's `current` as readable too and objects.
  const controlRef = ref as Ref<HTMLInputElement & HTMLTextAreaElement> | undefined;
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      className={className}
    >
      {multiline ? (
        <Textarea {...control} ref={controlRef} rows={rows} />
      ) : (
        <Input {...control} ref={controlRef} type={type} />
      )}
    </Field>
  );
}
