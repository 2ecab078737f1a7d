import { mainNavigation } from '@travel/catalog';
import { Container, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from '../lib/localized.tsx';
import { site } from '../site.ts';
import { LanguageSwitcher } from './LanguageSwitcher.tsx';
import { Logo } from './Logo.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import * as styles from './SiteHeader.css.ts';
import { ThemeToggle } from './ThemeToggle.tsx';

/** Sticky header (spec §2 Global shell): full navigation on wide screens, a menu panel below. */
export function SiteHeader() {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <Container className={styles.container}>
        <div className={styles.bar}>
          <Link
            to="/"
            className={styles.logoLink}
            aria-label={t('nav.logoLabel', { brand: site.brand })}
          >
            <Logo nameClassName={styles.logoName} className={styles.logo} />
          </Link>
          <nav aria-label={t('nav.label')} className={styles.nav}>
            <ul className={styles.navList}>
              {mainNavigation.map((item) => (
                <li key={item.href}>
                  <NavLink to={item.href} end={item.href === '/'} className={styles.navLink}>
                    {t(`nav.${item.key}`)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.actions}>
            <LanguageSwitcher />
            <ThemeToggle />
            <Link to="/contact" className={buttonClassName({ size: 'small' })}>
              {t('planYourJourney')}
            </Link>
          </div>
          <div className={styles.menu}>
            <MobileMenu />
          </div>
        </div>
      </Container>
    </header>
  );
}
