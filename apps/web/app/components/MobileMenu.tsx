import { Menu } from 'lucide-react';
import { useRef, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdle } from '../lib/idle.ts';
import * as styles from './MobileMenu.css.ts';

const loadPanel = () => import('./MobileMenuPanel.tsx');

/**
 * Narrow screens: the hamburger of the menu panel (spec §2, §4 Mobile menu). The panel — a
 * Sheet (Radix Dialog) with the links, language switcher, theme toggle and call to action —
 * is in `MobileMenuPanel.tsx`, fetched when the browser is idle if the hamburger is on screen,
 * so its code is not in the page's critical JavaScript and wide screens, which never show it, do
 * not fetch it. Until it is first opened this button stands in for its trigger, identical on
 * screen; the first click mounts the panel open (fetching it then if it is not there yet), with
 * its own trigger in place.
 */
export function MobileMenu() {
  const { t } = useTranslation();
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  // A box only while displayed: the header hides the menu on wide screens.
  useIdle(() => {
    if (trigger.current?.getClientRects().length) void loadPanel();
  });

  if (Panel) return <Panel />;
  return (
    <button
      ref={trigger}
      type="button"
      className={styles.trigger}
      aria-label={t('nav.openMenu')}
      aria-haspopup="dialog"
      aria-expanded={false}
      onClick={() => {
        void loadPanel().then((module) => setPanel(() => module.MobileMenuPanel));
      }}
    >
      <Menu aria-hidden="true" size={24} />
    </button>
  );
}
