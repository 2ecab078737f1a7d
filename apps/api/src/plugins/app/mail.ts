import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { MailConfig } from '../../config/mail.ts';
import { createMailer } from '../../mail/transport.ts';
import { startMailWorker, type MailWorker } from '../../mail/worker.ts';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      config: MailConfig;
      /** Whether messages leave (SMTP or `MAIL_DIR`); otherwise they wait in the outbox. */
      configured: boolean;
      /** Deliver what is due now (a message was just written). */
      wake(): void;
    };
  }
}

export interface MailPluginOptions {
  config: MailConfig;
  /** false: write messages to the outbox but do not deliver them from this process (tests). */
  deliver?: boolean;
}

/** The outbox's delivery worker, running in the API process once the app is ready. */
async function mailPlugin(fastify: FastifyInstance, opts: MailPluginOptions): Promise<void> {
  const mailer = opts.deliver === false ? null : createMailer(opts.config);
  let worker: MailWorker | null = null;

  fastify.decorate('mail', {
    config: opts.config,
    configured: mailer !== null,
    wake: () => worker?.wake(),
  });

  fastify.addHook('onReady', async () => {
    if (!mailer) {
      fastify.log.warn(
        'E-mail is not configured (SMTP_URL, MAIL_DIR): messages wait in the outbox',
      );
      return;
    }
    fastify.log.info(`Delivering e-mail to ${mailer.description}`);
    worker = startMailWorker({
      db: fastify.db,
      mailer,
      log: fastify.log.child({ component: 'mail' }),
      retryBaseMs: opts.config.retryBaseMs,
      sendTimeoutMs: opts.config.sendTimeoutMs,
      pollMs: opts.config.pollMs,
    });
  });
  // Before the database closes (hooks run in reverse order of registration).
  fastify.addHook('preClose', async () => {
    await worker?.stop();
  });
}

export default fp(mailPlugin, { name: 'mail', dependencies: ['db'] });
