import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpSink {
  /** `smtp://127.0.0.1:port` (loopback: no STARTTLS needed). */
  url: string;
  port: number;
  /** Every message accepted, parsed, in order of arrival. */
  messages: ParsedMail[];
  /** Resolves once `predicate` holds for the messages received (checked on each arrival). */
  waitFor(
    predicate: (messages: ParsedMail[]) => boolean,
    timeoutMs?: number,
  ): Promise<ParsedMail[]>;
  /**
   * `accept` (default); `refuse`: every message gets a 451 (a mail server in trouble); `hold`:
   * messages are read (into `held`) but never answered, as a server that hangs mid-delivery.
   */
  mode: 'accept' | 'refuse' | 'hold';
  /** Messages read in `hold` mode, never acknowledged. */
  held: ParsedMail[];
  close(): Promise<void>;
}

/** A real SMTP server in the test process (the `smtp-server` package), on a port of its own. */
export async function startSmtpSink(port = 0): Promise<SmtpSink> {
  const messages: ParsedMail[] = [];
  const waiters = new Set<() => void>();
  const sink: SmtpSink = {
    url: '',
    port: 0,
    messages,
    mode: 'accept',
    held: [],
    waitFor(predicate, timeoutMs = 20_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!predicate(messages)) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(messages);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`SMTP sink: condition not met; ${messages.length} message(s) received`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () =>
      new Promise((resolve) => {
        // Held sessions would keep the server open forever.
        for (const connection of server.connections) connection.close();
        server.close(() => resolve());
      }),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (sink.mode === 'hold') {
        simpleParser(stream)
          .then((mail) => {
            sink.held.push(mail);
            for (const waiter of [...waiters]) waiter();
          })
          // The sender may die mid-message (the crash tests kill it): nothing was held.
          .catch(() => undefined);
        return;
      }
      if (sink.mode === 'refuse') {
        stream.resume();
        stream.on('end', () => {
          const error = Object.assign(new Error('Try again later'), { responseCode: 451 });
          callback(error);
        });
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          callback();
          for (const waiter of [...waiters]) waiter();
        })
        .catch((error: Error) => callback(error));
    },
  });
  // A sender killed mid-message (the crash tests do it) resets its connection: smtp-server
  // reports that as an 'error' event, which with no listener would end the test run. What
  // arrived is what the tests judge.
  server.on('error', () => undefined);
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  sink.port = address.port;
  sink.url = `smtp://127.0.0.1:${address.port}`;
  return sink;
}

/** The address(es) a parsed message was sent to. */
export function toOf(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => entry.address ?? ''));
}
