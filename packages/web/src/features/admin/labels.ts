import type { TFunction } from 'i18next';
import type { ResourceDefinition } from '@relais/domain';

/**
 * Names the back office shows for kinds, categories, fields and records. Kinds and categories have
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

/** The attributes of a kind that `recordLabel` may read: all a link to one of its records needs. */
export const namingFieldsOf = (resource: ResourceDefinition): string[] =>
  NAMING_FIELDS.filter((name) => resource.attributes[name] !== undefined && !resource.attributes[name].hidden);

/** What a link to a record reads: its name (or title…), else its id. */
export function recordLabel(record: Record<string, unknown> | null | undefined): string {
  if (!record) return '';
  for (const field of NAMING_FIELDS) {
    const value = record[field];
    if (typeof value === 'string' && value.trim()) return value;
  }
  return String(record.id ?? '');
}
