import { Toaster } from '@travel/ui';
import { useTranslation } from 'react-i18next';

/** The shell's toast region (Radix Toast), loaded by `SiteShell` when idle or at the first toast. */
export default function ShellToaster() {
  const { t } = useTranslation();
  return <Toaster label={t('toasts.label')} closeLabel={t('toasts.close')} />;
}
