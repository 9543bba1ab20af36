import { articles, blogPosts, calendarEvents } from '@relais/domain';
import type { ContributionType, ResourceDefinition } from '@relais/domain';
import type { WriteValues } from '../../../lib/data-layer/data-provider.ts';
import type { ContributionModel } from '../api/contributions.ts';

export const RESOURCE_OF: Readonly<Record<ContributionType, ResourceDefinition>> = { articles, 'blog-posts': blogPosts, 'calendar-events': calendarEvents };

/** The form's values: texts as typed, dates as `datetime-local` values, relationships by id ('' none). */
export interface ContributionValues {
  title: string;
  shortDescription: string;
  /** Rich text as the editor writes it (HTML the server sanitises), '' when empty. */
  content: string;
  /** An event's description, rich text as `content`. */
  description: string;
  externalUrl: string;
  category: string;
  startAt: string;
  endAt: string;
  isRealLocation: boolean;
  location: string;
  /** '' signs as oneself. */
  organization: string;
  image: string | null;
}

/** A `datetime-local` value is read in the device's time zone, as the contributor typed it. */
export const instantOf = (local: string) => new Date(local);

/** `YYYY-MM-DDTHH:mm` of an instant, in the device's time zone. */
export function localInputOf(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The form's values of a stored item, or of a new one (its category and who signs by default). */
export function valuesOf(item: ContributionModel | null, { categoryId, organizationId }: { categoryId: string | null; organizationId: string }): ContributionValues {
  return {
    title: text(item?.title),
    shortDescription: text(item?.shortDescription),
    content: text(item?.content),
    description: text(item?.description),
    externalUrl: text(item?.externalUrl),
    category: item?.category?.id ?? categoryId ?? '',
    startAt: localInputOf(item?.startAt),
    endAt: localInputOf(item?.endAt),
    isRealLocation: item?.isRealLocation ?? true,
    location: text(item?.location),
    organization: item ? (item.organization?.id ?? '') : organizationId,
    image: item?.image?.id ?? null,
  };
}

const orNull = (value: string) => (value.trim() ? value.trim() : null);
const instantOrNull = (value: string) => (value ? instantOf(value).toISOString() : null);

/** What a save sends: the kind's own fields only (nothing privileged), relationships by id. */
export function writeOf(type: ContributionType, values: ContributionValues, { withOrganization }: { withOrganization: boolean }): WriteValues {
  const relationships: Record<string, string | null> = withOrganization ? { organization: values.organization || null } : {};
  const common = { title: values.title.trim(), externalUrl: orNull(values.externalUrl) };
  if (type === 'calendar-events') {
    return {
      attributes: {
        ...common,
        description: values.description.trim() ? values.description : null,
        startAt: instantOrNull(values.startAt),
        endAt: instantOrNull(values.endAt),
        location: orNull(values.location),
        isRealLocation: values.isRealLocation,
      },
      relationships,
    };
  }
  return {
    attributes: { ...common, shortDescription: orNull(values.shortDescription), content: values.content.trim() ? values.content : null },
    relationships: { ...relationships, image: values.image, ...(type === 'articles' ? { category: values.category || null } : {}) },
  };
}
