/**
 * Valibot schemas of every catalog entry, with the TypeScript types inferred from them. The data
 * modules under `data/` are typed with the schemas' input types and parsed with them at load.
 */
import * as v from 'valibot';
import {
  ICON_NAMES,
  SCENES,
  TONES,
  SLUG_PATTERN,
  IMAGE_TYPES,
  DESTINATION_CATEGORIES,
  DESTINATION_CONTINENTS,
  TOOL_CATEGORIES,
  TOOL_IDS,
  MOBILE_APP_PURPOSES,
  EXPERIENCE_TYPE_IDS,
  FAQ_CATEGORY_IDS,
  SHOP_CATEGORY_IDS,
  QUIZ_OPTION_IDS,
  QUIZ_QUESTION_IDS,
  type QuizQuestionId,
} from './vocabulary.ts';

// ─── Shared pieces ──────────────────────────────────────────────────────────────────────────

/** Display text: not blank, no stray spaces around it, and never placeholder copy. */
const Text = v.pipe(
  v.string(),
  v.nonEmpty('must not be empty'),
  v.check((text) => text === text.trim(), 'must not start or end with spaces'),
  v.check((text) => !/lorem|ipsum|\bTODO\b|\bTBD\b/i.test(text), 'must not be placeholder text'),
  v.check((text) => !text.includes('{{'), 'must not hold an unfilled {{placeholder}}'),
);
const textList = (min: number, max = 12) =>
  v.pipe(
    v.array(Text),
    v.minLength(min, `needs at least ${min} items`),
    v.maxLength(max, `allows at most ${max} items`),
  );

const Slug = v.pipe(
  v.string(),
  v.regex(SLUG_PATTERN, 'must be lower-case words joined by hyphens'),
);
const HttpsUrl = v.pipe(
  v.string(),
  v.url('must be a URL'),
  v.startsWith('https://', 'must be an https:// address'),
);
/** A US dollar amount as shown: `$1,599`, `$24.99`. */
const UsdText = v.pipe(
  v.string(),
  v.regex(/^\$\d{1,3}(?:,\d{3})*(?:\.\d{2})?$/, 'must read like $1,599 or $24.99'),
);
/** A calendar date, `YYYY-MM-DD`. */
export const IsoDateSchema = v.pipe(
  v.string(),
  v.isoDate('must be a date written YYYY-MM-DD'),
  v.check(
    (value) => new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'must be a real calendar date',
  ),
);
/** Whole US dollars as a number, for amounts the UI formats and query strings carry. */
const Dollars = v.pipe(v.number(), v.integer('must be whole dollars'), v.minValue(1));
const Count = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(0));
const Stars = v.pipe(
  v.number(),
  v.minValue(1, 'must be at least 1'),
  v.maxValue(5, 'must be at most 5'),
);
/** A range as the spec prints it: `7-14 days`, `2-8 people`, `1-4 weeks`. */
const Range = (unit: string) =>
  v.pipe(v.string(), v.regex(new RegExp(`^\\d+-\\d+ ${unit}$`), `must read like 2-8 ${unit}`));

const PositiveInt = v.pipe(v.number(), v.integer('must be a whole number'), v.minValue(1));
/** A range of whole numbers, both ends included (`{ min: 2, max: 8 }`). */
export const NumberRangeSchema = v.pipe(
  v.object({ min: PositiveInt, max: PositiveInt }),
  v.check((range) => range.min <= range.max, 'min must not be above max'),
);
/** An amount of time: `{ value: 48, unit: 'hour' }`. */
export const TimeSpanSchema = v.object({
  value: PositiveInt,
  unit: v.picklist(['hour', 'day', 'week', 'month', 'year']),
});
/** A range of days or weeks: `{ min: 7, max: 14, unit: 'day' }`. */
export const TimeRangeSchema = v.pipe(
  v.object({ min: PositiveInt, max: PositiveInt, unit: v.picklist(['day', 'week']) }),
  v.check((range) => range.min <= range.max, 'min must not be above max'),
);
/** US dollars as a number, cents allowed (`24.99`). */
const Usd = v.pipe(
  v.number(),
  v.minValue(0.01),
  v.check((n) => Math.round(n * 100) === n * 100, 'must be whole cents'),
);

