import type { BotCheckAction } from '@travel/schemas';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { RecaptchaConfig } from '../../config/load.ts';
import type { SuspectReason } from '../../db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    botCheck: BotCheck;
  }
}

/** The reCAPTCHA v3 action of each form (`@travel/schemas` bot-check actions). */
export type RecaptchaAction = BotCheckAction;

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
  /** The visitor's address, only with RECAPTCHA_SEND_IP=true. */
  remoteIp: string | null;
  signal: AbortSignal;
}) => Promise<SiteverifyAnswer>;

export const siteverify: Siteverify = async ({ secret, token, remoteIp, signal }) => {
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp) body.set('remoteip', remoteIp);
  const response = await fetch(SITEVERIFY_URL, { method: 'POST', body, signal });
  if (!response.ok) throw new Error(`siteverify answered ${response.status}`);
  return (await response.json()) as SiteverifyAnswer;
};

export interface BotCheckInput {
  /** The hidden `website` field: people leave it empty. */
  honeypot: string | null | undefined;
  token: string | null;
  /** The action of the form the body comes from: a token made for another is refused. */
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
    async judge({ honeypot, token, action, remoteIp, log }) {
      if (honeypot?.trim()) return suspect('honeypot');
      const { secret } = options;
      if (!secret) return GENUINE;
      // Every form runs the check, so whatever the body's shape, no token is suspect. The
      // pages post without one when the script fails (spec §7), as does every form sent
      // without JavaScript: a person may be behind it, so it is kept and shown, marked.
      if (!token) return suspect('no-token');

      let answer: SiteverifyAnswer;
      try {
        const ip = options.sendIp ? remoteIp : null;
        answer = await withTimeout(options.timeoutMs, (signal) =>
          verify({ secret, token, remoteIp: ip, signal }),
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
      // A token made on another site (with our key, or a key the attacker controls) names it.
      if (answer.hostname !== options.hostname) {
        log.info({ hostname: answer.hostname }, 'reCAPTCHA token made on another site');
        return suspect('recaptcha-wrong-hostname');
      }
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
