import type { ApiResult } from '@travel/schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ENGLISH_ANSWERS, answerTo } from '../../lib/answers.ts';
import { formErrorLocation, isFormPost, seeOther } from '../../lib/form-post.ts';

/** The answer in English; each request is answered in its language (lib/answers.ts). */
export const SHUTTING_DOWN = ENGLISH_ANSWERS.restarting;

/**
 * Requests that arrive while the server drains (after SIGTERM): Fastify's own answer is a
 * bare JSON 503 (its `return503OnClosing`, turned off in app.ts), which a browser posting a
 * form without JavaScript would show as text. A form post gets the error page instead (303),
 * everything else our 503, with `Connection: close` so clients go elsewhere.
 */
async function shutdownPlugin(fastify: FastifyInstance): Promise<void> {
  let draining = false;
  fastify.addHook('preClose', async () => {
    draining = true;
  });
  fastify.addHook('onRequest', async (request, reply) => {
    if (!draining) return;
    reply.header('connection', 'close');
    if (request.method === 'POST' && isFormPost(request)) {
      return seeOther(reply, formErrorLocation('unavailable'));
    }
    return reply
      .code(503)
      .send({ success: false, message: await answerTo(request, 'restarting') } satisfies ApiResult);
  });
}

export default fp(shutdownPlugin, { name: 'shutdown' });