const Scene = v.picklist(SCENES, 'must be one of SCENES');
const Icon = v.picklist(ICON_NAMES, 'must be one of ICON_NAMES (a lucide-react icon)');
const Tone = v.picklist(TONES, 'must be one of TONES');

const PixelSize = v.pipe(v.number(), v.integer('must be whole pixels'), v.minValue(1));
/**
 * Where a photo lives: a file of the web app's `public/` folder, by its root-relative path
 * (`/images/kyoto.jpg`), or an https URL.
 */
const ImageSrc = v.union(
  [
    v.pipe(
      v.string(),
      v.regex(
        /^\/(?!\/)[\w./-]+\.(?:avif|webp|jpe?g|png)$/i,
        'must be a path under public/ such as /images/kyoto.jpg',
      ),
      v.check((path) => !path.includes('..'), 'must not climb out of public/'),
    ),
    HttpsUrl,
  ],
  'must be a path under public/ (/images/kyoto.jpg) or an https:// address',
);

/** One responsive candidate set of a photo, e.g. its AVIF widths. */
export const ImageSourceSchema = v.object({
  /** Candidates, e.g. `/images/kyoto-800.avif 800w, /images/kyoto-1600.avif 1600w`. */
  srcSet: Text,
  type: v.picklist(IMAGE_TYPES, 'must be one of IMAGE_TYPES'),
  /** Media condition for art direction, e.g. `(min-width: 768px)`. */
  media: v.optional(Text),
});
export type ImageSource = v.InferOutput<typeof ImageSourceSchema>;

/**
 * A real photo, the escape hatch from the drawn scenes: when an entry names one, its cards and
 * page show it (in a box of fixed ratio) instead of its `scene`.
 */
export const ImageSchema = v.object({
  src: ImageSrc,
  /** Intrinsic size: it reserves the box before the file arrives. */
  width: PixelSize,
  height: PixelSize,
  /** Describes the photo for screen readers. */
  alt: Text,
  /** Better formats and sizes, best first; `src` is the fallback. */
  sources: v.optional(v.array(ImageSourceSchema)),
});
export type CatalogImage = v.InferOutput<typeof ImageSchema>;

/** A figure with its caption, as in statistic strips (`25K+` Instagram followers). */
export const StatSchema = v.object({ id: Slug, value: Text, label: Text });
export type Stat = v.InferOutput<typeof StatSchema>;

// ─── Services ───────────────────────────────────────────────────────────────────────────────

export const ServiceCardSchema = v.object({
  id: Slug,
  title: Text,
  description: Text,
  icon: Icon,
  tone: Tone,
  /** Bullet points for the service's section on /services. */
  highlights: textList(3, 5),
});
export type ServiceCard = v.InferOutput<typeof ServiceCardSchema>;

export const ProcessStepSchema = v.object({
  step: v.pipe(v.number(), v.integer(), v.minValue(1)),
  id: Slug,
  title: Text,
  description: Text,
  icon: Icon,
});
export type ProcessStep = v.InferOutput<typeof ProcessStepSchema>;

// ─── Destinations ───────────────────────────────────────────────────────────────────────────

export const HomeDestinationSchema = v.object({
  id: Slug,
  name: Text,
  description: Text,
  /** Describes the illustration for screen readers. */
  alt: Text,
  scene: Scene,
  /** A photo shown instead of the scene. */
  image: v.optional(ImageSchema),
});
export type HomeDestination = v.InferOutput<typeof HomeDestinationSchema>;

