import { createContext, useContext, type AriaAttributes } from 'react';

/** What a `Field` tells the control inside it, so the control needs no ids of its own. */
export interface FieldControlContext {
  controlId: string;
  /** Hint and error ids, for `aria-describedby`. */
  describedBy: string | undefined;
  invalid: boolean;
  required: boolean | undefined;
}

export const FieldContext = createContext<FieldControlContext | null>(null);

/** The wiring props a bare control (Input, Textarea, Select) accepts. */
export interface FieldControlProps {
  id?: string;
  required?: boolean;
  /** Marks the control invalid (`aria-invalid`) without a Field's error message. */
  invalid?: boolean;
  'aria-describedby'?: string;
  'aria-invalid'?: AriaAttributes['aria-invalid'];
}

/**
 * The id, `required`, `aria-describedby` and `aria-invalid` a control renders with: its own,
 * merged with those of the Field around it (the Field's id wins, so its label stays linked).
 */
export function useFieldControl({
  id,
  required,
  invalid,
  'aria-describedby': describedBy,
  'aria-invalid': ariaInvalid,
}: FieldControlProps) {
  const field = useContext(FieldContext);
  const descriptions = [field?.describedBy, describedBy].filter(Boolean).join(' ');
  return {
    id: field?.controlId ?? id,
    required: required ?? field?.required,
    'aria-describedby': descriptions || undefined,
    'aria-invalid': ariaInvalid ?? (invalid || field?.invalid ? true : undefined),
  };
}
