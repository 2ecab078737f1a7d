import type { EventType } from '@travel/catalog';
import type { LanguageMarks } from '../../lib/catalog-fallback.tsx';
import { Scene } from '@travel/illustrations';
import { Container, Section, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { Link } from '../../lib/localized.tsx';
import { CatalogIcon } from '../../components/CatalogIcon.tsx';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as shared from '../../components/page-parts.css.ts';
import * as styles from './TailorMadeSection.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** A kind of trip the band names: an experience or event type, by its icon and title. */
export type TripStyle = Pick<EventType, 'id' | 'icon' | 'title'> & {
  [K in keyof LanguageMarks]?: unknown;
};

/** Tailor-made travel: the kinds of trips we design, and the way to start one. */
export function TailorMadeSection({ tripStyles }: { tripStyles: readonly TripStyle[] }) {
  const { t } = useTranslation('services');
  return (
    <Section id="tailor-made" aria-labelledby="tailor-made-title">
      <Container>
        <div className={styles.layout}>
          <div className={styles.art}>
            <Scene
              name="tuscany"
              title={t('tailorMade.sceneTitle')}
              aspectRatio="1/1"
              className={styles.scene}
            />
          </div>
          <div className={styles.copy}>
            <SectionHeader
              id="tailor-made-title"
              eyebrow={t('tailorMade.eyebrow')}
              title={t('tailorMade.title')}
              intro={t('tailorMade.body')}
            />
            <p id="tailor-made-styles" className={shared.smallHeading}>
              {t('tailorMade.stylesLabel')}
            </p>
            <ul className={styles.tripStyles} aria-labelledby="tailor-made-styles">
              {tripStyles.map((style) => (
                <li key={style.id} className={styles.tripStyle}>
                  <CatalogIcon name={style.icon} className={styles.styleIcon} />
                  <span {...englishAttrs(style, 'title')}>{style.title}</span>
                </li>
              ))}
            </ul>
            <div className={styles.actions}>
              <Link to="/contact" className={buttonClassName({ size: 'large' })}>
                {t('tailorMade.cta')}
              </Link>
              <Link
                to="/experiences"
                className={buttonClassName({ size: 'large', variant: 'ghost' })}
              >
                {t('tailorMade.experiences')}
              </Link>
            </div>
          </div>
        </div>
      </Container>
    </Section>
  );
}
