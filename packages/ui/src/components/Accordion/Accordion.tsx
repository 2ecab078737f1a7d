import { ChevronDown } from 'lucide-react';
import {
  createContext,
  useContext,
  useId,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
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

/** What the sections of one accordion share. */
interface AccordionState {
  headingLevel: AccordionHeadingLevel;
  open: readonly string[];
  toggle: (value: string) => void;
}

const AccordionContext = createContext<AccordionState>({
  headingLevel: 3,
  open: [],
  toggle: () => {},
});

/** The attribute that marks the titles of an accordion, for its arrow keys. */
const TRIGGER = 'data-accordion-trigger';

/**
 * Arrow Down and Up move to the next and previous title (wrapping), Home and End to the first
 * and last; disabled titles are skipped, and an accordion nested in a section keeps its own.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  const target = event.target as HTMLElement;
  if (!target.hasAttribute(TRIGGER)) return;
  const root = event.currentTarget;
  const triggers = [...root.querySelectorAll<HTMLButtonElement>(`[${TRIGGER}]`)].filter(
    (trigger) => !trigger.disabled && trigger.closest(`.${styles.root}`) === root,
  );
  const index = triggers.indexOf(target as HTMLButtonElement);
  const last = triggers.length - 1;
  const next = {
    ArrowDown: index === last ? 0 : index + 1,
    ArrowUp: index === 0 ? last : index - 1,
    Home: 0,
    End: last,
  }[event.key];
  if (next === undefined || index === -1) return;
  event.preventDefault();
  triggers[next]?.focus();
}

/**
 * Sections that expand and collapse, the WAI-ARIA accordion pattern: each title is a button
 * inside a heading, with `aria-expanded` and `aria-controls`; several sections can be open at
 * once; arrow keys, Home and End move between titles. Closed sections stay in the markup, so
 * prerendered pages carry all their text and show it open to visitors without JavaScript.
 *
 * Not Radix's Accordion, which this used to wrap: it measures every panel in a layout effect
 * when it mounts, so hydrating the FAQ's forty questions blocked a phone's main thread for
 * about 40 ms longer (160 ms under Lighthouse's throttling). Nothing here runs on mount.
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
  const [uncontrolled, setUncontrolled] = useState<readonly string[]>(defaultValue ?? []);
  const open = value ?? uncontrolled;
  const toggle = (item: string) => {
    const next = open.includes(item) ? open.filter((key) => key !== item) : [...open, item];
    if (value === undefined) setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <AccordionContext value={{ headingLevel, open, toggle }}>
      <div className={cx(styles.root, className)} onKeyDown={moveFocus}>
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
      </div>
    </AccordionContext>
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
  const { headingLevel, open, toggle } = useContext(AccordionContext);
  const Heading = `h${headingLevel}` as const;
  const panelId = useId();
  const state = open.includes(value) ? 'open' : 'closed';
  return (
    <div data-state={state} className={cx(styles.item, className)}>
      <Heading className={styles.header}>
        <button
          type="button"
          className={styles.trigger}
          aria-expanded={state === 'open'}
          aria-controls={panelId}
          data-state={state}
          disabled={disabled}
          onClick={() => toggle(value)}
          data-accordion-trigger=""
        >
          {title}
          <ChevronDown className={styles.chevron} aria-hidden="true" />
        </button>
      </Heading>
      {/* Always in the markup: closed sections are hidden by CSS (see Accordion.css.ts). Not
          a `region` landmark: a page of several accordions (the FAQ has dozens of sections)
          would drown its landmarks, so the panel is a plain block its title controls. */}
      <div id={panelId} data-state={state} className={styles.content}>
        <div className={styles.contentInner}>{children}</div>
      </div>
    </div>
  );
}