export type DestinationCategory = (typeof DESTINATION_CATEGORIES)[number];
export type DestinationContinent = (typeof DESTINATION_CONTINENTS)[number];

export const ItineraryStopSchema = v.object({
  /** The stop's first day (1 for the arrival). */
  firstDay: PositiveInt,
  /** The stop's last day, when it lasts more than one. */
  lastDay: v.optional(PositiveInt),
  /**
   * `Day 1` or `Days 3-6`, from `firstDay` and `lastDay`.
   * @deprecated English; format `firstDay`/`lastDay` for the page's language.
   */
  days: v.pipe(v.string(), v.regex(/^(Day \d+|Days \d+-\d+)$/, 'must read like Day 1 or Days 3-6')),
  title: Text,
  description: Text,
});
export type ItineraryStop = v.InferOutput<typeof ItineraryStopSchema>;

export const DestinationSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  slug: Slug,
  name: Text,
  location: Text,
  scene: Scene,
  alt: Text,
  /** A photo shown instead of the scene, on the card and the detail page. */
  image: v.optional(ImageSchema),
  /** One or two sentences for the card. */
  description: Text,
  /** The detail page's introduction, one string per paragraph. */
  overview: textList(2, 3),
  itinerary: v.pipe(v.array(ItineraryStopSchema), v.minLength(3, 'needs at least 3 stops')),
  durationDays: PositiveInt,
  /** How many may travel together. */
  travelers: NumberRangeSchema,
  /** The "From" price per person. */
  priceFromUsd: Dollars,
  /** @deprecated English (`8 days`); format `durationDays`. */
  duration: v.pipe(v.string(), v.regex(/^\d+ days$/, 'must read like 8 days')),
  /** @deprecated English (`2-8 travelers`); format `travelers`. */
  groupSize: Text,
  rating: Stars,
  reviewCount: Count,
  /** @deprecated English (`From $4,500`); format `priceFromUsd`. */
  price: v.pipe(v.string(), v.regex(/^From \$\d{1,3}(?:,\d{3})*$/, 'must read like From $3,200')),
  category: v.picklist(DESTINATION_CATEGORIES, 'must be one of DESTINATION_CATEGORIES'),
  continent: v.picklist(DESTINATION_CONTINENTS, 'must be one of DESTINATION_CONTINENTS'),
  highlights: textList(3, 6),
  bestTime: Text,
  featured: v.boolean(),
  /** When this entry's copy or figures last changed: the destination page's sitemap `lastmod`. */
  updated: IsoDateSchema,
});
export type Destination = v.InferOutput<typeof DestinationSchema>;

// ─── Social proof ───────────────────────────────────────────────────────────────────────────

export const TestimonialSchema = v.object({
  id: Slug,
  name: Text,
  location: Text,
  trip: Text,
  testimonial: Text,
  verified: v.boolean(),
});
export type Testimonial = v.InferOutput<typeof TestimonialSchema>;

export const ReviewSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  name: Text,
  rating: v.pipe(Stars, v.integer('must be whole stars')),
  /** How long ago it was written, for `Intl.RelativeTimeFormat` (`-value`, `unit`). */
  age: TimeSpanSchema,
  /** @deprecated English (`3 days ago`); format `age`. */
  date: v.pipe(
    v.string(),
    v.regex(/^\d+ (day|week|month|year)s? ago$/, 'must read like 2 weeks ago'),
  ),
  review: Text,
  verified: v.boolean(),
  service: Text,
});
export type Review = v.InferOutput<typeof ReviewSchema>;

// ─── Tools and apps ─────────────────────────────────────────────────────────────────────────

export type ToolCategory = (typeof TOOL_CATEGORIES)[number];

export type ToolId = (typeof TOOL_IDS)[number];

