export {
  CONTEXT_DESTINATION_FIELD,
  CONTEXT_FIELD_PREFIX,
  ContactInquirySchema,
  ContactMessageFormSchema,
  ContactMessageSchema,
  FlightRequestSchema,
  ServiceContextSchema,
  contactSourceOf,
  parseContactBody,
} from './contact.ts';
export type {
  ContactBody,
  ContactInquiry,
  ContactInquiryInput,
  ContactMessage,
  ContactMessageFormInput,
  ContactMessageInput,
  FlightRequest,
  FlightRequestInput,
  ParseContactOptions,
  ServiceContext,
  ServiceContextInput,
} from './contact.ts';
export {
  LEAD_BOT_CHECK_ACTIONS,
  NEWSLETTER_BOT_CHECK_ACTIONS,
  QUIZ_LEAD_BOT_CHECK_ACTION,
  newsletterBotCheckAction,
} from './bot-check.ts';
export type { BotCheckAction } from './bot-check.ts';
export {
  EMAIL_MAX,
  earliestToday,
  isIsoDay,
  isPhoneNumber,
  isSingleLine,
  isStorableText,
} from './fields.ts';
export { FlightBookingFormSchema, parseFlightBookingForm } from './flight.ts';
export type { FlightBookingForm, FlightBookingFormInput } from './flight.ts';
export { composeFlightRequest } from './flight-request.ts';
export type { ComposedFlightRequest, FlightBookingFields } from './flight-request.ts';
export { LIMITS } from './limits.ts';
export {
  NEWSLETTER_SOURCES,
  NewsletterFooterSchema,
  NewsletterHomeSchema,
  NewsletterQuizLeadSchema,
  NewsletterSidebarSchema,
  NewsletterSubscriptionSchema,
  UnsubscribeQuerySchema,
  parseNewsletterBody,
} from './newsletter.ts';
export type {
  NewsletterSource,
  NewsletterSubscription,
  NewsletterSubscriptionInput,
  UnsubscribeQuery,
} from './newsletter.ts';
export {
  BUDGETS,
  CABIN_CLASSES,
  FLIGHT_TRAVEL_TYPE,
  LEAD_SOURCES,
  MEAL_PREFERENCES,
  PASSENGER_COUNTS,
  QUIZ_LEAD_SOURCE,
  SEAT_PREFERENCES,
  STORED_LEAD_SOURCES,
  SERVICE_CONTEXTS,
  SERVICE_CONTEXT_PARAMS,
  TRAVEL_TYPES,
  TRIP_TYPES,
} from './options.ts';
export type {
  Budget,
  CabinClass,
  LeadSource,
  MealPreference,
  PassengerCount,
  SeatPreference,
  ServiceContextName,
  StoredLeadSource,
  ServiceContextParam,
  TravelType,
  TripType,
} from './options.ts';
export { QuizAnswersSchema, QuizLeadSchema, parseQuizLeadBody } from './quiz-lead.ts';
export type { QuizLead, QuizLeadAnswers, QuizLeadInput } from './quiz-lead.ts';
export { ApiResultSchema, FieldErrorSchema, HealthStatusSchema } from './response.ts';
export type { ApiResult, HealthStatus } from './response.ts';
export { toFieldErrors } from './result.ts';
export type { FieldError, ParseResult } from './result.ts';
export * from './staff.ts';
export {
  API_ENDPOINTS,
  API_PREFIX,
  FORM_ERROR_REASONS,
  OUTCOME_PAGES,
  OUTCOME_PATHS,
  RESERVED_PATHS,
  STAFF_PREFIX,
  isFormErrorReason,
  sectionNotFoundPath,
} from './contract.ts';
export type { FormErrorReason } from './contract.ts';
