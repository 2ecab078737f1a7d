import { Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import * as styles from './scripting.css.ts';

/**
 * Stands in for a list page's search and filters when JavaScript is off: the prerendered page
 * cannot filter, so rather than controls that seem to do nothing it says why, and that the full
 * list follows. A plain note (not a live region): it describes the page as it loads.
 */
export function FiltersNeedScript({ className }: { className?: string }) {
  const { t } = useTranslation('common');
  return (
    <div
      role="note"
      className={[styles.withoutScript, styles.note, className].filter(Boolean).join(' ')}
    >
      <Info className={styles.noteIcon} aria-hidden="true" />
      <div>
        <p className={styles.noteTitle}>{t('noScript.filtersTitle')}</p>
        <p>{t('noScript.filtersBody')}</p>
      </div>
    </div>
  );
}
