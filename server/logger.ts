import { pino, type Logger } from 'pino';
import type { Config } from './config.ts';

export type { Logger };

/** JSON logs in production, readable lines in development; card data and secrets are redacted everywhere. */
export function createLogger(config: Pick<Config, 'isProduction' | 'logLevel'>): Logger {
  return pino({
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
    transport: config.isProduction || config.logLevel === 'silent'
      ? undefined
      : { target: 'pino-pretty', options: { colorize: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname' } },
  });
}
