import { CheckIcon } from 'lucide-react';
import * as styles from './FeatureList.css.ts';

export interface FeatureListProps {
  items: readonly string[];
  /** Id of a heading naming the list, if one is shown. */
  labelledBy?: string;
  className?: string;
  /** `en` when the items are catalog text, which exists in English only (`dir="ltr"` with it). */
  lang?: string;
}

/** A ticked list of what a service, voucher or trip includes. */
export function FeatureList({ items, labelledBy, className, lang }: FeatureListProps) {
  return (
    <ul
      className={className ? `${styles.list} ${className}` : styles.list}
      aria-labelledby={labelledBy}
      lang={lang}
      dir={lang ? 'ltr' : undefined}
    >
      {items.map((item) => (
        <li key={item} className={styles.item}>
          <CheckIcon aria-hidden="true" focusable="false" className={styles.check} />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}
