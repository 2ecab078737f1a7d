import { mainNavigation } from '@travel/catalog';
import { Sheet, buttonClassName } from '@travel/ui';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../lib/localized.tsx';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import * as styles from './MobileMenu.css.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

/**
 * Narrow screens: a hamburger opens a right-side panel with the same links, language switcher,
 * theme toggle and call to action as the wide header (spec §2, §4 Mobile menu). Choosing a
 * link closes it; focus handling comes from the Sheet (Radix Dialog). This module (and the
 * Sheet with it) is loaded by `MobileMenu` when the menu is first opened, or when idle.
 */
export function MobileMenuPanel() {
  const { t } = useTranslation();
  // It is loaded by a click on the placeholder button, so it mounts open.
  const [open, setOpen] = useState(true);
  const close = () => setOpen(false);

  return (
    <Sheet
      open={open}
      onOpenChange={setOpen}
      title={t('nav.menuTitle')}
      closeLabel={t('nav.closeMenu')}
      trigger={
        <button type="button" className={styles.trigger} aria-label={t('nav.openMenu')}>
          <Menu aria-hidden="true" size={24} />
        </button>
      }
    >
      <nav aria-label={t('nav.label')}>
        <ul className={styles.list}>
          {mainNavigation.map((item) => (
            <li key={item.href}>
              <NavLink
                to={item.href}
                end={item.href === '/'}
                className={styles.link}
                onClick={close}
              >
                {t(`nav.${item.key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className={styles.controls}>
        <LanguageSwitcher />
        <ThemeToggle />
      </div>
      <Link to="/contact" className={buttonClassName({ fullWidth: true })} onClick={close}>
        {t('planYourJourney')}
      </Link>
    </Sheet>
  );
}
