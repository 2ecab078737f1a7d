import type { FastifyServerOptions } from 'fastify';
import type { LogLevel } from '../config/load.ts';
import { requestSerializer, serializeError } from './log-serializers.ts';

export interface LoggerSettings {
  level: LogLevel;
  /** LOG_CLIENT_NETWORK: log the client's /24 or /48. */
  clientNetwork: boolean;
  /** Where lines go (tests capture them); stdout by default. */
  stream?: { write(line: string): void };
}

/**
 * pino's options. Nothing a visitor typed reaches the logs, nor their address: request bodies
 * and headers are never logged; the request serializer keeps the method, the path without its
 * query and at most the client's network; the error serializer withholds database messages
 * (lib/log-serializers.ts). Errors logged through `app.log` anywhere (the error handler, the
 * process's crash handlers) go through the same serializers.
 */
export function loggerOptions(settings: LoggerSettings): FastifyServerOptions['logger'] {
  return {
    level: settings.level,
    ...(settings.stream ? { stream: settings.stream } : {}),
    serializers: {
      err: serializeError,
      error: serializeError,
      req: requestSerializer({ clientNetwork: settings.clientNetwork }),
    },
  };
}
