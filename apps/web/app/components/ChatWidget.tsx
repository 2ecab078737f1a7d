import { VisuallyHidden } from '@travel/ui';
import { MessageCircle, X } from 'lucide-react';
import { useId, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useIdle } from '../lib/idle.ts';
import { site } from '../site.ts';
import type { ChatPanelProps } from './ChatPanel.tsx';
import { messagingLink } from './chat-link.ts';
import * as styles from './ChatWidget.css.ts';

export { messagingLink };

/** Where the browser remembers that the chat has been opened: its one unread message is read. */
export const CHAT_READ_KEY = 'chat-read';

function readBefore(): boolean {
  try {
    return localStorage.getItem(CHAT_READ_KEY) === '1';
  } catch {
    return false;
  }
}

/** Another tab that opens the chat clears the badge here too. */
function subscribeRead(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function markRead() {
  try {
    localStorage.setItem(CHAT_READ_KEY, '1');
  } catch {
    // Storage is off: the badge clears for this page only.
  }
}

const loadPanel = () => import('./ChatPanel.tsx');

/**
 * Chat widget (spec §2, §4 Chat widget): a round button with an unread badge opens a panel
 * (`ChatPanel.tsx`); once the chat has been opened its message is read: the badge clears, on
 * this page and the next ones (the browser remembers it).
 *
 * The panel's code is fetched when the browser is idle, so it is not in the page's critical
 * JavaScript (issue 17); a tap before that fetches it and opens the panel when it arrives. If it
 * cannot be fetched, the tap opens the messaging app directly, where the panel would have led.
 */
export function ChatWidget() {
  const { t } = useTranslation();
  const [Panel, setPanel] = useState<ComponentType<ChatPanelProps> | null>(null);
  const [open, setOpen] = useState(false);
  // Read from storage once the page runs (the prerendered page shows the badge).
  const readEarlier = useSyncExternalStore(subscribeRead, readBefore, () => false);
  const [readNow, setReadNow] = useState(false);
  const panelId = useId();
  const unreadId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  /** Fetches the panel's code (once: the module is cached) and keeps the component. */
  const fetchPanel = () =>
    loadPanel().then((module) => {
      setPanel(() => module.ChatPanel);
    });

  useIdle(() => {
    fetchPanel().catch(() => {});
  });

  const unread = !open && !readEarlier && !readNow;
  const shown = open && Panel !== null;

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function toggle() {
    if (open) {
      setOpen(false);
      return;
    }
    setReadNow(true);
    markRead();
    setOpen(true);
    if (Panel) return;
    fetchPanel().catch(() => {
      setOpen(false);
      window.open(
        messagingLink(site.messagingNumber, t('chat.prefill', { brand: site.brand })),
        '_blank',
        'noopener,noreferrer',
      );
    });
  }

  return (
    <div className={styles.root}>
      {shown && <Panel id={panelId} onClose={close} />}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={shown}
        aria-controls={shown ? panelId : undefined}
        aria-describedby={unread ? unreadId : undefined}
        onClick={toggle}
      >
        {shown ? (
          <X aria-hidden="true" size={26} />
        ) : (
          <MessageCircle aria-hidden="true" size={26} />
        )}
        {/*
          Named by its content, not aria-label: a label that leaves out the visible badge digit
          fails WCAG 2.5.3 (Label in Name). The unread count is the button's description.
        */}
        <VisuallyHidden>{shown ? t('chat.close') : t('chat.open')}</VisuallyHidden>
        {unread && (
          <span className={styles.badge} aria-hidden="true">
            1
          </span>
        )}
      </button>
      {unread && <VisuallyHidden id={unreadId}>{t('chat.unread', { count: 1 })}</VisuallyHidden>}
    </div>
  );
}
