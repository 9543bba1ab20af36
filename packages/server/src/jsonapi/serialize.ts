import type { AttributeDefinition } from '@relais/domain';
import { foreignKey } from '../db/resource-tables.ts';
import { canSeeTranslations } from '../policies/checks.ts';
import type { Row } from '../policies/types.ts';
import type { Kind } from './catalog.ts';
import type { EngineContext } from './context.ts';
import { availableKind, selfLink } from './context.ts';
import { hasTranslations, hiddenFor, isStoredToOne, readableAttributes, timestampsOf } from './fields.ts';
import { otherTranslationsLocales, readTranslated, translationsOf } from './translations.ts';

export interface Identifier {
  type: string;
  id: string;
}

export type Linkage = Identifier | Identifier[] | null;

export interface ResourceObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  relationships: Record<string, { data?: Linkage; links: { self: string; related: string } }>;
  links: { self: string };
}

export interface SerializeOptions {
  /** Sparse fieldset: only these attributes and relationships. */
  fieldset?: ReadonlySet<string> | undefined;
  /** Values of computed attributes for this row. */
  computed?: Record<string, unknown> | undefined;
  /** Linkage loaded for included to-many and inverse relationships. */
  linkage?: ReadonlyMap<string, Linkage> | undefined;
}

/** Column values as JSON: ISO datetimes, `YYYY-MM-DD` dates, numbers for decimals, cents as integers. */
function attributeValue(ctx: EngineContext, attribute: AttributeDefinition, value: unknown): unknown {
  if (value === null || value === undefined) return attribute.translatable ? readTranslated(ctx, value) : null;
  if (attribute.translatable) return readTranslated(ctx, value);
  switch (attribute.kind) {
    case 'datetime':
      return value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString();
    case 'date':
      return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
    case 'decimal':
      return Number(value);
    default:
      return value;
  }
}

const timestamp = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? null : String(value));

/** One row as a JSON:API resource object, as the actor may see it. */
export function serializeResource(ctx: EngineContext, kind: Kind, row: Row, options: SerializeOptions = {}): ResourceObject {
  const { resource } = kind;
  const wants = (field: string) => !options.fieldset || options.fieldset.has(field);
  const attributes: Record<string, unknown> = {};
  const hidden = hiddenFor(kind, ctx.actor);
  for (const [name, attribute] of readableAttributes(resource)) {
    if (!wants(name) || hidden.has(name)) continue;
    attributes[name] = attribute.computed ? (options.computed?.[name] ?? null) : attributeValue(ctx, attribute, row[name]);
  }
  for (const name of timestampsOf(resource)) if (wants(name)) attributes[name] = timestamp(row[name]);
  if (hasTranslations(resource)) {
    if (wants('otherTranslationsLocales')) attributes.otherTranslationsLocales = otherTranslationsLocales(ctx, resource, row);
    if (wants('translations') && canSeeTranslations(kind.policy, ctx.actor, row)) attributes.translations = translationsOf(resource, row);
  }

  const self = selfLink(ctx, kind.type, row.id);
  const relationships: ResourceObject['relationships'] = {};
  for (const [name, relationship] of Object.entries(resource.relationships)) {
    // A link towards a kind the actor cannot see would tell that the kind, and the row, exist.
    if (!wants(name) || !availableKind(ctx, relationship.type)) continue;
    const entry: ResourceObject['relationships'][string] = { links: { self: `${self}/relationships/${name}`, related: `${self}/${name}` } };
    if (isStoredToOne(relationship)) {
      const id = row[foreignKey(name)];
      entry.data = typeof id === 'string' ? { type: relationship.type, id } : null;
    } else if (options.linkage?.has(name)) entry.data = options.linkage.get(name)!;
    relationships[name] = entry;
  }
  return { type: kind.type, id: row.id, attributes, relationships, links: { self } };
}
