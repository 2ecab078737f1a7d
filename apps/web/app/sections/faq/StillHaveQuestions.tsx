import { Container, Heading, Icon, Text, buttonClassName } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { isolatedLtr } from '../../lib/locale-format.ts';
import { Link } from '../../lib/localized.tsx';
import { site } from '../../site.ts';
import * as styles from './StillHaveQuestions.css.ts';

/** The closing block: write to us, or call the office. */
export function StillHaveQuestions() {
  const { t, i18n } = useTranslation('faq');
  return (
    <section className={styles.section} aria-labelledby="faq-more">
      <Container>
        <div className={styles.panel}>
          <Heading level={2} id="faq-more" align="center">
            {t('cta.title')}
          </Heading>
          <Text align="center" className={styles.body}>
            {t('cta.body')}
          </Text>
          <div className={styles.actions}>
            <Link to="/contact" className={buttonClassName({ size: 'large' })}>
              <Icon name="Mail" className={styles.icon} />
              {t('cta.sendMessage')}
            </Link>
            <a
              href={`tel:${site.phoneHref}`}
              className={buttonClassName({ size: 'large', variant: 'secondary' })}
            >
              <Icon name="Phone" className={styles.icon} />
              {t('cta.call', { phone: isolatedLtr(i18n.language, site.phone) })}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
