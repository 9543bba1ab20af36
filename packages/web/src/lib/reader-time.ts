import { useSyncExternalStore } from 'react';
import { browserTimezone } from './locale.ts';
import { useSession } from './session/session.ts';
import { dateTimeFormat, isKnownTimeZone } from './intl-formats.ts';

/**
 * Moments shown in the reader's time zone on a screen the server may draw. The server draws in UTC
 * (it cannot know a visitor's zone); the browser hydrates that same drawing, then shows the reader's
 * zone: the signed-in user's `timezone`, else the browser's.
 *
 * Node's and Chromium's ICU may space a time differently ("9:30 AM" with a narrow no-break space in
 * one, a no-break space or a plain space in the other): each text is normalised to plain spaces, so
 * the drawing and the hydration agree character for character.
 */

/** The zone the server draws a visitor's screen in. */
export const DRAWING_TIME_ZONE = 'UTC';

const noSubscription = () => () => undefined;

/** The reader's zone: the signed-in user's, else the browser's (UTC while the server's drawing is hydrated). */
export function useReaderTimeZone(): string {
  const { user } = useSession();
  const browser = useSyncExternalStore(noSubscription, browserTimezone, () => DRAWING_TIME_ZONE);
  return user?.timezone && isKnownTimeZone(user.timezone) ? user.timezone : browser;
}

/** Spaces of every kind (no-break, narrow, thin) as plain ones. */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

/** "May 14, 2025 at 9:30 AM" (en), "14 mai 2025 à 09:30" (fr), in the zone, with plain spaces. */
export const formatMoment = (value: string | Date, locale: string, timeZone: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : plainSpaces(dateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone }).format(date));
};

/** "May 14, 2025" (en), "14 mai 2025" (fr), in the zone, with plain spaces. */
export const formatDay = (value: string | Date, locale: string, timeZone: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : plainSpaces(dateTimeFormat(locale, { dateStyle: 'long', timeZone }).format(date));
};
