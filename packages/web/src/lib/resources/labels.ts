import type { TFunction } from '../i18n/i18n.ts';
import type { ResourceDefinition } from '@relais/domain';
import { fallbackLocaleOf } from '../jsonapi.ts';

/**
 * Names screens show for kinds, categories, fields and records. Kinds and categories have
 * messages in every language (`kinds.<type>`, `adminCategories.<category>`); a field's label is
 * `fields.<type>.<name>` when the catalogue has one, else its name made readable, so a new field
 * never shows a raw key.
 */

/** `accessLevel` → "Access level", `isEnabled` → "Is enabled", `app-pages` → "App pages". */
export function humanised(name: string): string {
  const words = name
    .replace(/[-_]+/g, ' ')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const kindLabel = (t: TFunction, type: string) => t(`kinds.${type}`, { defaultValue: humanised(type) });

export const categoryLabel = (t: TFunction, category: string) => t(`adminCategories.${category}`, { defaultValue: humanised(category) });

export const fieldLabel = (t: TFunction, type: string, name: string) => t(`fields.${type}.${name}`, { defaultValue: humanised(name) });

/** Attributes that name a record, in order of preference. */
const NAMING_FIELDS = ['name', 'title', 'fullName', 'completeName', 'label', 'key', 'email', 'slug', 'path', 'originalName', 'code'];

/**
 * The attributes of a kind that names its records may read: all a link to one of its records needs.
 * Its declared title field first (`presentation.titleField`).
 */
export const namingFieldsOf = (resource: ResourceDefinition): string[] => {
  const title = resource.presentation?.titleField;
  const named = NAMING_FIELDS.filter((name) => name !== title && resource.attributes[name] !== undefined && !resource.attributes[name].hidden);
  return title ? [title, ...named] : named;
};

/** Attributes whose start names a record that has no naming field (a forum message, a comment). */
const TEXT_FIELDS = ['content', 'text', 'message', 'comment', 'description'];

/** How much of a text names its record. */
const EXCERPT_LENGTH = 60;

/** The words of a (rich) text, its tags and spacing left out, cut at a word near `EXCERPT_LENGTH`. */
function excerpt(text: string): string {
  const words = text.replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/\s+/g, ' ').trim();
  if (words.length <= EXCERPT_LENGTH) return words;
  const cut = words.slice(0, EXCERPT_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > EXCERPT_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** The field `recordLabel` reads, or undefined when it falls back to the id. */
function labelFieldOf(record: Record<string, unknown>): string | undefined {
  return NAMING_FIELDS.find((field) => textOf(record[field])) ?? TEXT_FIELDS.find((field) => excerpt(textOf(record[field])));
}

/** What a link to a record reads: its name (or title…), else the start of its text, its id last. */
export function recordLabel(record: Record<string, unknown> | null | undefined): string {
  if (!record) return '';
  const field = labelFieldOf(record);
  if (field === undefined) return String(record.id ?? '');
  return NAMING_FIELDS.includes(field) ? (record[field] as string) : excerpt(textOf(record[field]));
}

/** Attributes longer than this are cut when they title a record (a request's description). */
const TITLE_MAX = 255;

/** The declared title field of a kind when the record has text in it, else undefined. */
function titleFieldOf(resource: ResourceDefinition | undefined, record: Record<string, unknown>): string | undefined {
  const field = resource?.presentation?.titleField;
  return field !== undefined && textOf(record[field]) ? field : undefined;
}

/**
 * What titles a record of a kind (headings, breadcrumbs, document titles): its declared title field
 * (`presentation.titleField`, cut to its first words when it is a long text), else what
 * `recordLabel` reads.
 */
export function recordTitle(resource: ResourceDefinition | undefined, record: Record<string, unknown> | null | undefined): string {
  if (!record) return '';
  const field = titleFieldOf(resource, record);
  if (field === undefined) return recordLabel(record);
  const definition = resource!.attributes[field]!;
  const isLong = definition.kind === 'richText' || (definition.kind === 'text' && (definition.max === undefined || definition.max > TITLE_MAX));
  return isLong ? excerpt(textOf(record[field])) : textOf(record[field]);
}

/** What sums a record up under its title (`presentation.summaryField`, its first words for a rich text), or '' when the kind declares nothing. */
export function recordSummary(resource: ResourceDefinition | undefined, record: Record<string, unknown> | null | undefined): string {
  const field = resource?.presentation?.summaryField;
  if (!record || !field) return '';
  return resource!.attributes[field]?.kind === 'richText' ? excerpt(textOf(record[field])) : textOf(record[field]);
}

/** The language `recordTitle` is in when the server served it in a fallback language, else undefined. */
export function recordTitleLocale(resource: ResourceDefinition | undefined, record: Record<string, unknown> | null | undefined): string | undefined {
  const field = record ? titleFieldOf(resource, record) : undefined;
  return field === undefined ? recordLabelLocale(record) : fallbackLocaleOf(record, field);
}

/** The language `recordLabel` is in when the server served it in a fallback language, else undefined. */
export const recordLabelLocale = (record: Record<string, unknown> | null | undefined): string | undefined => {
  const field = record ? labelFieldOf(record) : undefined;
  return field === undefined ? undefined : fallbackLocaleOf(record, field);
};

/** What a grid's link cell reads: its own field's value (the e-mail column shows the e-mail), the record's name when it is empty. */
export const ownFieldLabel = (record: Record<string, unknown>, field: string): string => textOf(record[field]) || recordLabel(record);
