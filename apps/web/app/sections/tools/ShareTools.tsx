import { Container, Text, toast } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { ShareBar } from '../../components/share/ShareBar.tsx';
import { site } from '../../site.ts';
import * as styles from './ShareTools.css.ts';

/** The inline share block of /tools; copying the link reports through a toast. */
export function ShareTools() {
  const { t } = useTranslation('tools');
  return (
    <div className={styles.section}>
      <Container>
        <div className={styles.panel}>
          <ShareBar
            variant="inline"
            headingLevel={2}
            url={`${site.origin}/tools`}
            title={t('share.title')}
            description={t('share.text', { brand: site.brand })}
            labels={{
              heading: t('share.heading'),
              shareOn: {
                twitter: t('share.shareOn.twitter'),
                facebook: t('share.shareOn.facebook'),
                linkedin: t('share.shareOn.linkedin'),
                pinterest: t('share.shareOn.pinterest'),
                whatsapp: t('share.shareOn.whatsapp'),
                mailto: t('share.shareOn.mailto'),
              },
              copyLink: t('share.copyLink'),
              nativeShare: t('share.nativeShare'),
              linkCopied: {
                title: t('share.linkCopied.title'),
                description: t('share.linkCopied.description'),
              },
              copyFailed: {
                title: t('share.copyFailed.title'),
                description: t('share.copyFailed.description'),
              },
            }}
            onNotify={(notice) => toast(notice)}
          />
          <Text tone="muted">{t('share.body')}</Text>
        </div>
      </Container>
    </div>
  );
}
