import type { HomeCatalog } from './catalog.server.ts';
import { englishAttrs } from '../../lib/catalog-fallback.tsx';
import { CardMedia } from '@travel/illustrations';
import { Container, Icon, Section, VisuallyHidden } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { figure } from '../../lib/locale-format.ts';
import * as cards from './cards.css.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';
import * as styles from './SocialSection.css.ts';

/** Four videos from the agency's social accounts and the size of its following (spec §2, §9). */
export function SocialSection({
  socialStats,
  socialVideos,
}: Pick<HomeCatalog, 'socialStats' | 'socialVideos'>) {
  const { t, i18n } = useTranslation('home');
  return (
    <Section id="social" aria-labelledby="social-title">
      <Container>
        <SectionHeader
          id="social-title"
          align="center"
          eyebrow={t('social.eyebrow')}
          title={t('social.title')}
          intro={t('social.intro')}
        />
        <ul className={`${cards.list} ${styles.grid}`}>
          {socialVideos.map((video) => (
            <li
              key={video.id}
              className={`${cards.card} ${cards.lift} ${styles.video}`}
              data-card="social"
            >
              <div className={styles.media}>
                <CardMedia
                  scene={video.scene}
                  image={video.image}
                  aspectRatio="4/3"
                  className={styles.scene}
                />
                <span className={styles.platform}>
                  <Icon name={video.platform === 'Instagram' ? 'Camera' : 'Smartphone'} />
                  {video.platform} · {t(`social.types.${video.type}`, { defaultValue: video.type })}
                </span>
                <span className={styles.play} aria-hidden="true">
                  <svg viewBox="0 0 24 24" className={styles.playIcon} focusable="false">
                    <path d="M8 5.5v13a1 1 0 0 0 1.5.86l10.5-6.5a1 1 0 0 0 0-1.72L9.5 4.64A1 1 0 0 0 8 5.5Z" />
                  </svg>
                </span>
              </div>
              <div className={styles.body}>
                <h3 className={styles.title}>
                  <a
                    href={video.link}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={styles.link}
                    aria-label={`${t('social.watch', { title: video.title, platform: video.platform })} ${t('opensInNewTab')}`}
                  >
                    <span {...englishAttrs(video, 'title')}>{video.title}</span>
                  </a>
                </h3>
                <p className={styles.metrics}>
                  <span className={styles.metric}>
                    {t('social.views', { value: figure(i18n.language, video.views) })}
                  </span>
                  <span
                    className={styles.metric}
                    title={t('social.engagement', {
                      value: figure(i18n.language, video.engagement),
                    })}
                  >
                    <Icon name="Heart" />
                    {figure(i18n.language, video.engagement)}
                    <VisuallyHidden> {t('social.engagementUnit')}</VisuallyHidden>
                  </span>
                </p>
              </div>
            </li>
          ))}
        </ul>
        {/* A <dl> takes no name and stops being a list with a role: the group around it is named. */}
        <div role="group" aria-label={t('social.statsLabel')}>
          <dl className={styles.stats}>
            {socialStats.map((stat) => (
              <div key={stat.id} className={styles.stat}>
                <dt className={styles.statLabel}>
                  {t(`social.stats.${stat.id}`, { defaultValue: stat.label })}
                </dt>
                <dd className={styles.statValue}>{figure(i18n.language, stat.value)}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Container>
    </Section>
  );
}
