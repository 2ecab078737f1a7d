import { type RouteConfig, layout, prefix, route } from '@react-router/dev/routes';

/**
 * The public pages, declared once under an optional language segment: English at the root, each
 * other language under its code with the same paths (`/de/destinations/:slug`), so that every
 * language version has its own address (issue 26). React Router tries each path with and
 * without the segment when it matches, so its manifest lists every page once. Any first
 * segment fills `lang` (`/foo` is the home page in "foo"): root.tsx answers a value that is no
 * language under its code (`en` included) with the not-found page (`isUnknownLanguage`).
 *
 * The sections' pages come first: of two paths that score the same, the first declared wins, so
 * `/blog/faq` is an unknown article (the page the server answers it with), not the FAQ in "blog".
 */
const publicRoutes = prefix(':lang?', [
  route('', 'routes/home.tsx'),
  route('destinations/:slug', 'routes/destination.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  // Outcome pages of forms posted without JavaScript (the API answers 303 to them).
  // One page per outcome, so that a browser without JavaScript shows the right words.
  route('thank-you', 'routes/thank-you.tsx', { id: 'thank-you' }),
  route('thank-you/:form', 'routes/thank-you.tsx', { id: 'thank-you-form' }),
  route('form-error', 'routes/form-error.tsx', { id: 'form-error' }),
  route('form-error/:reason', 'routes/form-error.tsx', { id: 'form-error-reason' }),
  route('newsletter/subscribed', 'routes/newsletter-subscribed.tsx'),
  route('newsletter/unsubscribed', 'routes/newsletter-unsubscribed.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('tools', 'routes/tools.tsx'),
  route('shop', 'routes/shop.tsx'),
  route('print-store', 'routes/print-store.tsx'),
  route('destinations', 'routes/destinations.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('disclaimer', 'routes/disclaimer.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/all', 'routes/services-all.tsx'),
  route('experiences', 'routes/experiences.tsx'),
  route('about', 'routes/about.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('flight-booking', 'routes/flight-booking.tsx'),
  route('quiz', 'routes/quiz.tsx'),
  // The site's not-found page, prerendered at /404 (/de/404 …) and served by the API with
  // status 404 for any address it does not know. An address no route matches shows the same
  // page (root.tsx's ErrorBoundary).
  route('404', 'routes/not-found.tsx'),
  // The blog's feed of each language (issue 27): `/blog/rss.xml`, `/es/blog/rss.xml` …
  route('blog/rss.xml', 'routes/blog-rss.ts'),
]);

export default [
  ...publicRoutes,
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
