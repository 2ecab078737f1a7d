import { VisuallyHidden } from '@travel/ui';
import { MessageCircle, Send, X } from 'lucide-react';
import {
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../site.ts';
import * as styles from './ChatWidget.css.ts';

const QUICK_REPLIES = ['plan', 'deals', 'booking', 'groups'] as const;

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

/** The conversation link of the messaging app: the agency's number and a prefilled text. */
export function messagingLink(number: string, text: string): string {
  return `https://wa.me/${number}?text=${encodeURIComponent(text)}`;
}

/**
 * Chat widget (spec §2, §4 Chat widget): a round button with an unread badge opens a panel;
 * a quick reply or a typed message opens the messaging app in a new tab, then the panel
 * closes and the box clears. Once the chat has been opened its message is read: the badge
 * clears, on this page and the next ones (the browser remembers it).
 */
export function ChatWidget() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Read from storage once the page runs (the prerendered page shows the badge).
  const readEarlier = useSyncExternalStore(subscribeRead, readBefore, () => false);
  const [readNow, setReadNow] = useState(false);
  const [text, setText] = useState('');
  const panelId = useId();
  const titleId = useId();
  const inputId = useId();
  const unreadId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const unread = !open && !readEarlier && !readNow;

  function close() {
    setOpen(false);
    toggleRef.current?.focus();
  }

  function send(message: string) {
    window.open(
      messagingLink(site.messagingNumber, t('chat.prefill', { brand: site.brand }) + message),
      '_blank',
      'noopener,noreferrer',
    );
    setText('');
    close();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) send(text.trim());
  }

  function onPanelKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
  }

  return (
    <div className={styles.root}>
      {open && (
        <section
          id={panelId}
          className={styles.panel}
          role="dialog"
          aria-labelledby={titleId}
          onKeyDown={onPanelKeyDown}
        >
          <header className={styles.header}>
            <div>
              <h2 id={titleId} className={styles.title}>
                {t('chat.title', { brand: site.brand })}
              </h2>
              <p className={styles.status}>
                <span className={styles.dot} aria-hidden="true" />
                {t('chat.status')}
              </p>
            </div>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('chat.close')}
              onClick={close}
            >
              <X aria-hidden="true" size={20} />
            </button>
          </header>
          <div className={styles.body}>
            <p className={styles.bubble}>{t('chat.greeting')}</p>
            <ul className={styles.quickReplies} aria-label={t('chat.quickRepliesLabel')}>
              {QUICK_REPLIES.map((key) => (
                <li key={key}>
                  <button
                    type="button"
                    className={styles.quickReply}
                    onClick={() => send(t(`chat.quickReplies.${key}`))}
                  >
                    {t(`chat.quickReplies.${key}`)}
                  </button>
                </li>
              ))}
            </ul>
          </div>
          <form className={styles.composer} onSubmit={onSubmit}>
            <label htmlFor={inputId}>
              <VisuallyHidden>{t('chat.inputLabel')}</VisuallyHidden>
            </label>
            <input
              ref={inputRef}
              id={inputId}
              className={styles.input}
              value={text}
              onChange={(event) => setText(event.currentTarget.value)}
              placeholder={t('chat.placeholder')}
              autoComplete="off"
              maxLength={1000}
            />
            <button
              type="submit"
              className={styles.sendButton}
              aria-label={t('chat.send')}
              disabled={!text.trim()}
            >
              <Send aria-hidden="true" size={18} />
            </button>
          </form>
          <footer className={styles.footer}>
            <p>{t('chat.privacy')}</p>
            <p>{t('chat.responseTime')}</p>
          </footer>
        </section>
      )}
      <button
        ref={toggleRef}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-describedby={unread ? unreadId : undefined}
        onClick={() => {
          if (!open) {
            setReadNow(true);
            markRead();
          }
          setOpen(!open);
        }}
      >
        {open ? <X aria-hidden="true" size={26} /> : <MessageCircle aria-hidden="true" size={26} />}
        {/*
          Named by its content, not aria-label: a label that leaves out the visible badge digit
          fails WCAG 2.5.3 (Label in Name). The unread count is the button's description.
        */}
        <VisuallyHidden>{open ? t('chat.close') : t('chat.open')}</VisuallyHidden>
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
