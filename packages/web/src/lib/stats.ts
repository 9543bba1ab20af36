import { useEffect } from 'react';
import type { StatsEvent } from '@relais/domain';
import { apiRequest } from './api-client.ts';
import { paths } from '../paths.ts';

/**
 * Every failure of the statistic itself is the caller's to ignore: no dialog for it (spec §7
 * "reported and otherwise ignored"). Not a 401 or 419 while signed in: the server says a session
 * ended once, clearing its cookie, so the call that hears it must let the shell open the
 * expired-session dialog, or the page's next change would go out as a visitor's and be refused.
 */
const ANY_FAILURE = [0, 400, 403, 404, 409, 413, 415, 422, 429, 500, 502, 503, 504];

/** Records that something was seen or downloaded; a failure is logged, never shown, never thrown. */
export function recordStat(event: StatsEvent, resourceType: string, resourceId: string): void {
  apiRequest(paths.api.statsRecords, { method: 'POST', body: { records: [{ event, resourceType, resourceId }] }, silent: ANY_FAILURE }).catch((error: unknown) => {
    console.warn(`The ${event} of ${resourceType} ${resourceId} was not recorded:`, error);
  });
}

/** Spec §7: a view of anything but a page counts once the visitor stayed 5 seconds on it. */
export const DEFERRED_VIEW_MS = 5000;

/**
 * Records a view of a record shown by a route (a member's profile…) once the route has stayed on it
 * for 5 seconds: leaving or moving to another record before then records nothing.
 */
export function useDeferredView(resourceType: string, resourceId: string | undefined): void {
  useEffect(() => {
    if (!resourceId) return;
    const timer = setTimeout(() => recordStat('view', resourceType, resourceId), DEFERRED_VIEW_MS);
    return () => clearTimeout(timer);
  }, [resourceType, resourceId]);
}
