import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RecaptchaConfig } from '../../config.ts';
import type { SuspectReason } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    botCheck: BotCheck;
  }
}

/** The reCAPTCHA v3 actions the pages run before posting (spec §7 Bot-check). */
export type RecaptchaAction = 'newsletter_signup' | 'contact_form';

export const SITEVERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';

/** Google's answer (https://developers.google.com/recaptcha/docs/v3#site_verify_response). */
export interface SiteverifyAnswer {
  success: boolean;
  score?: number;
  action?: string;
  hostname?: string;
  'error-codes'?: string[];
}

/** One call to siteverify; tests pass their own so nothing goes to the network. */
export type Siteverify = (request: {
  secret: string;
  token: string;
  remoteIp: string;
  signal: AbortSignal;
}) => Promise<SiteverifyAnswer>;

export const siteverify: Siteverify = async ({ secret, token, remoteIp, signal }) => {
  const response = await fetch(SITEVERIFY_URL, {
    method: 'POST',
    body: new URLSearchParams({ secret, response: token, remoteip: remoteIp }),
    signal,
  });
  if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
  return (await response.json()) as SiteverifyAnswer;
};

export interface BotCheckInput {
  /** The hidden `website` field: people leave it empty. */
  honeypot: string | null | undefined;
  token: string | null;
  /**
   * Whether the form runs the bot check before it posts (the inquiry form, the home
   * newsletter), so that a missing token means the check failed or was skipped. Other forms
   * send none, and are not suspected for it.
   */
  tokenExpected: boolean;
  action: RecaptchaAction;
  remoteIp: string;
  log: FastifyBaseLogger;
}

export interface BotVerdict {
  suspect: boolean;
  reason: SuspectReason | null;
}

export interface BotCheck {
  /** Never throws and never drops a lead: at worst it is stored marked suspect. */
  judge(input: BotCheckInput): Promise<BotVerdict>;
}

export interface BotCheckOptions extends RecaptchaConfig {
  verify?: Siteverify;
}

const GENUINE: BotVerdict = { suspect: false, reason: null };
const suspect = (reason: SuspectReason): BotVerdict => ({ suspect: true, reason });

/** Bounds `run` by `ms` even if it ignores its abort signal. */
async function withTimeout<T>(ms: number, run: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new Error(`no answer within ${ms} ms`));
    }, ms);
  });
  try {
    return await Promise.race([run(controller.signal), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createBotCheck(options: BotCheckOptions): BotCheck {
  const verify = options.verify ?? siteverify;
  return {
    async judge({ honeypot, token, tokenExpected, action, remoteIp, log }) {
      if (honeypot?.trim()) return suspect('honeypot');
      const { secret } = options;
      if (!secret) return GENUINE;
      // The pages post without a token when the bot-check script fails (spec §7), as does
      // every form sent without JavaScript: a person may be behind it, so it is kept.
      if (!token) return tokenExpected ? suspect('recaptcha-missing-token') : GENUINE;

      let answer: SiteverifyAnswer;
      try {
        answer = await withTimeout(options.timeoutMs, (signal) =>
          verify({ secret, token, remoteIp, signal }),
        );
      } catch (error) {
        log.warn({ err: error }, 'reCAPTCHA could not be verified');
        return suspect('recaptcha-unavailable');
      }
      if (!answer.success) {
        log.info({ errorCodes: answer['error-codes'] }, 'reCAPTCHA rejected the token');
        return suspect('recaptcha-rejected');
      }
      if (answer.action !== action) return suspect('recaptcha-wrong-action');
      if (typeof answer.score !== 'number' || answer.score < options.minScore) {
        log.info({ score: answer.score }, 'reCAPTCHA score below the minimum');
        return suspect('recaptcha-low-score');
      }
      return GENUINE;
    },
  };
}

async function botCheckPlugin(fastify: FastifyInstance, opts: BotCheckOptions): Promise<void> {
  fastify.decorate('botCheck', createBotCheck(opts));
}

export default fp(botCheckPlugin, { name: 'bot-check' });
