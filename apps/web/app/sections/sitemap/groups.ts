/**
 * The groups of the /sitemap page (spec §2 /sitemap), each link a path and the key of its
 * label under `sitemap.pages` in the legal dictionary. Destination and article links are
 * added from the catalog and the blog.
 */
export const SITEMAP_GROUPS = [
  {
    key: 'main',
    links: [
      { path: '/', label: 'home' },
      { path: '/services', label: 'services' },
      { path: '/services/all', label: 'allServices' },
      { path: '/destinations', label: 'destinations' },
      { path: '/experiences', label: 'experiences' },
      { path: '/about', label: 'about' },
      { path: '/contact', label: 'contact' },
    ],
  },
  {
    key: 'tools',
    links: [
      { path: '/flight-booking', label: 'flightBooking' },
      { path: '/tools', label: 'tools' },
      { path: '/quiz', label: 'quiz' },
      { path: '/faq', label: 'faq' },
    ],
  },
  {
    key: 'shop',
    links: [
      { path: '/shop', label: 'shop' },
      { path: '/print-store', label: 'printStore' },
    ],
  },
  {
    key: 'legal',
    links: [
      { path: '/privacy', label: 'privacy' },
      { path: '/terms', label: 'terms' },
      { path: '/disclaimer', label: 'disclaimer' },
    ],
  },
] as const;

export type SitemapGroupKey = (typeof SITEMAP_GROUPS)[number]['key'] | 'destinations' | 'blog';
