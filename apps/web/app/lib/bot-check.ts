/**
 * The bot check before a form posts (spec §4 Bot-check loader, §7 Bot-check): reCAPTCHA v3,
 * loaded only when the build has a site key (`VITE_RECAPTCHA_SITE_KEY`). It never shows
 * anything and never stops a form: when it cannot give a token, the POST goes without one and
 * the server decides what a missing token means.
 */

import type { BotCheckAction } from '@travel/schemas';

declare global {
  interface ImportMetaEnv {
    /** reCAPTCHA v3 site key; unset or blank: no script is loaded and forms send no token. */
    readonly VITE_RECAPTCHA_SITE_KEY?: string;
  }
}

/** The part of Google's `grecaptcha` object a v3 page uses. */
export interface Grecaptcha {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): PromiseLike<string>;
}

/**
 * The actions the API checks tokens against: each form its own (`@travel/schemas`
 * `LEAD_BOT_CHECK_ACTIONS`, `NEWSLETTER_BOT_CHECK_ACTIONS`).
 */
export type { BotCheckAction };

/** Why the check could not get ready; kept internally and only logged (spec §8). */
export type BotCheckErrorReason =
  'script-not-found' | 'script-failed' | 'object-missing' | 'timeout';

export type BotCheckState =
  | { status: 'disabled' }
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready' }
  | { status: 'error'; reason: BotCheckErrorReason };

/** How often readiness is checked again while loading (spec §9: 2 s). */
export const BOT_CHECK_POLL_MS = 2000;
/** Loading gives up after this long without readiness (spec §9: 10 s). */
export const BOT_CHECK_TIMEOUT_MS = 10_000;
export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';

/** Marks the script element this module adds, so it is found again rather than added twice. */
const SCRIPT_MARKER = 'data-bot-check';

export interface BotCheckEnvironment {
  document: Document;
  window: Window & { grecaptcha?: Partial<Grecaptcha> };
  /** Reports a failure; by default `console.warn`, in production builds too. */
  warn: (message: string, detail?: unknown) => void;
}

export interface BotCheck {
  /** Starts loading the script (once); resolves when it is ready or has failed. */
  load(): Promise<BotCheckState>;
  /** A token for `action`, or null when there is no site key or anything fails. Never throws. */
  getToken(action: BotCheckAction): Promise<string | null>;
  getState(): BotCheckState;
  /** Calls `listener` on every change of state; returns the unsubscribe function. */
  subscribe(listener: (state: BotCheckState) => void): () => void;
}

/**
 * Failures are logged (spec §7), never shown. A warning rather than an error: a blocked
 * script is the visitor's choice, not a fault of the page. Only a check with a site key
 * runs, so a build without one logs nothing.
 */
function warnInConsole(message: string, detail?: unknown) {
  console.warn(`[bot-check] ${message}`, detail ?? '');
}

/**
 * A bot check for one site key. `siteKey` empty or undefined: disabled, nothing is loaded.
 * The environment is injectable for tests; by default it is the page's.
 */
export function createBotCheck(
  siteKey: string | undefined,
  environment?: Partial<BotCheckEnvironment>,
): BotCheck {
  const key = siteKey?.trim() ?? '';
  let state: BotCheckState = key ? { status: 'idle' } : { status: 'disabled' };
  let loading: Promise<BotCheckState> | undefined;
  const listeners = new Set<(state: BotCheckState) => void>();

  const env = (): BotCheckEnvironment => ({
    document: environment?.document ?? document,
    window: environment?.window ?? window,
    warn: environment?.warn ?? warnInConsole,
  });

  function setState(next: BotCheckState) {
    state = next;
    for (const listener of listeners) listener(state);
  }

  function load(): Promise<BotCheckState> {
    if (state.status === 'disabled') return Promise.resolve(state);
    if (loading) return loading;
    loading = new Promise<BotCheckState>((resolve) => {
      const { document: doc, window: win, warn } = env();
      setState({ status: 'loading' });

      let scriptLoaded = false;
      let readyRequested = false;

      const settle = (next: BotCheckState) => {
        if (state.status !== 'loading') return;
        clearInterval(poll);
        clearTimeout(timeout);
        if (next.status === 'error') warn(`not ready: ${next.reason}`);
        setState(next);
        resolve(next);
      };

      let script = doc.querySelector<HTMLScriptElement>(`script[${SCRIPT_MARKER}]`);
      if (!script) {
        script = doc.createElement('script');
        script.src = `${RECAPTCHA_SCRIPT_URL}?render=${encodeURIComponent(key)}`;
        script.async = true;
        script.defer = true;
        script.setAttribute(SCRIPT_MARKER, '');
        script.addEventListener('load', () => {
          scriptLoaded = true;
          check();
        });
        script.addEventListener('error', () =>
          settle({ status: 'error', reason: 'script-failed' }),
        );
        doc.head.append(script);
      }
      const element = script;

      function check() {
        if (state.status !== 'loading') return;
        if (!element.isConnected) return settle({ status: 'error', reason: 'script-not-found' });
        const grecaptcha = win.grecaptcha;
        if (!readyRequested && typeof grecaptcha?.ready === 'function') {
          readyRequested = true;
          try {
            grecaptcha.ready(() => settle({ status: 'ready' }));
          } catch (error) {
            warn('grecaptcha.ready threw', error);
            readyRequested = false;
          }
        }
      }

      // Declared here, used by `settle` above: no event can settle before this line runs.
      const poll = setInterval(check, BOT_CHECK_POLL_MS);
      const timeout = setTimeout(() => {
        // Loaded but never defined the object: the script was not reCAPTCHA's (a blocker's stub).
        const reason =
          scriptLoaded && typeof win.grecaptcha?.ready !== 'function'
            ? 'object-missing'
            : 'timeout';
        settle({ status: 'error', reason });
      }, BOT_CHECK_TIMEOUT_MS);
      check();
    });
    return loading;
  }

  async function getToken(action: BotCheckAction): Promise<string | null> {
    if (state.status === 'disabled') return null;
    try {
      const result = await load();
      if (result.status !== 'ready') return null;
      const grecaptcha = env().window.grecaptcha;
      if (typeof grecaptcha?.execute !== 'function') {
        env().warn('grecaptcha.execute is missing');
        return null;
      }
      const token = await withTimeout(
        Promise.resolve(grecaptcha.execute(key, { action })),
        BOT_CHECK_TIMEOUT_MS,
      );
      return typeof token === 'string' && token !== '' ? token : null;
    } catch (error) {
      env().warn(`no token for ${action}`, error);
      return null;
    }
  }

  return {
    load,
    getToken,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

let pageBotCheck: BotCheck | undefined;

/** The page's bot check, made on first use (never while prerendering: it touches `document`). */
function botCheck(): BotCheck {
  pageBotCheck ??= createBotCheck(import.meta.env.VITE_RECAPTCHA_SITE_KEY);
  return pageBotCheck;
}

/** The token to send with a form as `recaptchaToken`, or null (spec §7). Never throws. */
export function getBotToken(action: BotCheckAction): Promise<string | null> {
  return botCheck().getToken(action);
}
