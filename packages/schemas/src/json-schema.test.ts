import { describe, expect, it } from 'vitest';
import { jsonSchemas } from './json-schema.ts';
import { SERVICE_CONTEXTS } from './options.ts';

describe('jsonSchemas', () => {
  it('describes the inquiry form with its required fields and options', () => {
    const schema = jsonSchemas.ContactInquiry;
    expect(schema).toMatchObject({
      type: 'object',
      required: ['firstName', 'lastName', 'email', 'message'],
      properties: {
        firstName: { type: 'string', minLength: 1, maxLength: 100 },
        website: { type: 'string' },
      },
    });
    expect(schema).not.toHaveProperty('$schema');
  });

  it('describes the contact page context', () => {
    expect(jsonSchemas.ContactMessage).toMatchObject({
      required: ['name', 'email', 'message'],
      properties: {
        context: {
          type: 'object',
          required: ['service'],
          properties: { service: { enum: [...SERVICE_CONTEXTS] }, amount: { maxLength: 200 } },
        },
      },
    });
  });

  it('has every request and answer body', () => {
    expect(Object.keys(jsonSchemas).sort()).toEqual([
      'ApiResult',
      'ContactInquiry',
      'ContactMessage',
      'ContactMessageForm',
      'FlightBookingForm',
      'FlightRequest',
      'HealthStatus',
      'NewsletterSubscription',
      'QuizLead',
      'UnsubscribeQuery',
    ]);
    for (const schema of Object.values(jsonSchemas)) expect(schema.description).toBeTruthy();
  });
});
