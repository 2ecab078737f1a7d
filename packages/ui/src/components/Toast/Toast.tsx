import { X } from 'lucide-react';
import { Toast as ToastPrimitive } from 'radix-ui';
import * as styles from './Toast.css.ts';
import {
  dismissToast,
  toastDuration,
  toastSwipeDirection,
  toastSwipeThreshold,
  useToasts,
  type ToastOptions,
} from './toastStore.ts';

export interface ToastProps extends ToastOptions {
  /** Accessible name of the close (X) button. */
  closeLabel: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * One toast (Radix Toast): title, optional description and a close button. `Toaster` renders
 * these from `toast()`; render one yourself only inside a `Toaster`.
 */
export function Toast({
  title,
  description,
  variant = 'default',
  duration,
  closeLabel,
  open,
  onOpenChange,
}: ToastProps) {
  return (
    <ToastPrimitive.Root
      className={styles.root({ variant })}
      open={open}
      onOpenChange={onOpenChange}
      duration={duration}
      // Failures interrupt (assertive); confirmations wait their turn (polite).
      type={variant === 'destructive' ? 'foreground' : 'background'}
    >
      <div className={styles.text}>
        <ToastPrimitive.Title className={styles.title}>{title}</ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description className={styles.description}>
            {description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close className={styles.close} aria-label={closeLabel}>
        <X className={styles.closeIcon} aria-hidden="true" />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export interface ToasterProps {
  /** Name of the notifications region, e.g. "Notifications"; F8 moves focus to it. */
  label: string;
  /** Accessible name of each toast's close button, e.g. "Close". */
  closeLabel: string;
}

/**
 * Shows the toasts raised with `toast()`, one at a time, at the bottom inline-end corner
 * (full width on phones). Mount it once, near the root of the app.
 */
export function Toaster({ label, closeLabel }: ToasterProps) {
  const toasts = useToasts();
  return (
    <ToastPrimitive.Provider
      label={label}
      duration={toastDuration}
      swipeDirection={toastSwipeDirection}
      swipeThreshold={toastSwipeThreshold}
    >
      {toasts.map(({ id, open, ...options }) => (
        <Toast
          key={id}
          {...options}
          closeLabel={closeLabel}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        />
      ))}
      <ToastPrimitive.Viewport className={styles.viewport} label={`${label} ({hotkey})`} />
    </ToastPrimitive.Provider>
  );
}
