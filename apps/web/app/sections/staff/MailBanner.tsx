import type { StaffMailStatus } from '@travel/schemas';
import { Notice, Stack } from '@travel/ui';
import { useTranslation } from 'react-i18next';

/**
 * What the inbox says about e-mail (issue 14): that it is not configured and how many messages
 * wait for it, and how many failed for good. Nothing when all is well.
 */
export function MailBanner({ mail }: { mail: StaffMailStatus }) {
  const { t } = useTranslation('staff');
  if (mail.configured && mail.failed === 0) return null;
  return (
    <Stack gap="small">
      {mail.configured ? null : (
        <Notice tone="info" title={t('mail.notConfiguredTitle')}>
          {mail.waiting > 0
            ? t('mail.notConfigured', { count: mail.waiting })
            : t('mail.notConfiguredNone')}
        </Notice>
      )}
      {mail.failed > 0 ? (
        <Notice tone="danger" title={t('mail.failedTitle')}>
          {t('mail.failed', { count: mail.failed })}
        </Notice>
      ) : null}
    </Stack>
  );
}
