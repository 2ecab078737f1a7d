import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES } from '@travel/i18n';

/**
 * The public pages, declared once and added for every language: English at the root, each
 * other language under its code with the same paths (`/de/destinations/:slug`), so that every
 * language version has its own address (issue 26). `prefix` is `''` or `de/`; each copy of a
 * route has its own id (`de/routes/faq`), the module is the same.
 */
function publicRoutes(prefix: string) {
  const page = (path: string, file: string, id = file.replace(/\.tsx?$/, '')) =>
    route(`${prefix}${path}`, file, { id: `${prefix}${id}` });
  return [
    prefix === ''
      ? index('routes/home.tsx')
      : route(prefix.slice(0, -1), 'routes/home.tsx', { id: `${prefix}routes/home` }),
    // Outcome pages of forms posted without JavaScript (the API answers 303 to them).
    // One page per outcome, so that a browser without JavaScript shows the right words.
    page('thank-you', 'routes/thank-you.tsx', 'thank-you'),
    page('thank-you/:form', 'routes/thank-you.tsx', 'thank-you-form'),
    page('form-error', 'routes/form-error.tsx', 'form-error'),
    page('form-error/:reason', 'routes/form-error.tsx', 'form-error-reason'),
    page('newsletter/subscribed', 'routes/newsletter-subscribed.tsx'),
    page('newsletter/unsubscribed', 'routes/newsletter-unsubscribed.tsx'),
    page('faq', 'routes/faq.tsx'),
    page('tools', 'routes/tools.tsx'),
    page('shop', 'routes/shop.tsx'),
    page('print-store', 'routes/print-store.tsx'),
    page('destinations', 'routes/destinations.tsx'),
    page('destinations/:slug', 'routes/destination.tsx'),
    page('privacy', 'routes/privacy.tsx'),
    page('terms', 'routes/terms.tsx'),
    page('disclaimer', 'routes/disclaimer.tsx'),
    page('sitemap', 'routes/sitemap.tsx'),
    page('services', 'routes/services.tsx'),
    page('services/all', 'routes/services-all.tsx'),
    page('experiences', 'routes/experiences.tsx'),
    page('about', 'routes/about.tsx'),
    page('blog', 'routes/blog.tsx'),
    page('blog/:slug', 'routes/blog-post.tsx'),
    page('contact', 'routes/contact.tsx'),
    page('flight-booking', 'routes/flight-booking.tsx'),
    page('quiz', 'routes/quiz.tsx'),
    // Any other path of the language: prerendered once at /404 (/de/404 …) and served by the API
    // with status 404.
    page('*', 'routes/not-found.tsx'),
  ];
}

export default [
  ...publicRoutes(''),
  ...LANGUAGE_CODES.filter((code) => code !== DEFAULT_LANGUAGE).flatMap((code) =>
    publicRoutes(`${code}/`),
  ),
  // The blog's feed of each language (issue 27): `/blog/rss.xml`, `/es/blog/rss.xml` …
  ...LANGUAGE_CODES.map((code) =>
    code === DEFAULT_LANGUAGE
      ? route('blog/rss.xml', 'routes/blog-rss.ts')
      : route(`${code}/blog/rss.xml`, 'routes/blog-rss.ts', { id: `${code}/routes/blog-rss` }),
  ),
  // The agency's side (issue 13): client-rendered, never prerendered (not in app/prerender.ts);
  // the API answers these addresses with the SPA fallback. Own layout, no public shell.
  route('staff/sign-in', 'routes/staff-sign-in.tsx'),
  layout('routes/staff-layout.tsx', [
    route('staff', 'routes/staff-inbox.tsx'),
    route('staff/leads/:id', 'routes/staff-lead.tsx'),
  ]),
  // Resource routes, prerendered to the files sitemap.xml and robots.txt.
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
] satisfies RouteConfig;
