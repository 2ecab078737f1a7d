import type { BotCheckAction } from '@travel/schemas';
import type * as BotCheck from './bot-check.ts';

/**
 * The bot check's code (bot-check.ts) is fetched when the page is idle or at the first send,
 * whichever comes first: no page waits for it before it is interactive (issue 17).
 */
const loadBotCheck = () => import('./bot-check.ts');

/** Fetches the bot check while the page is idle, so that a first send does not wait for it. */
export function prefetchBotCheck(): void {
  loadBotCheck().catch(() => {});
}

/**
 * The token to send with a form as `recaptchaToken`, or null (spec §7). Never throws: when the
 * bot check's code cannot be fetched (the network went away), the form goes without a token and
 * the server decides what that means, as when the check itself fails.
 */
export async function getBotToken(action: BotCheckAction): Promise<string | null> {
  let botCheck: typeof BotCheck;
  try {
    botCheck = await loadBotCheck();
  } catch {
    return null;
  }
  return botCheck.getBotToken(action);
}
