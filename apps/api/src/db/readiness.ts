/**
 * Whether the database has its schema yet. The server starts even when the database does not
 * answer (PostgreSQL still booting, a network hiccup at deploy): it serves the pages, answers
 * `/healthz`, and answers 503 to `/readyz` and the forms while it keeps trying to migrate in
 * the background, with growing pauses, until it succeeds. No restart is needed.
 */
export interface DatabaseReadiness {
  /** True once the migrations are applied. */
  readonly ready: boolean;
  /** Settles when the first attempt has (`true`) or has not (`false`) brought the schema. */
  readonly firstAttempt: Promise<boolean>;
  /** Resolves once ready (never, if stopped first). */
  whenReady(): Promise<void>;
  /** Stops trying (the app is closing); an attempt under way finishes unheard. */
  stop(): void;
  /** The database is lost for good (an aborted PGlite): never ready again in this process. */
  fail(error: Error): void;
  /** Why `fail` was called, if it was. */
  readonly failure: Error | null;
}

export interface RetryDelays {
  /** Pause after the first failed attempt. */
  initialMs: number;
  /** The pause doubles after every failure, up to this. */
  maxMs: number;
}

export const DEFAULT_RETRY_DELAYS: RetryDelays = { initialMs: 1_000, maxMs: 30_000 };

/** What the retry loop says; the app passes its pino logger. */
export interface ReadinessLog {
  info(message: string): void;
  warn(detail: object, message: string): void;
}

export interface MigrateUntilReadyOptions {
  /** One attempt to bring the schema up to date; throws when it cannot. */
  migrate: () => Promise<void>;
  log: ReadinessLog;
  /** Names the database in log lines (never with a password). */
  database: string;
  delays?: RetryDelays;
}

/** The pause after `failures` failed attempts in a row: 1 s, 2 s, 4 s, … up to the maximum. */
export function retryDelay(failures: number, delays: RetryDelays = DEFAULT_RETRY_DELAYS): number {
  return Math.min(delays.maxMs, delays.initialMs * 2 ** Math.max(0, failures - 1));
}

/** Starts migrating at once, and again after each failure, until it succeeds or is stopped. */
export function migrateUntilReady(options: MigrateUntilReadyOptions): DatabaseReadiness {
  const { migrate, log, database, delays = DEFAULT_RETRY_DELAYS } = options;
  let ready = false;
  let stopped = false;
  let failure: Error | null = null;
  let failures = 0;
  let timer: NodeJS.Timeout | undefined;
  let becomeReady: () => void = () => {};
  const readyPromise = new Promise<void>((resolve) => (becomeReady = resolve));

  async function attempt(): Promise<boolean> {
    try {
      await migrate();
    } catch (error) {
      if (stopped) return false;
      failures += 1;
      const pause = retryDelay(failures, delays);
      log.warn(
        { err: error, attempt: failures, retryInMs: pause },
        `Database ${database} is not ready (attempt ${failures}); forms answer 503 until it is. ` +
          `Trying again in ${pause / 1000} s`,
      );
      timer = setTimeout(() => void attempt(), pause);
      return false;
    }
    if (stopped || failure) return false;
    ready = true;
    if (failures > 0) log.info(`Database ${database} is ready after ${failures + 1} attempts`);
    becomeReady();
    return true;
  }

  const firstAttempt = attempt();
  return {
    get ready() {
      return ready;
    },
    firstAttempt,
    whenReady: () => readyPromise,
    get failure() {
      return failure;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
    fail(error) {
      failure = error;
      ready = false;
      stopped = true;
      clearTimeout(timer);
    },
  };
}
