import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/**
 * JSON logs in production, readable lines in development; card data and secrets
 * are redacted everywhere. A destination stream (tests) gets JSON lines.
 */
export function createLogger(config: Pick<Config, 'isProduction' | 'logLevel'>, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: config.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        '*.password',
        '*.newPassword',
        '*.currentPassword',
        '*.paymentInfo',
        '*.cardNumber',
        '*.ccv',
      ],
      censor: '[redacted]',
    },
    transport: config.isProduction || config.logLevel === 'silent' || destination || !prettyInstalled()
      ? undefined
      : { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** pino-pretty is a development dependency: an install without them (a pruned slug) logs JSON lines instead. */
function prettyInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
