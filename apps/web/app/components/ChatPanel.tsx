import { VisuallyHidden } from '@travel/ui';
import { Send, X } from 'lucide-react';
import {
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import { site } from '../site.ts';
import { messagingLink } from './chat-link.ts';
import * as styles from './ChatWidget.css.ts';

const QUICK_REPLIES = ['plan', 'deals', 'booking', 'groups'] as const;

export interface ChatPanelProps {
  /** The panel's id, which the chat button's `aria-controls` names. */
  id: string;
  /** Closes the panel and returns focus to the chat button. */
  onClose: () => void;
}

/**
 * The open chat (spec §4 Chat widget): a greeting, quick replies and a message box. A quick
 * reply or a typed message opens the messaging app in a new tab, then the panel closes and the
 * box clears. It takes focus in its box when it opens; Escape closes it. Fetched when the page
 * is idle, or at the first tap on the chat button (`ChatWidget.tsx`).
 */
export function ChatPanel({ id, onClose }: ChatPanelProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const titleId = useId();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  // Before the browser paints the panel: no frame shows it open with focus elsewhere.
  useLayoutEffect(() => {
    inputRef.current?.focus();
  }, []);

  function send(message: string) {
    window.open(
      messagingLink(site.messagingNumber, t('chat.prefill', { brand: site.brand }) + message),
      '_blank',
      'noopener,noreferrer',
    );
    setText('');
    onClose();
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (text.trim()) send(text.trim());
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
  }

  return (
    <section
      id={id}
      className={styles.panel}
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
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
          onClick={onClose}
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
  );
}
