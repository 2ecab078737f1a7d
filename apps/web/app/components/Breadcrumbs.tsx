import { ChevronRight } from 'lucide-react';
import { Link } from '../lib/localized.tsx';
import * as styles from './Breadcrumbs.css.ts';

export interface Crumb {
  name: string;
  /** Path of the page; the last crumb, the current page, has none. */
  path?: string;
  /** `en` for a catalog name, which exists in English only. */
  lang?: string;
}

/**
 * The trail above a page title, matching the BreadcrumbList JSON-LD of the page. Used by the
 * legal pages, the site map and the destination pages.
 */
export function Breadcrumbs({ label, items }: { label: string; items: readonly Crumb[] }) {
  return (
    <nav aria-label={label} className={styles.root}>
      <ol className={styles.list}>
        {items.map((item, index) => (
          <li key={item.path ?? item.name} className={styles.item}>
            {index > 0 ? <ChevronRight className={styles.separator} aria-hidden="true" /> : null}
            {item.path ? (
              <Link to={item.path} className={styles.link}>
                {item.name}
              </Link>
            ) : (
              <span
                aria-current="page"
                className={styles.current}
                lang={item.lang}
                dir={item.lang ? 'ltr' : undefined}
              >
                {item.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
