/**
 * Time helpers (spec, platform §9 "hours and minutes round up; minutes and seconds zero-padded to 2
 * digits"). Durations are milliseconds; a started minute or hour counts as a whole one.
 */

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;
const HOUR_MS = 60 * MINUTE_MS;

/** A duration in whole minutes, rounded up: 61 seconds take 2 minutes. */
export const durationInMinutes = (milliseconds: number) => Math.ceil(milliseconds / MINUTE_MS);

/** A duration in whole hours, rounded up: 61 minutes take 2 hours. */
export const durationInHours = (milliseconds: number) => Math.ceil(milliseconds / HOUR_MS);

/** A number on two digits at least: 5 → "05", 42 → "42", 120 → "120". */
export const padTwo = (value: number) => String(value).padStart(2, '0');

/**
 * A duration as a clock reads it, "mm:ss", or "h:mm:ss" from an hour on; whole seconds (rounded
 * down, so a clock never shows a second not yet elapsed). A negative duration reads as zero.
 */
export function formatDuration(milliseconds: number): string {
  const totalSeconds = Math.max(0, Math.floor(milliseconds / SECOND_MS));
  const hours = Math.floor(totalSeconds / 3600);
  const minutes = Math.floor((totalSeconds % 3600) / 60);
  const seconds = totalSeconds % 60;
  return hours > 0 ? `${hours}:${padTwo(minutes)}:${padTwo(seconds)}` : `${padTwo(minutes)}:${padTwo(seconds)}`;
}
