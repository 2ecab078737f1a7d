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

// ─── Moved from schemas.ts: what the pages use at run time, without the schemas ────────────

/** Lower-case words joined by single hyphens: safe in a URL path without escaping. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Image formats a `<source>` may offer. */
export const IMAGE_TYPES = ['image/avif', 'image/webp', 'image/jpeg', 'image/png'] as const;

export const DESTINATION_CATEGORIES = [
  'Safari',
  'Honeymoon',
  'Luxury',
  'Cultural',
  'Adventure',
  'Wine & Food',
] as const;

export const DESTINATION_CONTINENTS = ['Africa', 'Asia', 'Europe', 'South America'] as const;

/** The category filter of /destinations, `All` first. */
export const DESTINATION_CATEGORY_FILTERS = ['All', ...DESTINATION_CATEGORIES] as const;
export type DestinationCategoryFilter = (typeof DESTINATION_CATEGORY_FILTERS)[number];

/** The continent filter of /destinations, `All` first. */
export const DESTINATION_CONTINENT_FILTERS = ['All', ...DESTINATION_CONTINENTS] as const;
export type DestinationContinentFilter = (typeof DESTINATION_CONTINENT_FILTERS)[number];

export const TOOL_CATEGORIES = [
  'Planning',
  'Financial',
  'Travel',
  'Documentation',
  'Safety',
  'Communication',
  'Food',
  'Navigation',
  'Health',
  'Culture',
] as const;

export const TOOL_IDS = [
  'currency',
  'weather',
  'time',
  'flights',
  'visa',
  'safety',
  'translate',
  'packing',
  'baggage',
  'insurance',
  'accommodation',
  'rental',
  'wifi',
  'restaurants',
  'navigation',
  'emergency',
  'health',
  'photography',
  'compass',
  'budget-calc',
] as const;

export const MOBILE_APP_PURPOSES = [
  'translation',
  'offline maps',
  'trip organizer',
  'messaging',
  'currency',
  'ride-hailing',
] as const;

export const EXPERIENCE_TYPE_IDS = [
  'ancestry',
  'mission',
  'photography',
  'culinary',
  'adventure',
] as const;

export const FAQ_CATEGORY_IDS = ['general', 'planning', 'destinations', 'booking'] as const;

export const SHOP_CATEGORY_IDS = [
  'apparel',
  'accessories',
  'prints',
  'stationery',
  'tech',
  'gifts',
] as const;

/** Answer ids per question, in the order the quiz asks; a recommendation key joins one of each. */
export const QUIZ_OPTION_IDS = {
  vibe: ['adventure', 'relaxation', 'culture', 'culinary'],
  length: ['weekend', 'week', 'twoweeks', 'month'],
  budget: ['budget', 'mid', 'luxury', 'unlimited'],
  companions: ['solo', 'couple', 'family', 'friends'],
} as const;

export type QuizQuestionId = keyof typeof QUIZ_OPTION_IDS;
export const QUIZ_QUESTION_IDS = [
  'vibe',
  'length',
  'budget',
  'companions',
] as const satisfies readonly QuizQuestionId[];

/** The days of the week in schema.org's two-letter codes, Monday first. */
export const WEEKDAYS = ['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** schema.org `DayOfWeek` names, for `OpeningHoursSpecification.dayOfWeek`. */
export const SCHEMA_ORG_DAY_NAMES: Readonly<Record<Weekday, string>> = {
  Mo: 'Monday',
  Tu: 'Tuesday',
  We: 'Wednesday',
  Th: 'Thursday',
  Fr: 'Friday',
  Sa: 'Saturday',
  Su: 'Sunday',
};

/** How many tags a product card shows. */
export const SHOP_CARD_MAX_TAGS = 2;

/** The price-range filter of /shop. */
export const SHOP_PRICE_RANGES = ['all', 'under20', '20to30', 'over30'] as const;
export type ShopPriceRange = (typeof SHOP_PRICE_RANGES)[number];

/** The sort options of /shop. */
export const SHOP_SORTS = ['featured', 'price-low', 'price-high', 'rating', 'popular'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
