import { applyTheme, currentTheme } from '@travel/ui/theme-script';
import { Moon, Sun } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './ThemeToggle.css.ts';

/** The theme is the class on <html>: watch it, so every toggle on the page agrees. */
function subscribeToTheme(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

/**
 * Switches light/dark (spec §4 Theme). The icon follows the class on <html> through CSS, so
 * the prerendered button already shows the right icon before hydration.
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  // Light while the prerendered page hydrates (the HTML was made without a theme), then the
  // theme the head script applied.
  const dark = useSyncExternalStore(
    subscribeToTheme,
    () => currentTheme() === 'dark',
    () => false,
  );

  return (
    <button
      type="button"
      className={styles.button}
      aria-label={t('toggleTheme')}
      aria-pressed={dark}
      title={dark ? t('theme.switchToLight') : t('theme.switchToDark')}
      onClick={() => {
        applyTheme(currentTheme() === 'dark' ? 'light' : 'dark');
      }}
    >
      <Moon className={styles.moon} aria-hidden="true" size={20} />
      <Sun className={styles.sun} aria-hidden="true" size={20} />
    </button>
  );
}
