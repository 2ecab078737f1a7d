import { escapeUTF8 as escapeHtml } from 'entities/escape';
import { DEFAULT_LANGUAGE, createI18n } from '@travel/i18n';
import contactStrings from '@travel/i18n/en/contact.json' with { type: 'json' };
import {
  contextFormFields,
  contextTexts,
  hasContactRequest,
  parseContactQuery,
} from '@travel/schemas/contact-context';
import type { NoscriptSlot } from '@travel/schemas/web-build';

/**
 * The empty `<noscript data-slot="contact-context">` the /contact form renders (apps/web
 * ContactForm) for this server to fill, found by the web build (its manifest gives where its
 * contents go and their class). React neither hydrates nor compares what is inside a
 * `<noscript>`, and a browser running scripts never parses it as markup, so filling it changes
 * nothing for visitors with JavaScript.
 */
export const CONTACT_CONTEXT_SLOT = 'contact-context';

/** The page's own words, through i18next as the page says them (apps/web ContactForm). */
const t = createI18n({ contact: contactStrings }).getFixedT(DEFAULT_LANGUAGE, 'contact');

/**
 * The /contact page for a visitor without JavaScript who came with a query string
 * (`/contact?service=gift-voucher&type=romantic&amount=2500`): the page cannot read its query
 * without scripts, so the server writes into the form, in English (the only language without
 * JavaScript), what the visitor asked about and the hidden `context.*` fields that send it
 * with the message. The query is read by the page's own code (`@travel/schemas/contact-context`).
 * `slot` is the page's slot, as the build's manifest gives it. Null when the query asks for
 * nothing.
 */
export function renderContactContext(
  html: string,
  slot: NoscriptSlot,
  search: string,
): string | null {
  const request = parseContactQuery(search);
  if (!hasContactRequest(request)) return null;

  const strings = contactStrings.context;
  const summaries = contextTexts(request).summaries.map((text) =>
    t(`context.${text.id}.summary`, text.values),
  );
  const className = slot.className ? ` class="${escapeHtml(slot.className)}"` : '';
  const summary =
    `<div${className} role="note" aria-label="${escapeHtml(strings.title)}">` +
    `<p><strong>${escapeHtml(strings.title)}</strong></p>` +
    `<ul>${summaries.map((text) => `<li>${escapeHtml(text)}</li>`).join('')}</ul>` +
    `<p>${escapeHtml(strings.note)}</p></div>`;
  const hidden = contextFormFields(request)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return html.slice(0, slot.offset) + summary + hidden + html.slice(slot.offset);
}
