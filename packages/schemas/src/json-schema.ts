import { toJsonSchema, type ConversionConfig, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import {
  ContactInquirySchema,
  ContactMessageFormSchema,
  ContactMessageSchema,
  FlightRequestSchema,
} from './contact.ts';
import { FlightBookingFormSchema } from './flight.ts';
import { NewsletterSubscriptionSchema, UnsubscribeQuerySchema } from './newsletter.ts';
import { QuizLeadSchema } from './quiz-lead.ts';
import { ApiResultSchema, HealthStatusSchema } from './response.ts';

/**
 * OpenAPI 3.0 flavour for Fastify route schemas and @fastify/swagger; the body as sent
 * (`input`), since transforms only tidy it. Checks JSON Schema cannot express (a real day,
 * storable text, cross-field rules) are left out: these schemas document, valibot validates.
 */
const CONFIG: ConversionConfig = { target: 'openapi-3.0', typeMode: 'input', errorMode: 'ignore' };

function convert(schema: v.GenericSchema, description: string): JsonSchema {
  const { $schema: _dialect, ...json } = toJsonSchema(schema, CONFIG);
  return { ...json, description };
}

/** JSON Schemas of every request and answer body, generated from the valibot schemas. */
export const jsonSchemas = {
  ContactInquiry: convert(ContactInquirySchema, 'The inquiry form on Home and /services.'),
  ContactMessage: convert(
    ContactMessageSchema,
    'The /contact page form, with its service context.',
  ),
  ContactMessageForm: convert(
    ContactMessageFormSchema,
    'The /contact page form posted without JavaScript: the context as flat fields.',
  ),
  FlightRequest: convert(FlightRequestSchema, 'The /flight-booking request, composed by the page.'),
  FlightBookingForm: convert(
    FlightBookingFormSchema,
    "The /flight-booking form's own fields (posted without JavaScript); composed by the API.",
  ),
  NewsletterSubscription: convert(NewsletterSubscriptionSchema, 'Any newsletter sign-up form.'),
  QuizLead: convert(QuizLeadSchema, "The quiz's lead step: the visitor and the four answers."),
  UnsubscribeQuery: convert(UnsubscribeQuerySchema, 'The link in every newsletter e-mail.'),
  ApiResult: convert(ApiResultSchema, 'The answer of every form endpoint.'),
  HealthStatus: convert(HealthStatusSchema, 'Liveness and readiness.'),
} satisfies Record<string, JsonSchema>;
export type JsonSchemaName = keyof typeof jsonSchemas;
export type { JsonSchema };
