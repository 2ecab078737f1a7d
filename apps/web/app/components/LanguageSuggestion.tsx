import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  directionOf,
  isLanguageCode,
  languageOfPath,
  localizedPath,
  type LanguageCode,
} from '@travel/i18n';
import { X } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { persistLanguage, storedLanguage } from '../i18n.ts';
import * as styles from './LanguageSuggestion.css.ts';

/**
 * The suggestion's words in the language it suggests: the visitor may not read the page's. Kept
 * here rather than in the dictionaries, which load one language at a time.
 */
export const SUGGESTION_TEXT: Readonly<
  Record<LanguageCode, { text: string; action: string; dismiss: string }>
> = {
  en: {
    text: 'This page is also available in English.',
    action: 'Read in English',
    dismiss: 'Dismiss',
  },
  es: {
    text: 'Esta página también está disponible en español.',
    action: 'Leer en español',
    dismiss: 'Cerrar',
  },
  fr: {
    text: 'Cette page existe aussi en français.',
    action: 'Lire en français',
    dismiss: 'Fermer',
  },
  de: {
    text: 'Diese Seite gibt es auch auf Deutsch.',
    action: 'Auf Deutsch lesen',
    dismiss: 'Schließen',
  },
  it: {
    text: 'Questa pagina è disponibile anche in italiano.',
    action: 'Leggi in italiano',
    dismiss: 'Chiudi',
  },
  pt: {
    text: 'Esta página também está disponível em português.',
    action: 'Ler em português',
    dismiss: 'Fechar',
  },
  zh: { text: '此页面也有中文版。', action: '阅读中文版', dismiss: '关闭' },
  ja: {
    text: 'このページは日本語でもご覧いただけます。',
    action: '日本語で読む',
    dismiss: '閉じる',
  },
  ko: { text: '이 페이지는 한국어로도 볼 수 있습니다.', action: '한국어로 보기', dismiss: '닫기' },
  ar: { text: 'هذه الصفحة متوفرة أيضًا باللغة العربية.', action: 'اقرأ بالعربية', dismiss: 'إغلاق' },
};

/** Where a dismissal is remembered: the language whose suggestion the visitor closed. */
export const SUGGESTION_DISMISSED_KEY = 'language-suggestion-dismissed';

/** The first of the browser's languages the site has (`de-AT` is German), if any. */
export function browserLanguage(languages: readonly string[]): LanguageCode | undefined {
  for (const tag of languages) {
    const code = tag.toLowerCase().split('-')[0];
    if (isLanguageCode(code)) return code;
  }
  return undefined;
}

/**
 * The language to suggest on a page in `page`: the visitor's earlier choice (the switcher),
 * else the browser's first language the site has; none when that is the page's own, or when
 * the visitor dismissed that suggestion.
 */
export function suggestedLanguage(
  page: LanguageCode,
  stored: LanguageCode | undefined,
  browser: readonly string[],
  dismissed: string | null,
): LanguageCode | undefined {
  const preferred = stored ?? browserLanguage(browser) ?? DEFAULT_LANGUAGE;
  if (preferred === page || preferred === dismissed) return undefined;
  return preferred;
}

function readDismissed(): string | null {
  try {
    return localStorage.getItem(SUGGESTION_DISMISSED_KEY);
  } catch {
    return null;
  }
}

/**
 * "Diese Seite gibt es auch auf Deutsch": offered, never imposed (issue 26). Addresses answer
 * the same page to everyone, crawlers included; a visitor whose earlier choice or browser
 * prefers another language the site has is told, in that language, that the page exists in it,
 * with a link to it. Mounted after hydration, fixed at the bottom: the page does not move.
 */
export function LanguageSuggestion() {
  const { pathname, search, hash } = useLocation();
  const page = languageOfPath(pathname);
  const [dismissed, setDismissed] = useState(readDismissed);
  const code = suggestedLanguage(page, storedLanguage(), navigator.languages ?? [], dismissed);
  if (!code) return null;
  const words = SUGGESTION_TEXT[code];
  const name = LANGUAGES.find((language) => language.code === code)!.name;
  const dismiss = () => {
    try {
      localStorage.setItem(SUGGESTION_DISMISSED_KEY, code);
    } catch {
      // Without storage it is closed for this page only.
    }
    setDismissed(code);
  };
  return (
    <aside
      className={styles.root}
      lang={code}
      dir={directionOf(code)}
      aria-label={name}
      data-language-suggestion={code}
    >
      <p className={styles.text}>{words.text}</p>
      <Link
        to={localizedPath(`${pathname}${search}${hash}`, code)}
        hrefLang={code}
        className={styles.action}
        onClick={() => persistLanguage(code)}
      >
        {words.action}
      </Link>
      <button type="button" className={styles.dismiss} onClick={dismiss} aria-label={words.dismiss}>
        <X aria-hidden="true" className={styles.icon} />
      </button>
    </aside>
  );
}
