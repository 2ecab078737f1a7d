import { CircleAlert, CircleCheck, Info, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Notice.css.ts';

export const noticeTones = ['success', 'danger', 'info'] as const;
export type NoticeTone = (typeof noticeTones)[number];

export interface NoticeProps {
  tone: NoticeTone;
  title: string;
  children?: ReactNode;
  className?: string;
}

const icons: Record<NoticeTone, LucideIcon> = {
  success: CircleCheck,
  danger: CircleAlert,
  info: Info,
};

/**
 * A message about the outcome of an action. `danger` is an `alert` (announced at once);
 * `success` and `info` are a polite `status`. Render it when the outcome is known, so the
 * insertion is what gets announced.
 */
export function Notice({ tone, title, children, className }: NoticeProps) {
  const Icon = icons[tone];
  return (
    <div
      role={tone === 'danger' ? 'alert' : 'status'}
      className={cx(styles.root({ tone }), className)}
    >
      <Icon className={styles.icon} aria-hidden="true" />
      <div className={styles.content}>
        <p className={styles.title}>{title}</p>
        {children ? <div className={styles.body}>{children}</div> : null}
      </div>
    </div>
  );
}
