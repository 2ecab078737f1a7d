import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Button.css.ts';

export const buttonVariants = ['primary', 'secondary', 'ghost', 'danger'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];

export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonStyleProps {
  /**
   * Emphasis: one `primary` action per view; `danger` for destructive ones.
   * @default 'primary'
   */
  variant?: ButtonVariant;
  /**
   * `medium` and `large` meet the 44 px touch target.
   * @default 'medium'
   */
  size?: ButtonSize;
  /** Stretch to the width of the container. */
  fullWidth?: boolean;
}

/**
 * Class names of the button look, for elements that are not a `<button>`: router links,
 * `<summary>`, labels. `buttonClassName({ variant: 'secondary', size: 'large' })`.
 */
export const buttonClassName: (options?: ButtonStyleProps) => string = styles.root;

export interface ButtonProps extends ComponentPropsWithRef<'button'>, ButtonStyleProps {
  /**
   * An action is running: the button is disabled, marked `aria-busy`, and shows a spinner
   * and `pendingLabel` in place of its content.
   */
  pending?: boolean;
  /** Label while pending, e.g. "Sending…". Defaults to the button's own content. */
  pendingLabel?: string;
  /** A decorative icon before the label (hidden from assistive technology). */
  iconStart?: ReactNode;
}

export function Button({
  variant,
  size,
  fullWidth,
  pending = false,
  pendingLabel,
  iconStart,
  disabled,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button
      {...rest}
      // Default to "button": a bare <button> inside a form would submit it.
      type={type}
      className={cx(buttonClassName({ variant, size, fullWidth }), className)}
      disabled={disabled || pending}
      aria-busy={pending || undefined}
    >
      {pending ? (
        <>
          <span className={styles.spinner} aria-hidden="true" />
          {pendingLabel ?? children}
        </>
      ) : (
        <>
          {iconStart ? <Icon>{iconStart}</Icon> : null}
          {children}
        </>
      )}
    </button>
  );
}

export interface ButtonLinkProps extends ComponentPropsWithRef<'a'>, ButtonStyleProps {
  /** A decorative icon before the label (hidden from assistive technology). */
  iconStart?: ReactNode;
}

/** A link that looks like a button: it navigates, so it renders an `<a>`. */
export function ButtonLink({
  variant,
  size,
  fullWidth,
  iconStart,
  className,
  children,
  ...rest
}: ButtonLinkProps) {
  return (
    <a {...rest} className={cx(buttonClassName({ variant, size, fullWidth }), className)}>
      {iconStart ? <Icon>{iconStart}</Icon> : null}
      {children}
    </a>
  );
}

function Icon({ children }: { children: ReactNode }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      {children}
    </span>
  );
}