export const ToolSchema = v.object({
  id: v.picklist(TOOL_IDS, 'must be one of TOOL_IDS'),
  name: Text,
  description: Text,
  icon: Icon,
  tone: Tone,
  /** The external site the card opens in a new tab. */
  link: HttpsUrl,
  category: v.picklist(TOOL_CATEGORIES, 'must be one of TOOL_CATEGORIES'),
});
export type Tool = v.InferOutput<typeof ToolSchema>;

export type MobileAppPurpose = (typeof MOBILE_APP_PURPOSES)[number];

export const MobileAppSchema = v.object({
  id: Slug,
  name: Text,
  purpose: v.picklist(MOBILE_APP_PURPOSES, 'must be one of MOBILE_APP_PURPOSES'),
  description: Text,
  icon: Icon,
  platforms: v.pipe(v.array(v.picklist(['iOS', 'Android'])), v.minLength(1)),
  link: HttpsUrl,
});
export type MobileApp = v.InferOutput<typeof MobileAppSchema>;

export const TravelTipSchema = v.object({ id: Slug, title: Text, description: Text, icon: Icon });
export type TravelTip = v.InferOutput<typeof TravelTipSchema>;

// ─── Affiliate gear shop ────────────────────────────────────────────────────────────────────

export const AffiliateItemSchema = v.object({
  name: Text,
  description: Text,
  features: textList(3, 5),
  rating: Stars,
  /** What the retailer's search is asked for; never a product id, so listings can change. */
  searchTerm: Text,
});
export type AffiliateItem = v.InferOutput<typeof AffiliateItemSchema>;

export const AffiliateCategorySchema = v.object({
  id: Slug,
  name: Text,
  icon: Icon,
  items: v.pipe(v.array(AffiliateItemSchema), v.minLength(1)),
});
export type AffiliateCategory = v.InferOutput<typeof AffiliateCategorySchema>;

// ─── Experiences ────────────────────────────────────────────────────────────────────────────

export type ExperienceTypeId = (typeof EXPERIENCE_TYPE_IDS)[number];

export const ExperienceTypeSchema = v.object({
  /** Also the `type` the contact link carries (`service=experiential-travel&type=…`). */
  id: v.picklist(EXPERIENCE_TYPE_IDS, 'must be one of EXPERIENCE_TYPE_IDS'),
  title: Text,
  icon: Icon,
  tone: Tone,
  scene: Scene,
  description: Text,
  /** One concrete trip, for the home page card. */
  example: Text,
  examples: textList(3, 6),
  features: textList(3, 6),
  length: TimeRangeSchema,
  people: NumberRangeSchema,
  /** @deprecated English (`7-14 days`); format `length`. */
  duration: v.union([Range('days'), Range('weeks')]),
  /** @deprecated English (`2-8 people`); format `people`. */
  groupSize: Range('people'),
});
export type ExperienceType = v.InferOutput<typeof ExperienceTypeSchema>;

export const ExperiencePriceTeaserSchema = v.object({
  id: Slug,
  title: Text,
  description: Text,
  startingPriceUsd: Dollars,
  /** @deprecated English (`$1,599`); format `startingPriceUsd`. */
  startingPrice: UsdText,
  icon: Icon,
  tone: Tone,
});
export type ExperiencePriceTeaser = v.InferOutput<typeof ExperiencePriceTeaserSchema>;

export const FeaturedExperienceSchema = v.object({
  /** Also the `experience` the contact link carries. */
  id: Slug,
  type: v.picklist(EXPERIENCE_TYPE_IDS, 'must be one of EXPERIENCE_TYPE_IDS'),
  title: Text,
  location: Text,
  durationDays: PositiveInt,
  priceUsd: Dollars,
  /** @deprecated English (`9 days`); format `durationDays`. */
  duration: v.pipe(v.string(), v.regex(/^\d+ days$/, 'must read like 9 days')),
  highlights: textList(3, 5),
  /** @deprecated English (`$3,299`); format `priceUsd`. */
  price: UsdText,
  scene: Scene,
});
export type FeaturedExperience = v.InferOutput<typeof FeaturedExperienceSchema>;

