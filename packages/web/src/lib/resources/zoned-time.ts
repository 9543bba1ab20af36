/**
 * Dates and times as the user reads and types them: in their own time zone (their account's), not
 * the browser's. `datetime-local` inputs hold `YYYY-MM-DDTHH:mm` in that zone; the server holds ISO
 * instants.
 */

import { dateTimeFormat } from '../intl-formats.ts';

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall-clock parts of an instant in a zone. */
function partsIn(date: Date, timeZone: string) {
  const parts = dateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(date);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  return { year: get('year'), month: get('month'), day: get('day'), hour: get('hour'), minute: get('minute'), second: get('second') };
}

/** Minutes the zone is ahead of UTC at an instant. */
function offsetAt(date: Date, timeZone: string): number {
  const p = partsIn(date, timeZone);
  return (Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second) - Math.floor(date.getTime() / 1000) * 1000) / 60_000;
}

/** An ISO instant as the `datetime-local` value of that moment in `timeZone`; '' for none. */
export function toZonedInput(iso: string | null | undefined, timeZone: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const p = partsIn(date, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A `datetime-local` value typed in `timeZone` as an ISO instant; null for none or nonsense. */
export function fromZonedInput(local: string, timeZone: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(local);
  if (!match) return null;
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The offset at the guessed instant, then again at the corrected one (a change of offset between them).
  let instant = asUtc - offsetAt(new Date(asUtc), timeZone) * 60_000;
  instant = asUtc - offsetAt(new Date(instant), timeZone) * 60_000;
  return new Date(instant).toISOString();
}
