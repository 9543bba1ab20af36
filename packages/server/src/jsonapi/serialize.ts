import type { AttributeDefinition, RelationshipDefinition, ResourceMeta, ResourcePermissions } from '@relais/domain';
import type { Row } from '../policies/types.ts';
import type { Kind } from './catalog.ts';
import type { EngineContext } from './context.ts';
import { linkBase } from './context.ts';
import { availableTargets, hasTranslations, hiddenFor, hiddenOnOthers, isStoredToOne, linkOf, readableAttributes, readingLocales, timestampsOf } from './fields.ts';
import { otherLocalesOf, readTranslatedIn, servedLocaleIn, translatableNames, translationsOf } from './translations.ts';

export interface Identifier {
  type: string;
  id: string;
}

export type Linkage = Identifier | Identifier[] | null;

export interface ResourceObject {
  type: string;
  id: string;
  attributes: Record<string, unknown>;
  /** Linkage when it is known (a stored to-one, an included relationship), else the links to read it. */
  relationships: Record<string, { data?: Linkage; links?: { self: string; related: string } }>;
  links: { self: string };
  /**
   * `permissions`: what the reader may do with the row (jsonapi/permissions.ts), for the primary
   * data. `fallbackLocales`: each translatable attribute served in another language than the
   * reader's, with that language, so the web marks it (`lang`); absent when every one is in the reader's.
   */
  meta?: ResourceMeta & { fallbackLocales?: Record<string, string> };
}

export interface SerializeOptions {
  /** Values of computed attributes for this row. */
  computed?: Record<string, unknown> | undefined;
  /** Linkage loaded for included to-many and inverse relationships. */
  linkage?: ReadonlyMap<string, Linkage> | undefined;
  /** Whether the actor may see the target of a stored to-one; one they may not is linked as `null`. */
  isVisible?: ((type: string, id: string) => boolean) | undefined;
  /** Whether the actor may read every translation of this row (the policy's `seeTranslations`). */
  seesTranslations?: boolean | undefined;
  /** What the reader may do with this row (jsonapi/permissions.ts), sent as `meta.permissions`. */
  permissions?: ResourcePermissions | undefined;
}

/** How a stored attribute becomes JSON: ISO datetimes, `YYYY-MM-DD` dates, numbers for decimals. */
type Reading = 'computed' | 'translated' | 'datetime' | 'date' | 'decimal' | 'plain';

const readingOf = (attribute: AttributeDefinition): Reading => {
  if (attribute.computed) return 'computed';
  if (attribute.translatable) return 'translated';
  return attribute.kind === 'datetime' || attribute.kind === 'date' || attribute.kind === 'decimal' ? attribute.kind : 'plain';
};

/**
 * What the resource objects of one kind share within a document — the attributes and
 * relationships this actor may see in this fieldset, the reading locales, the link prefix —
 * worked out once rather than for every row.
 */
export interface SerializationPlan {
  kind: Kind;
  /** Each attribute with its serialiser, resolved once for the kind and fieldset. */
  attributes: { name: string; read: AttributeReader }[];
  /** Fields left out of rows other than the reader's own (`othersRead`), and who the reader is. */
  othersHidden: ReadonlySet<string>;
  readerId: string | null;
  timestamps: string[];
  /** Translatable attributes read for `otherTranslationsLocales`, or null when it is not sent. */
  otherLocales: string[] | null;
  /** Translatable attributes sent, whose language is told when it is not the reader's. */
  translated: string[];
  /** Whether `translations` is wanted (it is sent only for rows the actor may see it of). */
  hasTranslations: boolean;
  /** Stored to-ones (`isStoredToOne`) are linked from the row's columns, towards the `types` the actor can reach. */
  relationships: { name: string; relationship: RelationshipDefinition; isStoredToOne: boolean; types: ReadonlySet<string>; selfSuffix: string; relatedSuffix: string }[];
  readingLocales: string[];
  reader: string;
  /** `…/api/v1/{type}/`: the self link without its id. */
  linkPrefix: string;
}

