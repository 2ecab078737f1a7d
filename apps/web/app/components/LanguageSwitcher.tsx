import { LANGUAGES, isLanguageCode } from '@travel/i18n';
import { VisuallyHidden } from '@travel/ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../i18n.ts';
import * as styles from './LanguageSwitcher.css.ts';

/** The language choice (spec §4 Language): native names with flags, applied at once. */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const id = useId();
  return (
    <div className={styles.root}>
      <label htmlFor={id}>
        <VisuallyHidden>{t('language.label')}</VisuallyHidden>
      </label>
      <select
        id={id}
        className={styles.select}
        value={i18n.language}
        onChange={(event) => {
          const code = event.currentTarget.value;
          if (isLanguageCode(code)) void chooseLanguage(code);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {`${language.flag} ${language.name}`}
          </option>
        ))}
      </select>
    </div>
  );
}
