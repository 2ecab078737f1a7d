import staffStrings from '@travel/i18n/en/staff.json';
import { i18n, registerEnglish } from '../../i18n.ts';
import { site } from '../../site.ts';

// The staff pages' strings (English only), registered by each staff route module at import:
// only the staff pages' chunks carry them, never a public page.
registerEnglish({ staff: staffStrings });

/** `<title>` and robots of a staff page: never indexed. */
export function staffMeta(title: string) {
  return [
    { title: i18n.t('staff:meta.title', { page: title, brand: site.brand }) },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
