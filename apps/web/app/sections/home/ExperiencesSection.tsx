import type { HomeCatalog } from './catalog.server.ts';
import { Scene } from '@travel/illustrations';
import { Container, Icon, Section, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { peopleOf, priceOf, spanOf } from '../../lib/locale-format.ts';
import { Link } from '../../lib/localized.tsx';
import * as cards from './cards.css.ts';
import * as styles from './ExperiencesSection.css.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import { iconTile } from './tones.css.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';

/** Where the Plan My Journey button leads: the contact form, told what to talk about (spec §2). */
export const PLAN_MY_JOURNEY_HREF = '/contact?service=experiential-consultation';

/** Beyond Traditional Travel: five kinds of experience and three starting prices (spec §2, §9). */
export function ExperiencesSection({
  experiencePriceTeasers,
  experienceTypes,
}: Pick<HomeCatalog, 'experiencePriceTeasers' | 'experienceTypes'>) {
  const { t, i18n } = useTranslation('home');
  return (
    <Section id="experiences" aria-labelledby="experiences-title">
      <Container>
        <SectionHeader
          id="experiences-title"
          eyebrow={t('experiences.eyebrow')}
          title={t('experiences.title')}
          intro={t('experiences.intro')}
        />
        <ul className={`${cards.list} ${styles.types}`}>
          {experienceTypes.map((type) => (
            <li key={type.id} className={`${cards.card} ${styles.type}`} data-card="experience">
              <div className={styles.media}>
                <Scene name={type.scene} aspectRatio="16/9" />
                <span className={`${iconTile[type.tone]} ${styles.badge}`}>
                  <Icon name={type.icon} size="medium" />
                </span>
              </div>
              <div className={styles.typeBody}>
                <h3 className={cards.smallTitle} {...englishAttrs(type, 'title')}>
                  {type.title}
                </h3>
                <p className={styles.example} {...englishAttrs(type, 'example')}>
                  {type.example}
                </p>
                <dl className={styles.facts}>
                  <div className={styles.fact}>
                    <dt className={styles.factLabel}>
                      <Icon name="Calendar" />
                      {t('experiences.duration')}
                    </dt>
                    <dd className={styles.factValue}>{spanOf(i18n.language, type.length)}</dd>
                  </div>
                  <div className={styles.fact}>
                    <dt className={styles.factLabel}>
                      <Icon name="Users" />
                      {t('experiences.groupSize')}
                    </dt>
                    <dd className={styles.factValue}>{peopleOf(t, i18n.language, type.people)}</dd>
                  </div>
                </dl>
              </div>
            </li>
          ))}
        </ul>
        <ul className={`${cards.list} ${styles.teasers}`}>
          {experiencePriceTeasers.map((teaser) => (
            <li key={teaser.id} className={styles.teaser} data-card="price-teaser">
              <span className={iconTile[teaser.tone]}>
                <Icon name={teaser.icon} size="medium" />
              </span>
              <h3 className={cards.smallTitle} {...englishAttrs(teaser, 'title')}>
                {teaser.title}
              </h3>
              <p className={cards.text} {...englishAttrs(teaser, 'description')}>
                {teaser.description}
              </p>
              <p className={styles.price}>
                <span className={styles.priceLabel}>{t('experiences.startingFrom')}</span>
                <span className={styles.priceValue}>
                  {priceOf(t, i18n.language, teaser.startingPriceUsd)}
                </span>
              </p>
            </li>
          ))}
        </ul>
        <div className={cards.actions}>
          <Link to="/experiences" className={buttonClassName({ size: 'large' })}>
            {t('experiences.explore')}
          </Link>
          <Link
            to={PLAN_MY_JOURNEY_HREF}
            className={buttonClassName({ size: 'large', variant: 'secondary' })}
          >
            {t('experiences.planJourney')}
          </Link>
        </div>
      </Container>
    </Section>
  );
}
