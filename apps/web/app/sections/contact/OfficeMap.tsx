import { ButtonLink, Container, Heading, Section, Text, VisuallyHidden } from '@travel/ui';
import { ExternalLink } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../../site.ts';
import * as styles from './OfficeMap.css.ts';

/** The office on OpenStreetMap; opened only when the visitor asks, in a new tab. */
export const OFFICE_MAP_URL =
  'https://www.openstreetmap.org/?mlat=44.9855&mlon=-93.2700#map=17/44.9855/-93.2700';

/** Streets parallel to the river and the avenues across them, in the rotated grid's units. */
const STREETS = [40, 95, 150, 205, 260, 315];
const AVENUES = [-40, 20, 80, 140, 200, 260, 320, 380, 440, 500, 560];

/**
 * Where the office is (spec §2 /contact: map). An embedded map would load a third party's
 * scripts, tiles and cookies with the page, so this is a drawing of downtown Minneapolis (the
 * street grid, the Mississippi, a pin) with a link that opens the real map on request.
 */
export function OfficeMap() {
  const { t } = useTranslation('contact');
  const titleId = `office-map-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const { office } = site;
  const address = `${office.street}, ${office.city}, ${office.region} ${office.postalCode}`;
  return (
    <Section aria-labelledby="office-map-title" tone="sunken">
      <Container>
        <div className={styles.layout}>
          <div className={styles.copy}>
            <Heading level={2} id="office-map-title">
              {t('map.title')}
            </Heading>
            <Text tone="muted">{t('map.intro')}</Text>
            <address className={styles.address}>
              <strong>{site.brand}</strong>
              <br />
              <span dir="ltr">{office.street}</span>
              <br />
              <span dir="ltr">{`${office.city}, ${office.region} ${office.postalCode}`}</span>
            </address>
            <div>
              <ButtonLink
                href={OFFICE_MAP_URL}
                target="_blank"
                rel="noopener noreferrer"
                variant="secondary"
                iconStart={<ExternalLink />}
              >
                {t('map.open')}
                <VisuallyHidden> {t('map.newTab')}</VisuallyHidden>
              </ButtonLink>
            </div>
            <Text size="small" tone="muted">
              {t('map.privacy')}
            </Text>
          </div>
          <figure className={styles.figure}>
            <svg
              viewBox="0 0 480 300"
              className={styles.map}
              role="img"
              aria-labelledby={titleId}
              focusable="false"
            >
              <title id={titleId}>{t('map.label', { address })}</title>
              <rect width="480" height="300" className={styles.land} />
              <g transform="rotate(26 240 150)">
                {STREETS.map((y) => (
                  <line key={`s${y}`} x1="-120" x2="600" y1={y} y2={y} className={styles.street} />
                ))}
                {AVENUES.map((x) => (
                  <line key={`a${x}`} x1={x} x2={x} y1="-120" y2="420" className={styles.avenue} />
                ))}
                <rect x="326" y="214" width="58" height="36" rx="6" className={styles.park} />
              </g>
              <path d="M118 -20 C 200 40, 300 70, 500 150" className={styles.riverBank} />
              <path d="M118 -20 C 200 40, 300 70, 500 150" className={styles.river} />
              {/* Bridges follow the avenues across the river. */}
              <line x1="242" y1="18" x2="218" y2="68" className={styles.bridge} />
              <line x1="315" y1="48" x2="291" y2="98" className={styles.bridge} />
              <text
                x="405"
                y="117"
                transform="rotate(21 405 113)"
                textAnchor="middle"
                fontSize="15"
                className={styles.riverLabel}
              >
                {t('map.river')}
              </text>
              <g transform="translate(196 132)">
                <ellipse cx="0" cy="2" rx="10" ry="4" className={styles.pinShadow} />
                <path
                  d="M0 0 C -6 -10, -18 -20, -18 -32 A 18 18 0 1 1 18 -32 C 18 -20, 6 -10, 0 0 Z"
                  className={styles.pin}
                />
                <circle cx="0" cy="-32" r="7" className={styles.pinDot} />
                <rect x="-100" y="12" width="200" height="32" rx="8" className={styles.tag} />
                <text x="0" y="33" textAnchor="middle" fontSize="16" className={styles.tagText}>
                  {t('map.pin', { brand: site.brand })}
                </text>
              </g>
            </svg>
          </figure>
        </div>
      </Container>
    </Section>
  );
}
