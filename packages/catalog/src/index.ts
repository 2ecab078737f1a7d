// Site configuration and navigation
export {
  SITE_ENV_VARIABLES,
  SiteConfigSchema,
  defaultSiteConfig,
  resolveSiteConfig,
} from './site.ts';
export type { SiteConfig, SiteEnvVariable } from './site.ts';
export { currentSiteConfig } from './current.ts';
export { OpeningHoursSchema, WeeklyHoursSchema, WeeklyHoursTextSchema } from './hours-schemas.ts';
export type { OpeningHours, WeeklyHours } from './hours-schemas.ts';
export {
  describeOpenHours,
  describeWeekInEnglish,
  localizeSchedule,
  prebuildSchedules,
  weeklyHoursText,
  weeklySchedule,
} from './hours.ts';
export type { LocalizedScheduleRow, PrebuiltSchedules, ScheduleRow } from './hours.ts';
export {
  CATALOG_PLACEHOLDERS,
  UnknownPlaceholderError,
  fillDeep,
  fillPlaceholders,
  placeholderValues,
  yearsInBusiness,
} from './placeholders.ts';
export type { CatalogPlaceholder } from './placeholders.ts';
export { SOCIAL_NETWORKS, mainNavigation } from './navigation.ts';
export type { NavItem } from './navigation.ts';

// Vocabularies, helpers and validation
export {
  ICON_NAMES,
  SCENES,
  TONES,
  DESTINATION_CATEGORIES,
  DESTINATION_CATEGORY_FILTERS,
  DESTINATION_CONTINENTS,
  DESTINATION_CONTINENT_FILTERS,
  EXPERIENCE_TYPE_IDS,
  FAQ_CATEGORY_IDS,
  IMAGE_TYPES,
  MOBILE_APP_PURPOSES,
  QUIZ_OPTION_IDS,
  QUIZ_QUESTION_IDS,
  SHOP_CARD_MAX_TAGS,
  SHOP_CATEGORY_IDS,
  SHOP_PRICE_RANGES,
  SHOP_SORTS,
  SLUG_PATTERN,
  SCHEMA_ORG_DAY_NAMES,
  TOOL_CATEGORIES,
  TOOL_IDS,
  WEEKDAYS,
} from './vocabulary.ts';
export type {
  DestinationCategoryFilter,
  DestinationContinentFilter,
  IconName,
  QuizQuestionId,
  Scene,
  ShopPriceRange,
  ShopSort,
  Tone,
  Weekday,
} from './vocabulary.ts';
export { formatUsd, parseUsd } from './money.ts';
export { dateTimeFormat, listFormat, numberFormat, relativeTimeFormat } from './intl.ts';
export { CatalogDataError, assertUnique, entryLabel, parseEntry, parseList } from './validate.ts';
export type { CatalogIssue, ParseListOptions } from './validate.ts';

