import { Search, X } from 'lucide-react';
import {
  useRef,
  useState,
  type InputHTMLAttributes,
  type KeyboardEventHandler,
  type Ref,
} from 'react';
import { cx } from '../../lib/cx.ts';
import * as fieldStyles from '../Field/Field.css.ts';
import { useFieldIds } from '../Field/Field.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './SearchBox.css.ts';

export interface SearchBoxProps {
  /** Label of the search field, e.g. "Search destinations". */
  label: string;
  /** Keep the label for screen readers only, when the context makes it obvious. */
  labelHidden?: boolean;
  /** Accessible name of the clear button, e.g. "Clear search". */
  clearLabel: string;
  /** Current text (controlled). */
  value?: string;
  /** Text at first (uncontrolled). */
  defaultValue?: string;
  /** Called on every change, with '' when cleared. */
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Form field name, e.g. "q". */
  name?: string;
  /** Help under the label, announced with the field. */
  hint?: string;
  autoComplete?: InputHTMLAttributes<HTMLInputElement>['autoComplete'];
  onKeyDown?: KeyboardEventHandler<HTMLInputElement>;
  disabled?: boolean;
  /** Overrides the generated id of the input. */
  id?: string;
  /** Class of the outer box (label, field and hint). */
  className?: string;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled `type="search"` field with a search icon and a clear button. Clearing empties the
 * field and puts focus back in it; so does Escape.
 */
export function SearchBox({
  label,
  labelHidden = false,
  clearLabel,
  value,
  defaultValue = '',
  onValueChange,
  hint,
  onKeyDown,
  id,
  className,
  ref,
  ...input
}: SearchBoxProps) {
  const ids = useFieldIds({ id, hint });
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [uncontrolled, setUncontrolled] = useState(defaultValue);
  const text = value ?? uncontrolled;

  const change = (next: string) => {
    setUncontrolled(next);
    onValueChange?.(next);
  };

  const labelElement = (
    <label htmlFor={ids.controlId} className={fieldStyles.label}>
      {label}
    </label>
  );

  return (
    <div className={cx(styles.root, className)}>
      {labelHidden ? <VisuallyHidden>{labelElement}</VisuallyHidden> : labelElement}
      {hint ? (
        <p id={ids.hintId} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={styles.box}>
        <Search className={styles.searchIcon} aria-hidden="true" />
        <input
          {...input}
          ref={(element) => {
            inputRef.current = element;
            if (typeof ref === 'function') return ref(element);
            if (ref) ref.current = element;
          }}
          id={ids.controlId}
          type="search"
          value={text}
          onChange={(event) => change(event.target.value)}
          onKeyDown={(event) => {
            onKeyDown?.(event);
            // Escape empties a filled field in every browser, not only those that do it
            // natively. Handled, it does not also close a Sheet or Dialog around the field;
            // the next Escape, on the empty field, does.
            if (event.key === 'Escape' && text && !event.defaultPrevented) {
              event.preventDefault();
              change('');
            }
          }}
          aria-describedby={ids.describedBy}
          className={styles.input}
        />
        {text && !input.disabled ? (
          <button
            type="button"
            className={styles.clear}
            aria-label={clearLabel}
            onClick={() => {
              change('');
              // The button disappears with the text: focus goes back to the field.
              inputRef.current?.focus();
            }}
          >
            <X className={styles.clearIcon} aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </div>
  );
}
