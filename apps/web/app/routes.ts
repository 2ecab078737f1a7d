import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
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
  route('destinations/:slug', 'routes/destination.tsx'),
  route('privacy', 'routes/privacy.tsx'),
  route('terms', 'routes/terms.tsx'),
  route('disclaimer', 'routes/disclaimer.tsx'),
  route('sitemap', 'routes/sitemap.tsx'),
  route('services', 'routes/services.tsx'),
  route('services/all', 'routes/services-all.tsx'),
  route('experiences', 'routes/experiences.tsx'),
  route('about', 'routes/about.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/rss.xml', 'routes/blog-rss.ts'),
  route('blog/:slug', 'routes/blog-post.tsx'),
  route('contact', 'routes/contact.tsx'),
  route('flight-booking', 'routes/flight-booking.tsx'),
  route('quiz', 'routes/quiz.tsx'),
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
  // Any other path: prerendered once at /404 and served by the API with status 404.
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
