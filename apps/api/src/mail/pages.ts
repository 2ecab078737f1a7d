import { directionOf } from '@travel/i18n';
import { escapeUTF8 as escape } from 'entities/escape';
import { emailStrings, type Agency } from '@travel/emails';

export interface LinkPage {
  title: 'confirmTitle' | 'confirmedTitle' | 'invalidTitle' | 'unsubscribeTitle';
  body:
    'confirmBody' | 'confirmedBody' | 'alreadyConfirmedBody' | 'invalidBody' | 'unsubscribeBody';
  /** A button posting to the page's own URL, labelled with this `emails` key. */
  button?: 'confirm.button' | 'unsubscribe';
  email?: string;
}

/**
 * The page a newsletter link opens: plain HTML in the visitor's language that works without
 * JavaScript (and without styles: the browser's own, light or dark by `color-scheme`). Its
 * button POSTs to the same URL, so a mail scanner that follows links changes nothing.
 */
export async function linkPage(
  agency: Agency,
  language: string | null,
  action: string,
  page: LinkPage,
): Promise<string> {
  const { t, language: code } = await emailStrings(language, agency);
  const title = escape(t(`pages.${page.title}`));
  const body = escape(t(`pages.${page.body}`, { email: page.email ?? '' }));
  const button = page.button
    ? `<form method="post" action="${escape(action)}"><button type="submit">${escape(t(page.button))}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${code}" dir="${directionOf(code)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${title} · ${escape(agency.brand)}</title>
</head>
<body>
<main>
<p>${escape(agency.brand)}</p>
<h1>${title}</h1>
<p>${body}</p>
${button}
<p><a href="/">${escape(t('pages.backHome'))}</a></p>
</main>
</body>
</html>
`;
}
