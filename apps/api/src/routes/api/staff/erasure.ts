import {
  ErasurePreviewSchema,
  ErasureSchema,
  type ErasurePreview,
  type ErasureResult,
} from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import { erase, previewErasure } from '../../../staff/erasure.ts';
import { parseOr400 } from './parse.ts';

export default async function erasureRoutes(fastify: FastifyInstance): Promise<void> {
  fastify.post('/erasure/preview', async (request) => {
    const { email } = parseOr400(ErasurePreviewSchema, request.body);
    return (await previewErasure(fastify.db, email)) satisfies ErasurePreview;
  });

  fastify.post('/erasure', async (request) => {
    const { email } = parseOr400(ErasureSchema, request.body);
    const erased = await erase(fastify.db, email, request.staffUser!.id, fastify.mail.config.dir);
    request.log.info({ erased }, 'Erasure carried out');
    return { erased } satisfies ErasureResult;
  });
}
