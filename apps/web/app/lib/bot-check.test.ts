import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOT_CHECK_POLL_MS,
  BOT_CHECK_TIMEOUT_MS,
  RECAPTCHA_SCRIPT_URL,
  createBotCheck,
  type BotCheckEnvironment,
  type Grecaptcha,
} from './bot-check.ts';

type TestWindow = BotCheckEnvironment['window'];

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-bot-check]')];

function setup() {
  const win = {} as TestWindow;
  const warn = vi.fn();
  const check = createBotCheck('site-key-123', { document, window: win, warn });
  return { win, warn, check };
}

/** A grecaptcha whose `ready` fires at once and whose `execute` answers `token`. */
function fakeGrecaptcha(token: Promise<string> | string = 'token-abc') {
  return {
    ready: vi.fn((callback: () => void) => callback()),
    execute: vi.fn(() => Promise.resolve(token)),
  } satisfies Grecaptcha;
}

describe('createBotCheck', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    for (const script of scripts()) script.remove();
  });

  it('without a site key loads nothing and gives a null token', async () => {
    for (const key of [undefined, '', '   ']) {
      const check = createBotCheck(key, { document, window: {} as TestWindow });
      expect(check.getState()).toEqual({ status: 'disabled' });
      await expect(check.getToken('contact_form')).resolves.toBeNull();
      await expect(check.load()).resolves.toEqual({ status: 'disabled' });
    }
    expect(scripts()).toHaveLength(0);
  });

  it('adds the script once, reports loading, then ready when grecaptcha.ready fires', async () => {
    const { win, check } = setup();
    const states: string[] = [];
    check.subscribe((state) => states.push(state.status));

    const first = check.load();
    const second = check.load();
    expect(second).toBe(first);
    expect(check.getState()).toEqual({ status: 'loading' });
    expect(scripts()).toHaveLength(1);
    expect(scripts()[0]?.src).toBe(`${RECAPTCHA_SCRIPT_URL}?render=site-key-123`);
    expect(scripts()[0]?.async).toBe(true);

    win.grecaptcha = fakeGrecaptcha();
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toEqual({ status: 'ready' });
    expect(states).toEqual(['loading', 'ready']);
    expect(scripts()).toHaveLength(1);
  });

  it('re-checks every 2 s until the object appears', async () => {
    const { win, check } = setup();
    const loaded = check.load();
    const grecaptcha = fakeGrecaptcha();
    await vi.advanceTimersByTimeAsync(BOT_CHECK_POLL_MS - 1);
    win.grecaptcha = grecaptcha;
    expect(grecaptcha.ready).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(grecaptcha.ready).toHaveBeenCalledTimes(1);
    await expect(loaded).resolves.toEqual({ status: 'ready' });
  });

  it('waits for ready to fire, and asks for it once', async () => {
    const { win, check } = setup();
    let fire = () => {};
    const grecaptcha = {
      ready: vi.fn((callback: () => void) => (fire = callback)),
      execute: vi.fn(),
    };
    win.grecaptcha = grecaptcha;
    const loaded = check.load();
    await vi.advanceTimersByTimeAsync(3 * BOT_CHECK_POLL_MS);
    expect(check.getState()).toEqual({ status: 'loading' });
    expect(grecaptcha.ready).toHaveBeenCalledTimes(1);
    fire();
    await expect(loaded).resolves.toEqual({ status: 'ready' });
  });

  it('fails with script-failed when the script does not load', async () => {
    const { check, warn } = setup();
    const loaded = check.load();
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(loaded).resolves.toEqual({ status: 'error', reason: 'script-failed' });
    expect(warn).toHaveBeenCalledWith('not ready: script-failed');
  });

  it('fails with script-not-found when the script element disappears', async () => {
    const { check } = setup();
    const loaded = check.load();
    scripts()[0]?.remove();
    await vi.advanceTimersByTimeAsync(BOT_CHECK_POLL_MS);
    await expect(loaded).resolves.toEqual({ status: 'error', reason: 'script-not-found' });
  });

  it('fails with object-missing after 10 s when the script loaded without grecaptcha', async () => {
    const { check } = setup();
    const loaded = check.load();
    scripts()[0]?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(BOT_CHECK_TIMEOUT_MS - 1);
    expect(check.getState()).toEqual({ status: 'loading' });
    await vi.advanceTimersByTimeAsync(1);
    await expect(loaded).resolves.toEqual({ status: 'error', reason: 'object-missing' });
  });

  it('fails with timeout after 10 s when nothing happens', async () => {
    const { check } = setup();
    const loaded = check.load();
    await vi.advanceTimersByTimeAsync(BOT_CHECK_TIMEOUT_MS);
    await expect(loaded).resolves.toEqual({ status: 'error', reason: 'timeout' });
    // Polling stops with the verdict: nothing changes afterwards.
    await vi.advanceTimersByTimeAsync(5 * BOT_CHECK_POLL_MS);
    expect(check.getState()).toEqual({ status: 'error', reason: 'timeout' });
  });

  it('gives the token for the action once ready', async () => {
    const { win, check } = setup();
    const grecaptcha = fakeGrecaptcha('the-token');
    win.grecaptcha = grecaptcha;
    await expect(check.getToken('contact_form')).resolves.toBe('the-token');
    expect(grecaptcha.execute).toHaveBeenCalledWith('site-key-123', { action: 'contact_form' });
  });

  it('gives null, without throwing, when loading fails or execute rejects', async () => {
    const failing = setup();
    const token = failing.check.getToken('contact_form');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(token).resolves.toBeNull();
    // Later calls do not try again.
    await expect(failing.check.getToken('contact_form')).resolves.toBeNull();
    scripts()[0]?.remove();

    const rejecting = setup();
    rejecting.win.grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: () => Promise.reject(new Error('quota')),
    };
    await expect(rejecting.check.getToken('newsletter_signup')).resolves.toBeNull();
    expect(rejecting.warn).toHaveBeenCalledWith(
      'no token for newsletter_signup',
      expect.any(Error),
    );
  });

  it('gives null when execute never answers', async () => {
    const { win, check } = setup();
    win.grecaptcha = {
      ready: (callback: () => void) => callback(),
      execute: () => new Promise<string>(() => {}),
    };
    const token = check.getToken('contact_form');
    await vi.advanceTimersByTimeAsync(BOT_CHECK_TIMEOUT_MS);
    await expect(token).resolves.toBeNull();
  });
});

