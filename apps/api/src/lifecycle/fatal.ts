import type { FastifyInstance } from 'fastify';
import type { DurablePGlite } from '../db/durable-pglite.ts';

/** What a fatal error is reported to: the app's logger, which redacts what it must. */
export interface FatalLog {
  fatal(detail: object, message: string): void;
}

export type Exit = (code: number) => void;

/**
 * Unhandled rejections and uncaught exceptions leave the process in an unknown state: they
 * are logged through `log` (never printed raw, so nothing the logger redacts leaks), then the
 * process exits with 1 so that a supervisor restarts it.
 */
export function installCrashHandlers(log: FatalLog, exit: Exit = (code) => process.exit(code)) {
  const onRejection = (reason: unknown) => {
    log.fatal({ err: reason }, 'Unhandled promise rejection; exiting');
    exit(1);
  };
  const onException = (error: Error, origin: string) => {
    log.fatal({ err: error, origin }, 'Uncaught exception; exiting');
    exit(1);
  };
  process.on('unhandledRejection', onRejection);
  process.on('uncaughtException', onException);
  return () => {
    process.off('unhandledRejection', onRejection);
    process.off('uncaughtException', onException);
  };
}

/** How long open requests get to finish after PGlite aborted, before the process exits. */
export const ABORT_GRACE_MS = 2_000;

/**
 * An aborted PGlite cannot be trusted with another lead: /readyz and the forms answer 503 at
 * once, the failure is logged, and the process exits with 1 (after closing, or after
 * ABORT_GRACE_MS at most) so that a supervisor starts a fresh one.
 */
export function exitWhenPgliteAborts(
  app: FastifyInstance,
  pglite: DurablePGlite,
  exit: Exit = (code) => process.exit(code),
): void {
  pglite.onAbort((error) => {
    app.dbReadiness.fail(error);
    app.log.fatal({ err: error }, 'PGlite aborted: no more leads can be stored; exiting');
    setTimeout(() => exit(1), ABORT_GRACE_MS).unref();
    // Closing may fail too (a hook's last query meets the dead instance): exit all the same.
    void app
      .close()
      .catch((closeError: unknown) => app.log.error({ err: closeError }, 'Closing failed'))
      .finally(() => exit(1));
  });
}
