import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app.ts';
import { createPgliteDatabase, type TestDatabase } from './helpers/databases.ts';

describe('the API documentation', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createPgliteDatabase();
    app = await buildTestApp(database.db);
  });

  afterAll(async () => {
    await app?.close();
    await database?.cleanup();
  });

  it('serves an OpenAPI 3 document of every route at /api/openapi.json', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths).sort()).toEqual([
      '/api/contact',
      '/api/newsletter/confirm',
      '/api/newsletter/subscribe',
      '/api/newsletter/unsubscribe',
      '/api/quiz/lead',
      '/healthz',
      '/readyz',
    ]);
    // The staff API is the agency's own, not documented for the world.
    expect(JSON.stringify(document.paths)).not.toContain('/api/staff');
  });

  it('documents both encodings of each form and every answer', async () => {
    const { paths } = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const contact = paths['/api/contact'].post;
    const json = contact.requestBody.content['application/json'].schema;
    const form = contact.requestBody.content['application/x-www-form-urlencoded'].schema;
    expect(json.anyOf.map((schema: { description: string }) => schema.description)).toEqual([
      'The inquiry form on Home and /services.',
      'The /contact page form, with its service context.',
      'The /flight-booking request, composed by the page.',
    ]);
    expect(json.anyOf[1].properties.context.required).toEqual(['service']);
    expect(Object.keys(form.anyOf[1].properties)).toContain('context.service');
    expect(form.anyOf[2].properties).toHaveProperty('departureCity');
    // Every form runs the bot check, so each carries its token.
    for (const shape of json.anyOf) {
      expect(Object.keys(shape.properties)).toContain('recaptchaToken');
    }
    for (const status of ['400', '413', '415', '429']) {
      const answer = contact.responses[status].content['application/json'].schema;
      expect(answer.properties, status).toHaveProperty('errors');
    }
    expect(Object.keys(contact.responses).sort()).toEqual([
      '200',
      '303',
      '400',
      '413',
      '415',
      '429',
      '503',
    ]);
    expect(contact.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'success',
    );

    const subscribe = paths['/api/newsletter/subscribe'].post;
    expect(subscribe.requestBody.content['application/json'].schema.required).toEqual(['email']);
    // The links of the e-mails: a GET answers a page, only a POST acts.
    for (const path of ['/api/newsletter/unsubscribe', '/api/newsletter/confirm']) {
      const { get, post } = paths[path];
      expect(get.parameters).toEqual([
        expect.objectContaining({ in: 'query', name: 'token', required: false }),
        // The mail's language, for a page whose token no longer tells (issue 28).
        expect.objectContaining({ in: 'query', name: 'lang', required: false }),
      ]);
      expect(get.responses['200'].content).toHaveProperty('text/html');
      expect(post.parameters).toEqual(get.parameters);
    }
    expect(paths['/api/newsletter/unsubscribe'].post.responses).toHaveProperty('303');
  });

  it('serves Swagger UI at /api/docs, with its own files under the site’s policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('swagger-ui-bundle.js');
    // No inline script on the page: 'self' covers its scripts.
    expect(page.body).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>\s*\S/);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");

    const bundle = await app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-ui-bundle.js',
    });
    expect(bundle.statusCode).toBe(200);
    const initializer = await app.inject({
      method: 'GET',
      url: '/api/docs/static/swagger-initializer.js',
    });
    expect(initializer.statusCode).toBe(200);
  });
});