describe('getBotToken, the page’s bot check, set up from the build’s site key', () => {
  /** The module afresh, as a page built with `VITE_RECAPTCHA_SITE_KEY=key` loads it. */
  async function builtWith(key: string) {
    vi.stubEnv('VITE_RECAPTCHA_SITE_KEY', key);
    vi.resetModules();
    return import('./bot-check.ts');
  }

  afterEach(() => {
    vi.unstubAllEnvs();
    delete (window as { grecaptcha?: unknown }).grecaptcha;
    for (const script of scripts()) script.remove();
    vi.restoreAllMocks();
  });

  it('is null and loads nothing when the build has no site key', async () => {
    const { getBotToken } = await builtWith('');
    await expect(getBotToken('contact_form')).resolves.toBeNull();
    expect(scripts()).toHaveLength(0);
  });

  it('loads reCAPTCHA with the site key and gives its token', async () => {
    const { getBotToken } = await builtWith('built-in-key');
    const grecaptcha = fakeGrecaptcha('page-token');
    (window as { grecaptcha?: Grecaptcha }).grecaptcha = grecaptcha;
    await expect(getBotToken('newsletter_signup')).resolves.toBe('page-token');
    expect(scripts()[0]?.src).toBe(`${RECAPTCHA_SCRIPT_URL}?render=built-in-key`);
    expect(grecaptcha.execute).toHaveBeenCalledWith('built-in-key', {
      action: 'newsletter_signup',
    });
  });

  it('logs a failure with console.warn, never console.error, whatever the build', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { getBotToken } = await builtWith('built-in-key');
    const token = getBotToken('contact_form');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(token).resolves.toBeNull();
    expect(warn).toHaveBeenCalledWith('[bot-check] not ready: script-failed', '');
    expect(error).not.toHaveBeenCalled();
  });
});
