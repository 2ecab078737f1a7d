/** A link of the header navigation; `key` names its label in the `nav` dictionary. */
export interface NavItem {
  key:
    | 'home'
    | 'services'
    | 'destinations'
    | 'bookFlight'
    | 'tools'
    | 'onlineStore'
    | 'blog'
    | 'contact';
  href: string;
}

/** Header navigation in the spec's order (§2 Global shell). */
export const mainNavigation: readonly NavItem[] = [
  { key: 'home', href: '/' },
  { key: 'services', href: '/services' },
  { key: 'destinations', href: '/destinations' },
  { key: 'bookFlight', href: '/flight-booking' },
  { key: 'tools', href: '/tools' },
  { key: 'onlineStore', href: '/print-store' },
  { key: 'blog', href: '/blog' },
  { key: 'contact', href: '/contact' },
];

/** The social networks the footer links to, in the spec's order. */
export const SOCIAL_NETWORKS = [
  { key: 'facebook', name: 'Facebook' },
  { key: 'instagram', name: 'Instagram' },
  { key: 'twitter', name: 'Twitter' },
  { key: 'pinterest', name: 'Pinterest' },
  { key: 'tiktok', name: 'TikTok' },
  { key: 'linkedin', name: 'LinkedIn' },
  { key: 'youtube', name: 'YouTube' },
] as const;
