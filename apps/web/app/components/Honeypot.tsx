import { useTranslation } from 'react-i18next';
import * as styles from './Honeypot.css.ts';

/** The field's name, which the request schemas know as the honeypot (`website`). */
export const HONEYPOT_FIELD = 'website';

/**
 * A field people never see, reach or fill: kept off-screen, out of the tab order and away
 * from assistive technology, so only a bot that fills every input sends it. The API then
 * stores the lead marked suspect instead of dropping it (spec §7 Bot-check).
 */
export function Honeypot() {
  const { t } = useTranslation();
  return (
    <div className={styles.honeypot} aria-hidden="true">
      <label>
        {t('inquiry.honeypot')}
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

/**
 * The honeypot of `form` for a body posted as JSON: nothing when left empty, as people leave
 * it, so their requests carry exactly the fields of spec §7.
 */
export function honeypotFields(form: HTMLFormElement): { website?: string } {
  const field = form.elements.namedItem(HONEYPOT_FIELD);
  return field instanceof HTMLInputElement && field.value ? { website: field.value } : {};
}
