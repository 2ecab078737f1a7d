import { AGENCY_TIME_ZONE, type LeadDetail } from '@travel/schemas';
import { intlLocale, isLanguageCode, loadResources, type LanguageCode } from '@travel/i18n';
import { mailtoHref } from './LeadDetails.tsx';

/** The reply templates (issue 28), one wording per language, in the `emails` dictionary. */
export const REPLY_TEMPLATES = ['thanks', 'questions', 'call'] as const;
export type ReplyTemplate = (typeof REPLY_TEMPLATES)[number];

export interface ReplyWords {
  language: LanguageCode;
  subject: string;
  greeting: string;
  quoteIntro: string;
  signoff: string;
  templates: Record<ReplyTemplate, string>;
}

/** The reply's words in the language the visitor used (English for a lead without one). */
export async function replyWords(language: string | null): Promise<ReplyWords> {
  const code: LanguageCode = isLanguageCode(language) ? language : 'en';
  const resources = (await loadResources(code)) as {
    emails?: { reply?: Omit<ReplyWords, 'language'> };
  };
  const reply = resources.emails?.reply;
  if (!reply) throw new Error(`No reply templates for ${code}`);
  return { language: code, ...reply };
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => values[key] ?? whole);

export interface Signature {
  staffName: string;
  brand: string;
  phone: string;
  email: string;
}

/**
 * The `mailto:` of a reply: to the visitor, in their language, the chosen template, their
 * request quoted (`> ` lines), and the agency's signature with the staff member's name.
 */
export function replyHref(
  lead: Pick<LeadDetail, 'email' | 'name' | 'createdAt' | 'readable' | 'quiz'>,
  words: ReplyWords,
  template: ReplyTemplate,
  signature: Signature,
): string {
  const date = new Intl.DateTimeFormat(intlLocale(words.language), {
    dateStyle: 'long',
    timeZone: AGENCY_TIME_ZONE,
  }).format(new Date(lead.createdAt));
  const request = lead.readable.message.trim() || lead.quiz?.recommendation || '';
  const quoted = request
    .split(/\r\n|\r|\n/)
    .map((line) => (line ? `> ${line}` : '>'))
    .join('\r\n');
  const body = [
    fill(words.greeting, { name: lead.name }),
    '',
    words.templates[template],
    '',
    ...(quoted ? [fill(words.quoteIntro, { date }), quoted, ''] : []),
    words.signoff,
    signature.staffName,
    signature.brand,
    `${signature.phone} · ${signature.email}`,
  ].join('\r\n');
  const subject = fill(words.subject, { brand: signature.brand });
  return `${mailtoHref(lead.email, subject)}&body=${encodeURIComponent(body)}`;
}
