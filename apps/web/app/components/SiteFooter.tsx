import { SOCIAL_NETWORKS } from '@travel/catalog';
import { Container, VisuallyHidden } from '@travel/ui';
import { BadgeCheck, Mail, MapPin, Phone } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from '../lib/localized.tsx';
import { StaticPart } from '../lib/static-part.tsx';
import { site, useOfficeHours } from '../site.ts';
import { FooterNewsletter } from './FooterNewsletter.tsx';
import { Logo } from './Logo.tsx';
import * as styles from './SiteFooter.css.ts';

const quickLinks = [
  { href: '/', key: 'home' },
  { href: '/about', key: 'about' },
  { href: '/services', key: 'services' },
  { href: '/destinations', key: 'destinations' },
  { href: '/tools', key: 'tools' },
  { href: '/blog', key: 'blog' },
  { href: '/faq', key: 'footer.faq' },
  { href: '/contact', key: 'contact' },
] as const;

const legalLinks = [
  { href: '/privacy', key: 'footer.privacy' },
  { href: '/terms', key: 'footer.terms' },
  { href: '/disclaimer', key: 'footer.disclaimer' },
  { href: '/sitemap', key: 'footer.sitemap' },
  { href: '/about', key: 'footer.aboutUs' },
] as const;

const badges = ['arc', 'licensed', 'asta', 'bonded'] as const;

/** The first column's text, above the newsletter form. */
function FooterIntro() {
  const { t } = useTranslation();
  return (
    <>
      <Logo />
      <p className={styles.muted}>{site.tagline ?? t('footer.tagline')}</p>
      <h2 id="footer-newsletter" className={styles.heading}>
        {t('footer.stayUpdated')}
      </h2>
      <p className={styles.muted}>{t('footer.newsletterPitch')}</p>
    </>
  );
}

/** The columns after the first: the networks, the quick links, the office. */
function FooterColumns() {
  const { t } = useTranslation();
  const { office } = site;
  // Spec §2 footer: the open days only (Mon-Fri, Sat); closed days are on /contact and /about.
  const openHours = useOfficeHours().filter((row) => row.open);
  return (
    <>
      <section className={styles.column} aria-labelledby="footer-follow">
        <h2 id="footer-follow" className={styles.heading}>
          {t('footer.followUs')}
        </h2>
        <ul className={styles.list}>
          {SOCIAL_NETWORKS.map((network) => (
            <li key={network.key}>
              <a
                className={styles.link}
                href={site.social[network.key]}
                target="_blank"
                rel="noopener noreferrer"
              >
                {network.name}
                <VisuallyHidden> {t('footer.opensInNewTab')}</VisuallyHidden>
              </a>
            </li>
          ))}
        </ul>
      </section>

      <nav className={styles.column} aria-labelledby="footer-quick">
        <h2 id="footer-quick" className={styles.heading}>
          {t('quickLinks')}
        </h2>
        <ul className={styles.list}>
          {quickLinks.map((link) => (
            <li key={link.href}>
              <Link className={styles.link} to={link.href}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <section className={styles.column} aria-labelledby="footer-contact">
        <h2 id="footer-contact" className={styles.heading}>
          {t('getInTouch')}
        </h2>
        <address className={styles.address}>
          <p className={styles.contactLine}>
            <MapPin aria-hidden="true" size={18} className={styles.icon} />
            <span>
              <VisuallyHidden>{t('footer.address')}: </VisuallyHidden>
              <span dir="ltr">{office.street}</span>
              <br />
              <span dir="ltr">{`${office.city}, ${office.region} ${office.postalCode}`}</span>
            </span>
          </p>
          <p className={styles.contactLine}>
            <Phone aria-hidden="true" size={18} className={styles.icon} />
            <a className={styles.link} href={`tel:${site.phoneHref}`}>
              <VisuallyHidden>{t('footer.phoneLabel')}: </VisuallyHidden>
              <span dir="ltr">{site.phone}</span>
            </a>
          </p>
          <p className={styles.contactLine}>
            <Mail aria-hidden="true" size={18} className={styles.icon} />
            <a className={styles.link} href={`mailto:${site.email}`}>
              <VisuallyHidden>{t('footer.emailUsLabel')}: </VisuallyHidden>
              {site.email}
            </a>
          </p>
        </address>
        <h3 className={styles.subheading}>{t('officeHours')}</h3>
        <ul className={styles.list}>
          {openHours.map((row) => (
            <li key={row.days}>{`${row.days} ${row.time}`}</li>
          ))}
        </ul>
      </section>
    </>
  );
}

/** The legal links, the copyright and the badges. */
function FooterBottom() {
  const { t } = useTranslation();
  return (
    <div className={styles.bottom}>
      <nav aria-label={t('footer.legal')}>
        <ul className={styles.inlineList}>
          {legalLinks.map((link) => (
            <li key={link.key}>
              <Link className={styles.link} to={link.href}>
                {t(link.key)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className={styles.muted}>
        {t('copyright', { year: site.copyrightYear, brand: site.brand })}
      </p>
      <ul className={styles.badges} aria-label={t('footer.trustBadges')}>
        {badges.map((badge) => (
          <li key={badge} className={styles.badge}>
            <BadgeCheck aria-hidden="true" size={16} />
            {t(`footer.badges.${badge}`)}
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * The footer of every page. Only the newsletter form is an island: the rest is static
 * (lib/static-part.tsx), prerendered in the page's language and never hydrated.
 */
export function SiteFooter() {
  return (
    <footer className={styles.footer} data-site-footer="">
      <Container>
        <div className={styles.grid}>
          <section className={styles.column} aria-labelledby="footer-newsletter">
            <StaticPart id="footer-intro">{!import.meta.env.ISLANDS && <FooterIntro />}</StaticPart>
            <FooterNewsletter />
          </section>
          <StaticPart id="footer-columns">
            {!import.meta.env.ISLANDS && <FooterColumns />}
          </StaticPart>
        </div>
        <StaticPart id="footer-bottom">{!import.meta.env.ISLANDS && <FooterBottom />}</StaticPart>
      </Container>
    </footer>
  );
}
