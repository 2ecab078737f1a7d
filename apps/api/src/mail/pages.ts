import { directionOf, localizedPath } from '@travel/i18n';
import { themeScript } from '@travel/ui/theme-script';
import {
  contentWidth,
  controlHeight,
  darkColors,
  fontFamily,
  fontSize,
  lightColors,
  lineHeight,
  radius,
  space,
  type ColorTokens,
} from '@travel/ui/tokens';
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

/** One palette as the custom properties the style sheet below reads. */
const palette = (colors: ColorTokens) =>
  `--surface:${colors.surface};--raised:${colors.raised};--sunken:${colors.sunken};` +
  `--text:${colors.text};--muted:${colors.muted};--primary:${colors.primary};` +
  `--primary-hover:${colors.primaryHover};--on-primary:${colors.onPrimary};` +
  `--border:${colors.border};--focus:${colors.focusRing};`;

/**
 * The site's look written out for these pages, from the design system's own tokens (colours of
 * both themes, type, spacing): the light palette, the dark one for a system in dark mode, and
 * the visitor's own choice on the site where the theme script (already allowed by the API's
 * Content-Security-Policy) finds one. Nothing here needs JavaScript.
 */
export const LINK_PAGE_CSS = [
  `:root{${palette(lightColors)}color-scheme:light}`,
  `@media (prefers-color-scheme: dark){:root:not(.light){${palette(darkColors)}color-scheme:dark}}`,
  `:root.dark{${palette(darkColors)}color-scheme:dark}`,
  `*,*::before,*::after{box-sizing:border-box}`,
  `body{margin:0;min-height:100vh;display:flex;flex-direction:column;background:var(--surface);` +
    `color:var(--text);font-family:${fontFamily.body};font-size:${fontSize.standard};` +
    `line-height:${lineHeight.standard}}`,
  `.wrap{width:100%;max-width:${contentWidth.page};margin-inline:auto;padding-inline:${space.medium}}`,
  `.site-header{background:var(--raised);border-block-end:1px solid var(--border)}`,
  `.site-header .wrap{display:flex;align-items:center;min-height:4rem}`,
  `.brand{color:var(--text);font-family:${fontFamily.heading};font-size:${fontSize.xlarge};` +
    `font-weight:700;text-decoration:none;border-radius:${radius.small}}`,
  `main{flex:1;padding-block:${space.xxlarge}}`,
  `.card{max-width:${contentWidth.dialog};margin-inline:auto;padding:${space.xlarge};` +
    `background:var(--raised);border:1px solid var(--border);border-radius:${radius.large}}`,
  `h1{margin:0 0 ${space.medium};font-family:${fontFamily.heading};font-size:${fontSize.xxlarge};` +
    `line-height:${lineHeight.tight}}`,
  `p{margin:0 0 ${space.medium}}`,
  `.email{overflow-wrap:anywhere}`,
  `form{margin:0 0 ${space.large}}`,
  `.button{display:inline-flex;align-items:center;justify-content:center;` +
    `min-height:${controlHeight.medium};padding:0 ${space.large};border:0;` +
    `border-radius:${radius.full};background:var(--primary);color:var(--on-primary);` +
    `font:inherit;font-weight:700;cursor:pointer}`,
  `.button:hover{background:var(--primary-hover)}`,
  `a{color:var(--primary)}`,
  `a:focus-visible,.button:focus-visible{outline:3px solid var(--focus);outline-offset:2px}`,
  `.site-footer{background:var(--sunken);border-block-start:1px solid var(--border);` +
    `color:var(--muted);font-size:${fontSize.small};padding-block:${space.large}}`,
  `.site-footer p{margin:0}`,
].join('\n');

/**
 * The page a newsletter link opens, in the site's design (its header, footer, type and colours
 * in both themes) and in the language of the sign-up; it works without JavaScript. Its button
 * POSTs to the same URL, with the page's language, so a mail scanner that follows links changes
 * nothing and the page after it is in the same language.
 */
export async function linkPage(
  agency: Agency,
  language: string | null,
  action: string,
  page: LinkPage,
): Promise<string> {
  const { t, language: code } = await emailStrings(language, agency);
  const title = escape(t(`pages.${page.title}`));
  const email = page.email ? `<span class="email">${escape(page.email)}</span>` : '';
  // The address is set apart (it can be long, and it is not translated text).
  const body = escape(t(`pages.${page.body}`, { email: '\u0000' })).replace('\u0000', email);
  const home = escape(localizedPath('/', code));
  const button = page.button
    ? `<form method="post" action="${escape(action)}">` +
      `<input type="hidden" name="language" value="${code}">` +
      `<button class="button" type="submit">${escape(t(page.button))}</button></form>`
    : '';
  return `<!doctype html>
<html lang="${code}" dir="${directionOf(code)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="robots" content="noindex">
<title>${title} · ${escape(agency.brand)}</title>
<script>${themeScript}</script>
<style>
${LINK_PAGE_CSS}
</style>
</head>
<body>
<header class="site-header"><div class="wrap"><a class="brand" href="${home}">${escape(agency.brand)}</a></div></header>
<main class="wrap">
<div class="card">
<h1>${title}</h1>
<p>${body}</p>
${button}
<p><a href="${home}">${escape(t('pages.backHome'))}</a></p>
</div>
</main>
<footer class="site-footer"><div class="wrap">
<p>${escape(agency.brand)} · ${escape(agency.address)}</p>
<p>${escape(agency.phone)} · <a href="mailto:${escape(agency.email)}">${escape(agency.email)}</a></p>
</div></footer>
</body>
</html>
`;
}
