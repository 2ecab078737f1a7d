/**
 * E-mail through the outbox: 1,000 leads at concurrency 50 against the built server, whose
 * worker delivers to an SMTP sink in this process (the `smtp-server` package). Every lead's
 * agency message must arrive, once.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Measurement } from '../lib/budgets.ts';
import { contactBody, ENDPOINT_PATHS } from '../lib/leads.ts';
import { databaseName, startServer } from '../lib/server.ts';
import { formatInt, formatMs, type Table } from '../lib/table.ts';
import { databaseKinds, freshDatabase, logFile, type Section } from './context.ts';

const LEADS = 1_000;
const CONCURRENCY = 50;
const AGENCY = 'agency@bench.test';
/** How long the sink waits for the last message before counting the rest as lost. */
const DELIVERY_TIMEOUT_MS = 300_000;

interface Sink {
  url: string;
  /** Reply-To (the lead's address) of every agency message, in order of arrival. */
  agency: string[];
  /** Message-IDs of every message. */
  ids: string[];
  /** Resolves when `agency` holds `count` entries, or after the timeout. */
  until(count: number, timeoutMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The first value of a header in a raw message (enough for our own, unfolded headers). */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(raw.slice(0, raw.indexOf('\r\n\r\n')))?.[1]?.trim();

async function startSink(): Promise<Sink> {
  const agency: string[] = [];
  const ids: string[] = [];
  let wake = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        ids.push(header(raw, 'Message-ID') ?? '');
        if (header(raw, 'To')?.includes(AGENCY)) agency.push(header(raw, 'Reply-To') ?? '');
        callback();
        wake();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    agency,
    ids,
    until: (count, timeoutMs) =>
      new Promise((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        wake = () => {
          if (agency.length >= count) {
            clearTimeout(timer);
            resolve();
          }
        };
        wake();
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export const mail: Section = async (context) => {
  const rows: string[][] = [];
  const measurements: Measurement[] = [];
  const notes: string[] = [];
  for (const kind of databaseKinds(context)) {
    const database = await freshDatabase(context, kind, 'mail');
    const name = databaseName(database);
    const sink = await startSink();
    const server = await startServer({
      database,
      logFile: logFile(context, `mail-${kind}`),
      env: { SMTP_URL: sink.url, LEADS_NOTIFY_TO: AGENCY },
    });
    try {
      context.progress(`mail: ${LEADS} leads at concurrency ${CONCURRENCY} (${name})`);
      const emails = Array.from(
        { length: LEADS },
        (_, i) => `${context.runId}-mail-${kind}-${i}@example.org`,
      );
      const started = performance.now();
      let next = 0;
      let answered = 0;
      await Promise.all(
        Array.from({ length: CONCURRENCY }, async () => {
          while (next < emails.length) {
            const email = emails[next++]!;
            const response = await fetch(`${server.url}${ENDPOINT_PATHS.contact}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(contactBody(email)),
            });
            if (response.ok) answered += 1;
            await response.arrayBuffer();
          }
        }),
      );
      const postedMs = performance.now() - started;
      await sink.until(answered, DELIVERY_TIMEOUT_MS);
      const deliveredMs = performance.now() - started;
      const distinct = new Set(sink.agency);
      const lost = emails.filter((email) => !distinct.has(email)).length;
      const duplicates = sink.agency.length - distinct.size;
      const idDuplicates = sink.ids.length - new Set(sink.ids).size;
      const subject = name;
      measurements.push(
        { section: 'mail', subject, metric: 'lost', value: lost },
        {
          section: 'mail',
          subject,
          metric: 'duplicates',
          value: Math.max(duplicates, idDuplicates),
        },
        { section: 'mail', subject, metric: 'answered', value: answered },
        { section: 'mail', subject, metric: 'deliveredMs', value: deliveredMs },
      );
      rows.push([
        name,
        formatInt(answered),
        formatMs(postedMs),
        formatInt(sink.agency.length),
        formatInt(sink.ids.length - sink.agency.length),
        formatInt(lost),
        formatInt(duplicates),
        formatMs(deliveredMs),
        formatInt(Math.round((sink.ids.length / deliveredMs) * 1000)),
      ]);
    } finally {
      await server.stop();
      await sink.close();
    }
  }
  const table: Table = {
    title: `Mail — ${formatInt(LEADS)} leads at concurrency ${CONCURRENCY}, delivered by the outbox worker to a local SMTP sink`,
    columns: [
      { header: 'Database' },
      { header: '2xx', align: 'right' },
      { header: 'Posted in', align: 'right' },
      { header: 'Agency', align: 'right' },
      { header: 'Receipts', align: 'right' },
      { header: 'Lost', align: 'right' },
      { header: 'Dupes', align: 'right' },
      { header: 'All sent in', align: 'right' },
      { header: 'Msg/s', align: 'right' },
    ],
    rows,
    notes: [
      'Agency: notifications received (one per lead). Receipts: the visitors’ (every lead has its own address). All sent in: from the first post to the last agency message.',
      ...notes,
    ],
  };
  return { tables: [table], measurements, notes: [] };
};
