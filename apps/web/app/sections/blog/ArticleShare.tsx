import { toast } from '@travel/ui';
import { useTranslation } from 'react-i18next';
import { ShareBar, type ShareBarLabels } from '../../components/share/ShareBar.tsx';
import { socialImagePath } from '../../lib/social-image.ts';
import { site } from '../../site.ts';

export interface ArticleShareProps {
  /** Path of the article, e.g. `/blog/some-article`. */
  path: string;
  title: string;
  description: string;
  className?: string;
}

/**
 * Share block (spec §2 /blog/{slug}): six networks in a 600 × 400 pop-up, the device's share
 * sheet where there is one (falling back to copying), and Copy link; outcomes as toasts.
 */
export function ArticleShare({ path, title, description, className }: ArticleShareProps) {
  const { t } = useTranslation('blog');
  const { t: tc } = useTranslation();
  const newTab = tc('footer.opensInNewTab');
  const labels: ShareBarLabels = {
    heading: t('share.heading'),
    shareOn: {
      twitter: `${t('share.twitter')} ${newTab}`,
      facebook: `${t('share.facebook')} ${newTab}`,
      linkedin: `${t('share.linkedin')} ${newTab}`,
      pinterest: `${t('share.pinterest')} ${newTab}`,
      whatsapp: `${t('share.whatsapp')} ${newTab}`,
      mailto: t('share.mailto'),
    },
    copyLink: t('share.copyLink'),
    nativeShare: t('share.nativeShare'),
    linkCopied: { title: t('share.linkCopiedTitle'), description: t('share.linkCopiedBody') },
    copyFailed: { title: t('share.copyFailedTitle'), description: t('share.copyFailedBody') },
  };
  return (
    <ShareBar
      url={`${site.origin}${path}`}
      title={title}
      description={description}
      image={`${site.origin}${socialImagePath(path)}`}
      labels={labels}
      onNotify={(notice) => toast(notice)}
      className={className}
    />
  );
}
