import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/**
 * Logs as people read them in development (pino-pretty: one coloured line per event, a dev
 * dependency), as JSON lines in production for the log collector, and none in tests.
 */
export function loggerOptions(config: Pick<Config, 'env' | 'logLevel'>): FastifyServerOptions['logger'] {
  if (config.env === 'test') return false;
  if (config.env === 'development') {
    return { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' } } };
  }
  return { level: config.logLevel };
}
