import { escapeUTF8 as escapeHtml } from 'entities/escape';
import contactStrings from '@travel/i18n/en/contact.json' with { type: 'json' };
import {
  contextFormFields,
  contextTexts,
  hasContactRequest,
  parseContactQuery,
} from '@travel/schemas/contact-context';

/**
 * The empty `<noscript>` the /contact form renders (apps/web ContactForm) for this server to
 * fill, with the class its contents take. React neither hydrates nor compares what is inside a
 * `<noscript>`, and a browser running scripts never parses it as markup, so filling it changes
 * nothing for visitors with JavaScript.
 */
const SLOT = /<noscript data-slot="contact-context"(?: data-class="([^"<>]*)")?><\/noscript>/;

type ContextStrings = typeof contactStrings.context;

/** i18next's `{{name}}` interpolation, which is all the English context texts use. */
function interpolate(template: string, values: Record<string, string>): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, key: string) => values[key] ?? '');
}

/**
 * The /contact page for a visitor without JavaScript who came with a query string
 * (`/contact?service=gift-voucher&type=romantic&amount=2500`): the page cannot read its query
 * without scripts, so the server writes into the form, in English (the only language without
 * JavaScript), what the visitor asked about and the hidden `context.*` fields that send it
 * with the message. The query is read by the page's own code (`@travel/schemas/contact-context`).
 * Null when the query asks for nothing or the page has no slot.
 */
export function renderContactContext(html: string, search: string): string | null {
  const request = parseContactQuery(search);
  if (!hasContactRequest(request)) return null;
  const slot = SLOT.exec(html);
  if (!slot) return null;

  const strings: ContextStrings = contactStrings.context;
  const summaries = contextTexts(request).summaries.map((text) =>
    interpolate(strings[text.id].summary, text.values),
  );
  const className = slot[1] ? ` class="${escapeHtml(slot[1])}"` : '';
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
  const filled = slot[0].replace('></noscript>', `>${summary}${hidden}</noscript>`);
  return html.slice(0, slot.index) + filled + html.slice(slot.index + slot[0].length);
}
