import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE } from '../../src/routes/health.ts';
import { buildTestApp } from '../helpers/app.ts';
import type { TestDatabase } from '../helpers/databases.ts';
import { databaseVariants } from '../helpers/variants.ts';

for (const variant of databaseVariants) {
  describe.skipIf(!variant.available)(`health checks (${variant.name})`, () => {
    let database: TestDatabase;
    let app: FastifyInstance;

    beforeAll(async () => {
      database = await variant.create();
      app = await buildTestApp(database.db);
    });

    afterAll(async () => {
      await app?.close();
      await database?.cleanup();
    });

    it('GET /healthz answers ok', async () => {
      const response = await app.inject({ method: 'GET', url: '/healthz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    });

    it('GET /readyz answers ok while the database answers', async () => {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok' });
    });

    // Runs last: it closes the database the suite shares.
    describe('when the database is closed', () => {
      beforeAll(async () => {
        await database.db.destroy();
      });

      it('GET /readyz answers 503', async () => {
        const response = await app.inject({ method: 'GET', url: '/readyz' });
        expect(response.statusCode).toBe(503);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
        expect(response.json()).toEqual({ status: 'unavailable', message: DATABASE_UNAVAILABLE });
      });

      it('GET /healthz still answers ok: the process itself is fine', async () => {
        const response = await app.inject({ method: 'GET', url: '/healthz' });
        expect(response.statusCode).toBe(200);
      });
    });
  });
}