export function serializationPlan(ctx: EngineContext, kind: Kind, fieldset: ReadonlySet<string> | undefined): SerializationPlan {
  const { resource } = kind;
  const wants = (field: string) => !fieldset || fieldset.has(field);
  const hidden = hiddenFor(kind, ctx.actor);
  const translated = hasTranslations(resource);
  return {
    kind,
    attributes: readableAttributes(resource)
      .filter(([name]) => wants(name) && !hidden.has(name))
      .map(([name, attribute]) => ({ name, read: readerOf(name, readingOf(attribute), readingLocales(ctx)) })),
    othersHidden: hiddenOnOthers(kind, ctx.actor),
    readerId: ctx.actor.userId,
    timestamps: timestampsOf(resource).filter(wants),
    otherLocales: translated && wants('otherTranslationsLocales') ? translatableNames(resource) : null,
    translated: translated ? translatableNames(resource).filter((name) => wants(name) && !hidden.has(name)) : [],
    hasTranslations: translated && wants('translations'),
    // A link towards a kind the actor cannot see would tell that the kind, and the row, exist.
    relationships: Object.entries(resource.relationships)
      .filter(([name]) => wants(name))
      .map(([name, relationship]) => ({
        name,
        relationship,
        isStoredToOne: isStoredToOne(relationship),
        types: new Set(availableTargets(ctx, relationship).map((k) => k.type)),
        selfSuffix: `/relationships/${name}`,
        relatedSuffix: `/${name}`,
      }))
      .filter(({ types }) => types.size > 0),
    readingLocales: readingLocales(ctx),
    reader: ctx.locale,
    linkPrefix: `${linkBase(ctx)}/${kind.type}/`,
  };
}

/** One attribute's value for JSON, from the row (or the computed values) of one resource. */
type AttributeReader = (row: Row, computed: Record<string, unknown> | undefined) => unknown;

const isoDate = (value: unknown) => (value instanceof Date ? value.toISOString() : new Date(String(value)).toISOString());

/** The serialiser of one attribute: chosen once per plan, so that a row costs no decision per value. */
function readerOf(name: string, reading: Reading, locales: readonly string[]): AttributeReader {
  switch (reading) {
    case 'computed':
      return (_row, computed) => computed?.[name] ?? null;
    case 'translated':
      return (row) => (row[name] === null || row[name] === undefined ? null : readTranslatedIn(locales, row[name]));
    case 'datetime':
      return (row) => (row[name] === null || row[name] === undefined ? null : isoDate(row[name]));
    case 'date':
      return (row) => {
        const value = row[name];
        if (value === null || value === undefined) return null;
        return value instanceof Date ? value.toISOString().slice(0, 10) : String(value).slice(0, 10);
      };
    case 'decimal':
      return (row) => (row[name] === null || row[name] === undefined ? null : Number(row[name]));
    default:
      return (row) => row[name] ?? null;
  }
}

const timestamp = (value: unknown) => (value instanceof Date ? value.toISOString() : value === null || value === undefined ? null : String(value));

/** One row as a JSON:API resource object, as its plan says the actor may see it. */
export function serializeRow(plan: SerializationPlan, row: Row, { computed, linkage, isVisible, seesTranslations, permissions }: SerializeOptions = {}): ResourceObject {
  const attributes: Record<string, unknown> = {};
  const isOthers = plan.othersHidden.size > 0 && row.id !== plan.readerId;
  for (const { name, read } of plan.attributes) if (!isOthers || !plan.othersHidden.has(name)) attributes[name] = read(row, computed);
  for (const name of plan.timestamps) attributes[name] = timestamp(row[name]);
  if (plan.otherLocales) attributes.otherTranslationsLocales = otherLocalesOf(plan.reader, plan.otherLocales, row);
  if (plan.hasTranslations && seesTranslations) attributes.translations = translationsOf(plan.kind.resource, row);
  let fallbackLocales: Record<string, string> | undefined;
  for (const name of plan.translated) {
    if (!(name in attributes)) continue;
    const served = servedLocaleIn(plan.readingLocales, row[name]);
    if (served !== null && served !== plan.reader) (fallbackLocales ??= {})[name] = served;
  }

  const self = plan.linkPrefix + encodeURIComponent(row.id);
  const relationships: ResourceObject['relationships'] = {};
  for (const { name, relationship, isStoredToOne: isColumn, types, selfSuffix, relatedSuffix } of plan.relationships) {
    if (isOthers && plan.othersHidden.has(name)) continue;
    if (isColumn) {
      const link = linkOf(row, name, relationship);
      relationships[name] = { data: link && types.has(link.type) && (!isVisible || isVisible(link.type, link.id)) ? link : null };
    } else if (linkage?.has(name)) relationships[name] = { data: linkage.get(name)! };
    else relationships[name] = { links: { self: self + selfSuffix, related: self + relatedSuffix } };
  }
  const resourceObject: ResourceObject = { type: plan.kind.type, id: row.id, attributes, relationships, links: { self } };
  if (fallbackLocales || permissions) resourceObject.meta = { ...(permissions ? { permissions } : {}), ...(fallbackLocales ? { fallbackLocales } : {}) };
  return resourceObject;
}
