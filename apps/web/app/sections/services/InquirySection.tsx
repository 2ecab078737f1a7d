import { Container, Section } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { InquiryForm } from '../../components/InquiryForm.tsx';
import * as styles from './InquirySection.css.ts';
import { SectionHeader } from '../../components/SectionHeader.tsx';

/** The inquiry form with its heading, as at the end of the home page. */
export function InquirySection() {
  const { t } = useTranslation();
  return (
    <Section id="inquiry" aria-labelledby="inquiry-title" className={styles.band}>
      <Container>
        <div className={styles.layout}>
          <SectionHeader id="inquiry-title" title={t('inquiry.title')} intro={t('inquiry.intro')} />
          <InquiryForm />
        </div>
      </Container>
    </Section>
  );
}
