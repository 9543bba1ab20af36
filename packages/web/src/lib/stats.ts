import type { StatsEvent } from '@relais/domain';
import { apiRequest } from './api-client.ts';
import { paths } from '../paths.ts';

// Every failure is the caller's to ignore: no dialog for a statistic (spec §7 "reported and otherwise ignored").
const ANY_FAILURE = [0, 400, 401, 403, 404, 409, 413, 415, 419, 422, 429, 500, 502, 503, 504];

/** Records that something was seen or downloaded; a failure is logged, never shown, never thrown. */
export function recordStat(event: StatsEvent, resourceType: string, resourceId: string): void {
  apiRequest(paths.api.statsRecords, { method: 'POST', body: { records: [{ event, resourceType, resourceId }] }, silent: ANY_FAILURE }).catch((error: unknown) => {
    console.warn(`The ${event} of ${resourceType} ${resourceId} was not recorded:`, error);
  });
}
