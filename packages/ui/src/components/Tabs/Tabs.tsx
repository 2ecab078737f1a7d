import { Tabs as TabsPrimitive } from 'radix-ui';
import type { ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Tabs.css.ts';

export interface TabItem {
  /** Unique within the tabs; what `value` and `onValueChange` speak in. */
  value: string;
  label: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Selected tab (controlled). */
  value?: string;
  /** Tab selected at first (uncontrolled); defaults to the first item. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Accessible name of the tab list, e.g. "Trip details". */
  label?: string;
  className?: string;
}

/**
 * Panels of related content, one visible at a time (Radix Tabs). Arrow keys move between tabs
 * and select them; Tab moves on into the panel.
 */
export function Tabs({
  items,
  value,
  defaultValue = items[0]?.value,
  onValueChange,
  label,
  className,
}: TabsProps) {
  return (
    <TabsPrimitive.Root
      value={value}
      defaultValue={defaultValue}
      onValueChange={onValueChange}
      className={cx(styles.root, className)}
    >
      <TabsPrimitive.List className={styles.list} aria-label={label}>
        {items.map((item) => (
          <TabsPrimitive.Trigger
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.trigger}
          >
            {item.label}
          </TabsPrimitive.Trigger>
        ))}
      </TabsPrimitive.List>
      {items.map((item) => (
        <TabsPrimitive.Content key={item.value} value={item.value} className={styles.panel}>
          {item.content}
        </TabsPrimitive.Content>
      ))}
    </TabsPrimitive.Root>
  );
}
