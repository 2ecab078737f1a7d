import { X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import type { ReactElement, ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Dialog.css.ts';

/** What Dialog and Sheet share. */
export interface ModalProps {
  /**
   * The element that opens it, usually a `<button>` or `Button`; it receives the open state and
   * gets focus back on close. Leave it out only when `open` is controlled from elsewhere.
   */
  trigger?: ReactElement;
  /** Visible heading of the panel, also its accessible name. */
  title: string;
  /** A sentence under the title, announced with it. */
  description?: string;
  /** Accessible name of the close (X) button, e.g. "Close menu". */
  closeLabel: string;
  /** Controlled open state; pair with `onOpenChange`. */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called when the trigger, the close button, Escape or a click outside changes the state. */
  onOpenChange?: (open: boolean) => void;
  /** Class of the panel. */
  className?: string;
  children?: ReactNode;
}

export interface DialogProps extends ModalProps {
  /** Actions under the content, aligned to the inline end (e.g. Cancel and Confirm buttons). */
  footer?: ReactNode;
}

/**
 * A modal dialog in the middle of the screen (Radix Dialog): focus moves into it and stays
 * there, Escape and the close button close it, and focus returns to the trigger.
 */
export function Dialog({
  trigger,
  title,
  description,
  closeLabel,
  open,
  defaultOpen,
  onOpenChange,
  footer,
  className,
  children,
}: DialogProps) {
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={styles.overlay} />
        <DialogPrimitive.Content
          className={cx(styles.content, className)}
          {...descriptionProps(description)}
        >
          <ModalHeader title={title} description={description} closeLabel={closeLabel} />
          {children ? <div className={styles.body}>{children}</div> : null}
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/**
 * Closes the surrounding Dialog or Sheet when its child is clicked:
 * `<DialogClose asChild><Button variant="secondary">Keep booking</Button></DialogClose>`.
 */
export const DialogClose = DialogPrimitive.Close;

/**
 * Without a description, say so explicitly: Radix otherwise points `aria-describedby` at a
 * missing element and warns in the console.
 */
export function descriptionProps(description: string | undefined) {
  return description ? {} : { 'aria-describedby': undefined };
}

/** Title, optional description and the close button; shared with the Sheet. */
export function ModalHeader({
  title,
  description,
  closeLabel,
}: Pick<ModalProps, 'title' | 'description' | 'closeLabel'>) {
  return (
    <div className={styles.header}>
      <div className={styles.heading}>
        <DialogPrimitive.Title className={styles.title}>{title}</DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className={styles.description}>
            {description}
          </DialogPrimitive.Description>
        ) : null}
      </div>
      <DialogPrimitive.Close className={styles.closeButton} aria-label={closeLabel}>
        <X className={styles.closeIcon} aria-hidden="true" />
      </DialogPrimitive.Close>
    </div>
  );
}