// ─── Social media ───────────────────────────────────────────────────────────────────────────

const Compact = v.pipe(v.string(), v.regex(/^\d+(?:\.\d)?[KM]$/, 'must read like 128K or 1.2M'));

export const SocialVideoSchema = v.object({
  id: Slug,
  platform: v.picklist(['Instagram', 'TikTok']),
  type: v.picklist(['Video', 'Reel']),
  title: Text,
  views: Compact,
  /** Likes, comments and shares together. */
  engagement: Compact,
  scene: Scene,
  /** A still shown instead of the scene. */
  image: v.optional(ImageSchema),
  link: HttpsUrl,
});
export type SocialVideo = v.InferOutput<typeof SocialVideoSchema>;

// ─── Services on /services/all ──────────────────────────────────────────────────────────────

export const GiftVoucherSchema = v.object({
  /** Also the `type` the contact link carries (`service=gift-voucher&type=…&amount=…`). */
  id: Slug,
  title: Text,
  description: Text,
  icon: Icon,
  tone: Tone,
  amounts: v.pipe(
    v.tuple([Dollars, Dollars, Dollars, Dollars]),
    v.check(
      (amounts) => amounts.every((amount, i) => i === 0 || amount > (amounts[i - 1] ?? 0)),
      'must rise',
    ),
  ),
  features: textList(3, 6),
});
export type GiftVoucher = v.InferOutput<typeof GiftVoucherSchema>;

export const MysteryPackageSchema = v.pipe(
  v.object({
    /** Also the `package` the contact link carries. */
    id: Slug,
    title: Text,
    description: Text,
    icon: Icon,
    tone: Tone,
    days: NumberRangeSchema,
    /** @deprecated English (`2-3 days`); format `days`. */
    duration: Range('days'),
    /** @deprecated As printed in English (`$299-599`); format `priceFrom` and `priceTo`. */
    priceRange: v.pipe(v.string(), v.regex(/^\$[\d,]+-[\d,]+$/, 'must read like $299-599')),
    priceFrom: Dollars,
    priceTo: Dollars,
    /** How long before departure the destination is revealed. */
    revealBefore: TimeSpanSchema,
    /** @deprecated English (`48 hours before departure`); format `revealBefore`. */
    reveal: Text,
    features: textList(3, 6),
  }),
  v.forward(
    v.check((entry) => entry.priceFrom < entry.priceTo, 'priceFrom must be below priceTo'),
    ['priceTo'],
  ),
);
export type MysteryPackage = v.InferOutput<typeof MysteryPackageSchema>;

export const EventTypeSchema = v.object({
  /** Also the `type` the contact link carries (`service=event-planning&type=…`). */
  id: Slug,
  title: Text,
  description: Text,
  icon: Icon,
  tone: Tone,
  scene: Scene,
  features: textList(3, 6),
});
export type EventType = v.InferOutput<typeof EventTypeSchema>;

export const LanguagePackSchema = v.object({
  /** Also the `language` the contact link carries. */
  id: Slug,
  language: Text,
  /** Where the pack is most useful. */
  destinations: textList(1, 8),
  formats: textList(2, 6),
  price: Dollars,
  popular: v.boolean(),
});
export type LanguagePack = v.InferOutput<typeof LanguagePackSchema>;

export const LanguageBundleSchema = v.object({
  id: Slug,
  title: Text,
  description: Text,
  /** Ids of the language packs it holds. */
  languages: v.pipe(v.array(Slug), v.minLength(2)),
  price: Dollars,
  /** Dollars saved against buying the packs one by one. */
  savings: Dollars,
});
export type LanguageBundle = v.InferOutput<typeof LanguageBundleSchema>;

// ─── Trust ──────────────────────────────────────────────────────────────────────────────────