// Schemas and the types inferred from them
export {
  AffiliateCategorySchema,
  AffiliateItemSchema,
  CertificationSchema,
  DestinationFaqGroupSchema,
  DestinationSchema,
  EventTypeSchema,
  ExperiencePriceTeaserSchema,
  ExperienceTypeSchema,
  FaqCategorySchema,
  FaqItemSchema,
  FeaturedExperienceSchema,
  GiftVoucherSchema,
  HomeDestinationSchema,
  ImageSchema,
  ImageSourceSchema,
  IsoDateSchema,
  ItineraryStopSchema,
  KeyedQuizRecommendationSchema,
  LanguageBundleSchema,
  LanguagePackSchema,
  MobileAppSchema,
  MysteryPackageSchema,
  ProcessStepSchema,
  QuizOptionSchema,
  QuizQuestionSchema,
  QuizRecommendationSchema,
  ReviewSchema,
  ServiceCardSchema,
  ShopCategorySchema,
  ShopProductSchema,
  SocialVideoSchema,
  FigureSchema,
  StatSchema,
  StatisticsSchema,
  TestimonialSchema,
  ToolSchema,
  TravelTipSchema,
  TrustClaimSchema,
} from './schemas.ts';
export type {
  AffiliateCategory,
  AffiliateItem,
  CatalogImage,
  Certification,
  Destination,
  DestinationCategory,
  DestinationContinent,
  DestinationFaqGroup,
  EventType,
  ExperiencePriceTeaser,
  ExperienceType,
  ExperienceTypeId,
  FaqCategory,
  FaqCategoryId,
  FaqItem,
  FeaturedExperience,
  GiftVoucher,
  HomeDestination,
  ImageSource,
  ItineraryStop,
  KeyedQuizRecommendation,
  LanguageBundle,
  LanguagePack,
  MobileApp,
  MobileAppPurpose,
  MysteryPackage,
  ProcessStep,
  QuizAnswers,
  QuizOption,
  QuizQuestion,
  QuizRecommendation,
  Review,
  ServiceCard,
  ShopCategory,
  ShopCategoryId,
  ShopProduct,
  SocialVideo,
  Figure,
  Stat,
  Statistics,
  Testimonial,
  Tool,
  ToolCategory,
  ToolId,
  TravelTip,
  TrustClaim,
} from './schemas.ts';

// Data, one module per topic
export { affiliateCategories, affiliateSearchUrl } from './data/affiliate-shop.ts';
export { recommendedApps } from './data/apps.ts';
export { destinationBySlug, destinations, featuredDestinations } from './data/destinations.ts';
export { homeDestinations } from './data/home-destinations.ts';
export { eventTypes } from './data/event-planning.ts';
export {
  experiencePriceTeasers,
  experienceTypes,
  featuredExperiences,
} from './data/experiences.ts';
export { destinationFaqGroups, faqCategories } from './data/faq.ts';
export { giftVouchers } from './data/gift-vouchers.ts';
export {
  LANGUAGE_BUNDLE_MAX_DISCOUNT_PERCENT,
  languageBundles,
  languagePacks,
} from './data/language-assistance.ts';
export { mysteryPackages } from './data/mystery-travel.ts';
export { pageUpdates } from './data/pages.ts';
export { planningProcess } from './data/process.ts';
export {
  QUIZ_STYLES_BY_CATEGORY,
  fallbackRecommendation,
  quizQuestions,
  quizRecommendations,
  recommendationFor,
  recommendationKey,
} from './data/quiz.ts';
export {
  QUIZ_BUDGET_USD,
  QUIZ_LENGTH_DAYS,
  QUIZ_PARTY_SIZE,
  destinationTraits,
  matchQuizResult,
  quizDistance,
  quizResultFor,
} from './quiz-match.ts';
export type { DestinationTraits, QuizDestination, QuizResult } from './quiz-match.ts';
export { reviews } from './data/reviews.ts';
export { serviceCards } from './data/services.ts';
export {
  SHOP_FREE_SHIPPING_THRESHOLD,
  inPriceRange,
  shopCategories,
  shopProductUrl,
  shopProducts,
} from './data/shop.ts';
export { socialStats, socialVideos } from './data/social.ts';
export { testimonialStats, testimonials } from './data/testimonials.ts';
export { TOOL_FILTERS, tools, toolsInCategory } from './data/tools.ts';
export type { ToolFilter } from './data/tools.ts';
export { beforeYouGoTips, homeSafetyTips, whileTravelingTips } from './data/travel-tips.ts';
export { certifications, statistics, trustClaims } from './data/trust.ts';
export {
  LeadRetentionDaysSchema,
  UNSUBSCRIBED_RETENTION_DAYS,
  resolveLeadRetentionDays,
} from './retention.ts';
export { beforeDepartureText, peopleText, timeRangeText } from './quantities.ts';
export type { NumberRange, TimeRange, TimeSpan } from './quantities.ts';
