import { DEFAULT_TIMEZONE } from '../constants/locales.ts';
import { truncateText } from './text.ts';

/** Organization rules (spec, domain "organization", "organization-year-state", §5 and §9). */

/** An organization's short description is cut to this many characters. */
export const ORGANIZATION_SHORT_DESCRIPTION_LENGTH = 150;

/** Unit name then name, joined by ' - ' (spec, domain "organization" completeName). */
export const organizationCompleteName = (organization: { name: string; unitName?: string | null }) =>
  [organization.unitName?.trim(), organization.name.trim()].filter(Boolean).join(' - ');

/** The short description as shown: at most 150 characters, the last an ellipsis when cut. */
export const organizationShortDescription = (organization: { shortDescription?: string | null }) =>
  truncateText(organization.shortDescription ?? '', ORGANIZATION_SHORT_DESCRIPTION_LENGTH);

/** The calendar year of an instant in a time zone. */
export const yearIn = (now: Date, timeZone: string = DEFAULT_TIMEZONE) =>
  Number(new Intl.DateTimeFormat('en', { timeZone, year: 'numeric' }).format(now));

/**
 * A year's state (achievements) is editable only for the current or the previous year, years being
 * counted in the platform's time zone (Europe/Paris unless told).
 */
export function isOrganizationYearEditable({ year }: { year: number }, now: Date, timeZone: string = DEFAULT_TIMEZONE): boolean {
  const current = yearIn(now, timeZone);
  return year === current || year === current - 1;
}
