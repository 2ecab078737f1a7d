import { rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { oneLine } from '@travel/emails';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { OutboxMessage } from '../db/database.ts';
import { securePrivateDir } from '../lib/private-files.ts';
import type { MailConfig } from '../config/mail.ts';

/** Sends one outbox message; throws with the server's answer when it was not accepted. */
export interface Mailer {
  /** Where messages go, for the logs (never a password). */
  readonly description: string;
  send(message: OutboxMessage, messageId: string, outboxId: string): Promise<void>;
  close(): void;
}

const isLoopback = (hostname: string) =>
  hostname === 'localhost' || hostname === '[::1]' || /^127\./.test(hostname);

/** The message as nodemailer takes it: every header value on one line. */
export function mailOptions(
  config: MailConfig,
  message: OutboxMessage,
  messageId: string,
): SendMailOptions {
  const headers = Object.fromEntries(
    Object.entries(message.headers ?? {}).map(([name, value]) => [oneLine(name), oneLine(value)]),
  );
  return {
    from: { name: oneLine(config.from.name), address: config.from.address },
    to: message.to,
    ...(message.replyTo ? { replyTo: oneLine(message.replyTo) } : {}),
    subject: oneLine(message.subject),
    html: message.html,
    text: message.text,
    headers,
    messageId,
  };
}

/** Over SMTP: TLS from the start (`smtps:`) or STARTTLS, which only a loopback host may skip. */
function smtpMailer(config: MailConfig, url: string): Mailer {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const timeout = config.sendTimeoutMs;
  const transport: Transporter = nodemailer.createTransport({
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    requireTLS: !secure && !isLoopback(parsed.hostname),
    ...(parsed.username
      ? {
          auth: {
            user: decodeURIComponent(parsed.username),
            pass: decodeURIComponent(parsed.password),
          },
        }
      : {}),
    pool: true,
    maxConnections: 5,
    connectionTimeout: timeout,
    greetingTimeout: timeout,
    socketTimeout: timeout,
  });
  return {
    description: `SMTP at ${parsed.hostname}:${parsed.port || (secure ? 465 : 587)}`,
    send: async (message, messageId) => {
      await transport.sendMail(mailOptions(config, message, messageId));
    },
    close: () => transport.close(),
  };
}

/** Development: each message as an `.eml` file, named by outbox row. */
function directoryMailer(config: MailConfig, dir: string): Mailer {
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'windows',
  });
  let secured = false;
  return {
    description: `.eml files in ${dir}`,
    send: async (message, messageId, outboxId) => {
      const info = await transport.sendMail(mailOptions(config, message, messageId));
      // Messages hold confirmation links: the folder 0700 and each file 0600 (issue 29).
      if (!secured) {
        securePrivateDir(dir, 'MAIL_DIR');
        secured = true;
      }
      // Written aside, then renamed: whoever reads the folder sees a whole message or none.
      const name = `outbox-${outboxId}.eml`;
      const partial = join(dir, `.${name}.partial`);
      await writeFile(partial, info.message as Buffer, { flush: true, mode: 0o600 });
      await rename(partial, join(dir, name));
    },
    close: () => transport.close(),
  };
}

/** The configured way out, or null when there is none (messages then wait). */
export function createMailer(config: MailConfig): Mailer | null {
  if (config.smtpUrl) return smtpMailer(config, config.smtpUrl);
  if (config.dir) return directoryMailer(config, config.dir);
  return null;
}
