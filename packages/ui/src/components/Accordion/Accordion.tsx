import { ChevronDown } from 'lucide-react';
import { Accordion as AccordionPrimitive } from 'radix-ui';
import { createContext, useContext, type ReactNode } from 'react';
import { cx } from '../../lib/cx.ts';
import * as styles from './Accordion.css.ts';

export const accordionHeadingLevels = [2, 3, 4, 5, 6] as const;
export type AccordionHeadingLevel = (typeof accordionHeadingLevels)[number];

export interface AccordionItemData {
  /** Unique within the accordion; what `value` and `onValueChange` speak in. */
  value: string;
  title: ReactNode;
  content: ReactNode;
  disabled?: boolean;
}

const HeadingLevel = createContext<AccordionHeadingLevel>(3);

export interface AccordionProps {
  /** The sections, as data. Or compose `AccordionItem` children instead. */
  items?: readonly AccordionItemData[];
  /** `AccordionItem` elements, when not using `items`. */
  children?: ReactNode;
  /** Open sections (controlled). */
  value?: string[];
  /** Sections open at first (uncontrolled). */
  defaultValue?: string[];
  onValueChange?: (value: string[]) => void;
  /**
   * Level of each section's heading, so it fits the page outline.
   * @default 3
   */
  headingLevel?: AccordionHeadingLevel;
  className?: string;
}

/**
 * Sections that expand and collapse (Radix Accordion). Several can be open at once; each
 * title is a button inside a heading, and arrow keys, Home and End move between titles.
 * Closed sections stay in the markup, hidden, so prerendered pages carry all their text and
 * show it open to visitors without JavaScript.
 */
export function Accordion({
  items,
  children,
  value,
  defaultValue,
  onValueChange,
  headingLevel = 3,
  className,
}: AccordionProps) {
  return (
    <HeadingLevel value={headingLevel}>
      <AccordionPrimitive.Root
        type="multiple"
        value={value}
        defaultValue={defaultValue}
        onValueChange={onValueChange}
        className={cx(styles.root, className)}
      >
        {items?.map((item) => (
          <AccordionItem
            key={item.value}
            value={item.value}
            title={item.title}
            disabled={item.disabled}
          >
            {item.content}
          </AccordionItem>
        ))}
        {children}
      </AccordionPrimitive.Root>
    </HeadingLevel>
  );
}

export interface AccordionItemProps {
  value: string;
  /** The always-visible title, the button that opens and closes the section. */
  title: ReactNode;
  children: ReactNode;
  disabled?: boolean;
  className?: string;
}

/** One section of an `Accordion`. */
export function AccordionItem({ value, title, children, disabled, className }: AccordionItemProps) {
  const Heading = `h${useContext(HeadingLevel)}` as const;
  return (
    <AccordionPrimitive.Item
      value={value}
      disabled={disabled}
      className={cx(styles.item, className)}
    >
      <AccordionPrimitive.Header asChild>
        <Heading className={styles.header}>
          <AccordionPrimitive.Trigger className={styles.trigger}>
            {title}
            <ChevronDown className={styles.chevron} aria-hidden="true" />
          </AccordionPrimitive.Trigger>
        </Heading>
      </AccordionPrimitive.Header>
      {/* Always mounted: closed sections are hidden by CSS (see Accordion.css.ts). Not a
          `region` landmark: a page of several accordions (the FAQ has dozens of sections)
          would drown its landmarks, so the panel is a plain block its trigger controls. */}
      <AccordionPrimitive.Content
        forceMount
        role={undefined}
        aria-labelledby={undefined}
        className={styles.content}
      >
        <div className={styles.contentInner}>{children}</div>
      </AccordionPrimitive.Content>
    </AccordionPrimitive.Item>
  );
}