export const CertificationSchema = v.object({
  id: Slug,
  /** The badge text. */
  name: Text,
  description: Text,
  icon: Icon,
});
export type Certification = v.InferOutput<typeof CertificationSchema>;

/**
 * A figure as a number, for the page to format in its language: `{ value: 1000, atLeast: true }`
 * (`1,000+`, `1.000+`), `{ value: 24, unit: 'hour' }` (`24h`, `24 Std.`).
 */
export const FigureSchema = v.object({
  value: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** The value is a floor (`75+`). */
  atLeast: v.optional(v.boolean()),
  unit: v.optional(v.picklist(['hour'])),
});
export type Figure = v.InferOutput<typeof FigureSchema>;

export const TrustClaimSchema = v.object({
  id: Slug,
  title: Text,
  description: Text,
  icon: Icon,
  /** The figure shown large, when the claim has one (`24/7`, `75+`), as the agency writes it. */
  value: v.optional(Text),
  /** That figure as a number, when it is one (`75+`, `24h`; not `24/7`): format this. */
  figure: v.optional(FigureSchema),
});
export type TrustClaim = v.InferOutput<typeof TrustClaimSchema>;

export const StatisticsSchema = v.object({
  rating: v.object({ average: Stars, outOf: v.literal(5), reviewCount: Count }),
  /** Travellers served, at least: the number of `happyTravelers`. */
  happyTravelersAtLeast: Count,
  /** @deprecated As the agency writes it in English (`1000+`); format `happyTravelersAtLeast`. */
  happyTravelers: Text,
  wouldRecommendPercent: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(100)),
  /** Countries the agency has sent travellers to, at least: the number of `countries`. */
  countriesAtLeast: Count,
  /** @deprecated As written in English (`75+`); format `countriesAtLeast`. */
  countries: Text,
  /** Whole years in business, at least (from the founding year to the build). */
  yearsInBusinessAtLeast: Count,
  /** @deprecated As written in English (`15+`); format `yearsInBusinessAtLeast`. */
  yearsInBusiness: Text,
  servingSince: v.pipe(v.number(), v.integer(), v.minValue(1990)),
  newsletter: v.object({
    frequency: v.literal('monthly'),
    subscribers: Text,
    maxDealDiscountPercent: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100)),
    welcomeBonus: Text,
  }),
});
export type Statistics = v.InferOutput<typeof StatisticsSchema>;

// ─── FAQ ────────────────────────────────────────────────────────────────────────────────────

export type FaqCategoryId = (typeof FAQ_CATEGORY_IDS)[number];

export const FaqItemSchema = v.object({
  question: v.pipe(Text, v.endsWith('?', 'must end with a question mark')),
  answer: Text,
});
export type FaqItem = v.InferOutput<typeof FaqItemSchema>;

export const FaqCategorySchema = v.object({
  id: v.picklist(FAQ_CATEGORY_IDS, 'must be one of FAQ_CATEGORY_IDS'),
  title: Text,
  icon: Icon,
  faqs: v.pipe(
    v.array(FaqItemSchema),
    v.minLength(4, 'needs 4 to 6 questions'),
    v.maxLength(6, 'needs 4 to 6 questions'),
  ),
});
export type FaqCategory = v.InferOutput<typeof FaqCategorySchema>;

export const DestinationFaqGroupSchema = v.object({
  id: Slug,
  destination: Text,
  faqs: v.pipe(v.array(FaqItemSchema), v.minLength(1)),
});
export type DestinationFaqGroup = v.InferOutput<typeof DestinationFaqGroupSchema>;

// ─── Merchandise shop ───────────────────────────────────────────────────────────────────────

export type ShopCategoryId = (typeof SHOP_CATEGORY_IDS)[number];

export const ShopCategorySchema = v.object({
  id: v.picklist(SHOP_CATEGORY_IDS, 'must be one of SHOP_CATEGORY_IDS'),
  name: Text,
  icon: Icon,
  description: Text,
});
export type ShopCategory = v.InferOutput<typeof ShopCategorySchema>;

