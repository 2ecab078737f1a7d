/**
 * A steady stream of POST /api/contact, `connections` at a time, each with a body of its own:
 * what the outage and stalled sections keep running while they take the database away.
 */
import { contactBody, ENDPOINT_PATHS, leadEmail } from './leads.ts';
import type { Sample } from './outage.ts';

export interface ContactStreamOptions {
  /** The server's base URL. */
  url: string;
  /** Key prefix of the bodies' e-mail addresses (unique per run). */
  prefix: string;
  connections: number;
  /** A request still unanswered after this long counts as no answer (status 0). */
  timeoutMs: number;
}

export interface ContactStream {
  /** ms since the stream started: the clock of the samples. */
  now(): number;
  /** One per request answered or given up on, in the order they ended. */
  readonly samples: Sample[];
  /** The e-mail address of every body answered 2xx. */
  readonly answered: string[];
  /** Sends no more requests, and resolves once every request in flight has ended. */
  stop(): Promise<void>;
}

export function startContactStream(options: ContactStreamOptions): ContactStream {
  const samples: Sample[] = [];
  const answered: string[] = [];
  const started = performance.now();
  const now = () => performance.now() - started;
  let running = true;
  let counter = 0;

  const connection = async () => {
    while (running) {
      const email = leadEmail(options.prefix, counter++);
      const sentAt = now();
      let status: number;
      try {
        const response = await fetch(`${options.url}${ENDPOINT_PATHS.contact}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(contactBody(email)),
          signal: AbortSignal.timeout(options.timeoutMs),
        });
        status = response.status;
        await response.arrayBuffer();
      } catch {
        status = 0;
      }
      samples.push({ sentAt, doneAt: now(), status });
      if (status >= 200 && status < 300) answered.push(email);
    }
  };

  const connections = Array.from({ length: options.connections }, connection);
  return {
    now,
    samples,
    answered,
    stop: async () => {
      running = false;
      await Promise.all(connections);
    },
  };
}
