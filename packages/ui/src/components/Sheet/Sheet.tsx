import { Dialog as DialogPrimitive } from 'radix-ui';
import { cx } from '../../lib/cx.ts';
import * as dialogStyles from '../Dialog/Dialog.css.ts';
import { descriptionProps, ModalHeader, type ModalProps } from '../Dialog/Dialog.tsx';
import * as styles from './Sheet.css.ts';

export type SheetProps = ModalProps;

/**
 * A full-height panel that slides in from the inline end (the right, or the left in Arabic),
 * e.g. the mobile menu. It is a modal Radix Dialog: focus is trapped inside, Escape and the
 * close button close it, and focus returns to the trigger.
 */
export function Sheet({
  trigger,
  title,
  description,
  closeLabel,
  open,
  defaultOpen,
  onOpenChange,
  className,
  children,
}: SheetProps) {
  return (
    <DialogPrimitive.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger> : null}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className={dialogStyles.overlay} />
        <DialogPrimitive.Content
          className={cx(styles.content, className)}
          {...descriptionProps(description)}
        >
          <ModalHeader title={title} description={description} closeLabel={closeLabel} />
          <div className={styles.body}>{children}</div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
