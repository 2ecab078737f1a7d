/**
 * The closed vocabularies catalog entries draw from. Each is an `as const` list so the web app
 * can build an exhaustive map from it (scene key to SVG, icon name to lucide component, tone to
 * theme colour) and TypeScript reports a missing case.
 */

/**
 * Illustration keys, places then topics (flights, passport, insurance …). Every card names a
 * scene and `@travel/illustrations` draws it, unless it names a photo (`image`). The one list of
 * them: articles name the same scenes, and the illustrations have a drawing for each.
 */
export const SCENES = [
  'santorini',
  'fuji',
  'masai-mara',
  'patagonia',
  'tuscany',
  'dubai',
  'iceland-aurora',
  'bali',
  'machu-picchu',
  'paris',
  'colorado',
  'kyoto',
  'generic-beach',
  'city',
  'mountains',
  'desert',
  'minneapolis',
  'flights',
  'passport',
  'insurance',
  'planning',
  'digital-nomad',
  'family',
  'solo',
] as const;
export type Scene = (typeof SCENES)[number];

/** Accent colours a card may take; the UI maps each to a theme colour. */
export const TONES = ['primary', 'accent', 'success', 'sky', 'violet'] as const;
export type Tone = (typeof TONES)[number];

/**
 * Every lucide-react icon the catalog names, by its export name. Listing them keeps the web app's
 * icon map small (only these are imported, so the bundle tree-shakes) and catches typos at load.
 */
export const ICON_NAMES = [
  'Award',
  'Baby',
  'Backpack',
  'BadgeCheck',
  'Banknote',
  'BatteryCharging',
  'Briefcase',
  'Building2',
  'Cake',
  'Calculator',
  'Calendar',
  'CalendarDays',
  'Camera',
  'Car',
  'ChefHat',
  'CircleHelp',
  'ClipboardList',
  'Clock',
  'Cloud',
  'Coins',
  'Compass',
  'CreditCard',
  'Crown',
  'DollarSign',
  'FileCheck',
  'FileText',
  'Gem',
  'Gift',
  'Globe',
  'HandHeart',
  'Headphones',
  'Heart',
  'Hotel',
  'Hourglass',
  'Image',
  'Landmark',
  'Languages',
  'Luggage',
  'Map',
  'MapPin',
  'MessageCircle',
  'Moon',
  'Mountain',
  'Notebook',
  'Package',
  'PartyPopper',
  'Phone',
  'Plane',
  'ScrollText',
  'Shield',
  'ShieldCheck',
  'Shirt',
  'Siren',
  'Smartphone',
  'Sparkles',
  'Star',
  'Stethoscope',
  'Sun',
  'Ticket',
  'TreePalm',
  'Umbrella',
  'User',
  'Users',
  'UtensilsCrossed',
  'Wallet',
  'Wifi',
] as const;
export type IconName = (typeof ICON_NAMES)[number];
