import { Accordion, AccordionItem } from '@travel/ui';
import type { ReactNode } from 'react';
import * as styles from './FaqList.css.ts';
import { englishAttrs, type LanguageMarks } from '../../lib/catalog-fallback.tsx';

export interface FaqListItem extends LanguageMarks {
  /** The key its open state is kept under. */
  key: string;
  question: string;
  answer: string;
  /** Shown under the question, always visible (the category of a search result). */
  note?: ReactNode;
}

export interface FaqListProps {
  items: readonly FaqListItem[];
  /** Open keys of the whole page; the list shows the ones that are its own. */
  openKeys: readonly string[];
  /** Called with this list's keys that are now open. */
  onOpenChange: (open: string[], own: readonly string[]) => void;
  headingLevel: 3 | 4;
}

/**
 * Questions that open to show their answers, several at once (the design system's accordion).
 * Every answer is in the prerendered HTML, and the page keeps its layout when it hydrates;
 * without JavaScript all answers show open.
 */
export function FaqList({ items, openKeys, onOpenChange, headingLevel }: FaqListProps) {
  const own = items.map((item) => item.key);
  return (
    <Accordion
      headingLevel={headingLevel}
      value={openKeys.filter((key) => own.includes(key))}
      onValueChange={(open) => onOpenChange(open, own)}
      className={styles.list}
    >
      {items.map((item) => (
        <AccordionItem
          key={item.key}
          value={item.key}
          title={
            <span className={styles.title}>
              <span {...englishAttrs(item, 'question')}>{item.question}</span>
              {item.note ? (
                <>
                  {' '}
                  <span className={styles.note}>{item.note}</span>
                </>
              ) : null}
            </span>
          }
        >
          <p className={styles.answer} {...englishAttrs(item, 'answer')}>
            {item.answer}
          </p>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
