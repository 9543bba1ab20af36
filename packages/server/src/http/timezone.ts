import type { FastifyRequest } from 'fastify';
import { DEFAULT_TIMEZONE } from '@relais/domain';

/** The reader's time zone: `X-Timezone` when it names one (the web sends it where days are counted), else the users' default. */
export function timezoneOf(request: FastifyRequest): string {
  const header = request.headers['x-timezone'];
  if (typeof header !== 'string' || header.length > 64) return DEFAULT_TIMEZONE;
  try {
    return new Intl.DateTimeFormat('en', { timeZone: header }).resolvedOptions().timeZone;
  } catch {
    return DEFAULT_TIMEZONE;
  }
}