export const ShopProductSchema = v.object({
  id: Slug,
  title: Text,
  description: Text,
  category: v.picklist(SHOP_CATEGORY_IDS, 'must be one of SHOP_CATEGORY_IDS'),
  priceUsd: Usd,
  originalPriceUsd: v.optional(Usd),
  /** @deprecated English (`$24.99`); format `priceUsd`. */
  price: UsdText,
  /** @deprecated English; format `originalPriceUsd`. */
  originalPrice: v.optional(UsdText),
  /** Average stars; 0 while the product has no reviews, and the UI then shows it as new. */
  rating: v.pipe(v.number(), v.minValue(0), v.maxValue(5)),
  reviews: Count,
  /** The listing on the marketplace; `shopProductUrl` rebases it on a configured shop. */
  etsyUrl: HttpsUrl,
  /** Lower-case search tags; cards show the first two. */
  tags: v.pipe(
    v.array(Slug),
    v.minLength(3, 'needs 3 or 4 tags'),
    v.maxLength(4, 'needs 3 or 4 tags'),
  ),
  inStock: v.boolean(),
  featured: v.boolean(),
  scene: Scene,
  /** A product photo shown instead of the scene. */
  image: v.optional(ImageSchema),
});
export type ShopProduct = v.InferOutput<typeof ShopProductSchema>;

// ─── Quiz ───────────────────────────────────────────────────────────────────────────────────

/** One answer per question, as the quiz stores them. */
export type QuizAnswers = { [Q in QuizQuestionId]: (typeof QUIZ_OPTION_IDS)[Q][number] };

export const QuizOptionSchema = v.object({ id: Slug, label: Text, icon: Icon });
export type QuizOption = v.InferOutput<typeof QuizOptionSchema>;

export const QuizQuestionSchema = v.pipe(
  v.object({
    id: v.picklist(QUIZ_QUESTION_IDS, 'must be one of QUIZ_QUESTION_IDS'),
    question: v.pipe(Text, v.endsWith('?', 'must end with a question mark')),
    options: v.array(QuizOptionSchema),
  }),
  v.forward(
    v.check(
      (entry) =>
        entry.options.map((option) => option.id).join() === QUIZ_OPTION_IDS[entry.id].join(),
      'option ids must be exactly QUIZ_OPTION_IDS of the question, in order',
    ),
    ['options'],
  ),
);
export type QuizQuestion = v.InferOutput<typeof QuizQuestionSchema>;

const recommendationFields = {
  destination: Text,
  description: Text,
  highlights: textList(3, 6),
  /** Dollars, or `null` for the fallback's custom pricing. */
  priceUsd: v.nullable(Dollars),
  /** @deprecated English (`$899`, `Custom pricing`); format `priceUsd`. */
  price: v.union([UsdText, v.literal('Custom pricing')]),
  scene: Scene,
};

export const QuizRecommendationSchema = v.object(recommendationFields);
export type QuizRecommendation = v.InferOutput<typeof QuizRecommendationSchema>;

/** A recommendation for one combination of answers, keyed `vibe-length-budget-companions`. */
export const KeyedQuizRecommendationSchema = v.object({
  key: v.pipe(
    v.string(),
    v.check((key) => {
      const parts = key.split('-');
      return (
        parts.length === QUIZ_QUESTION_IDS.length &&
        QUIZ_QUESTION_IDS.every((question, i) =>
          (QUIZ_OPTION_IDS[question] as readonly string[]).includes(parts[i] ?? ''),
        )
      );
    }, 'must join one option id of each question with hyphens, like adventure-weekend-budget-solo'),
  ),
  ...recommendationFields,
});
export type KeyedQuizRecommendation = v.InferOutput<typeof KeyedQuizRecommendationSchema>;
