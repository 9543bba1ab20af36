import type { AttributeDefinition, RelationshipDefinition } from './fields.ts';
import type { FeatureFlag } from '../constants/features.ts';
import type { AdminCategory } from '../constants/admin.ts';

/** A declared filter: `filter[name]=value` on the list call. Anything undeclared is a 400. */
export type FilterDefinition =
  /** Equality on an attribute or a to-one id; a comma-separated value means "any of". */
  | { kind: 'exact'; field: string }
  /** Case-insensitive substring over text fields (translatable ones in the reader's locale). */
  | { kind: 'search'; fields: readonly string[] }
  /** `true` keeps rows where the field is null, `false` rows where it is set. */
  | { kind: 'isNull'; field: string }
  /** `1` (or `true`) keeps rows where the field is set, `0` (or `false`) rows where it is null: `filter[withPosition]=1`. */
  | { kind: 'isSet'; field: string }
  /**
   * `from,to` (dates or date-times; either side may be left empty): rows whose `field` is at or after
   * `from` and before `to`. With `endField`, rows whose span from `field` to `endField` (`field` alone
   * when the end is null) meets that interval: what a calendar's month or week shows.
   */
  | { kind: 'range'; field: string; endField?: string }
  /**
   * Rows that another kind's rows link to any of the ids: each path is `inverse.toOne`, a to-many this
   * kind reads from the rows pointing at it, then a stored to-one of those rows (a product's
   * `deviceInstalledSystems.system`); several paths mean any of them. Only the linking rows the
   * reader may read count.
   */
  | { kind: 'through'; paths: readonly `${string}.${string}`[] };

/**
 * How screens name and list a kind's records, on the back office and the public side alike: the
 * field that titles a record (headings, breadcrumbs, document titles, links), the one that sums it
 * up under its title, and the columns a list shows first. Hints only: access and validation never
 * read them.
 */
export interface PresentationConfig<Attribute extends string = string, Field extends string = string> {
  /** A readable attribute naming a record (`title`, `name`). */
  titleField: Attribute;
  /** A readable attribute that sums a record up (`shortDescription`). */
  summaryField?: Attribute;
  /** Attributes or to-ones a list shows before the reader chooses, in order. */
  defaultColumns?: readonly Field[];
}

/** A declaration's presentation once defaults are filled. */
export interface Presentation {
  titleField: string;
  summaryField: string | null;
  defaultColumns: readonly string[] | null;
}

export interface ResourceConfig {
  /** JSON:API type: plural, kebab-case (`app-pages`). */
  type: string;
  /** `uuid` for content rows; `string` for reference data with readable ids (`main`, `app_admin`). */
  idKind?: 'uuid' | 'string';
  attributes: Record<string, AttributeDefinition>;
  relationships?: Record<string, RelationshipDefinition>;
  /** Rows get `deleted_at`; hidden from all but admins, restorable. */
  softDelete?: boolean;
  /** The kind exists only while this feature is on (404 otherwise). */
  feature?: FeatureFlag;
  /** Where the kind shows in the admin menu; none means not listed. */
  adminCategory?: AdminCategory;
  /** Sort used when the client asks none: field names, `-` for descending. */
  defaultSort?: readonly string[];
  /** Filters allowed on the list call; a field name is shorthand for an exact filter. */
  filters?: readonly (string | ({ name: string } & FilterDefinition))[];
  /**
   * Fields allowed in `sort`; defaults to every visible attribute that an index can order (not json,
   * lists, rich text or text longer than `SORTABLE_TEXT_MAX`) and the timestamps.
   */
  sortable?: readonly string[];
  /**
   * Fields of related kinds allowed in `sort` besides `sortable`, as `toOne.field` through a stored
   * to-one (`accessLevel.weight`): rows whose related row is missing or unreadable sort as null.
   */
  sortableThrough?: readonly `${string}.${string}`[];
  /** Largest `page[size]`; above it the call answers 400. */
  maxPageSize?: number;
  /**
   * Its number of rows (soft-deleted ones apart) is kept by trigger: a large kind listed whole (the
   * back office's grid), whose unfiltered list would otherwise count every row on every page.
   */
  countedTotal?: boolean;
  /** Groups of fields (attributes or stored to-ones) unique together, e.g. language-lines group + key. */
  uniqueTogether?: readonly (readonly string[])[];
  /**
   * Indexes beyond those every kind gets (primary key, unique fields, to-one columns): the columns
   * of the usual list filter then its sort, so a list and its count read the index, not the table.
   */
  indexes?: readonly (readonly string[])[];
  /** How screens title, sum up and list its records (`createRegistry` checks the fields exist). */
  presentation?: PresentationConfig;
}

export type AttributeMap = Readonly<Record<string, AttributeDefinition>>;
export type RelationshipMap = Readonly<Record<string, RelationshipDefinition>>;

/**
 * A checked declaration. Its type keeps the literal type, attributes and relationships of the
 * declaration (`defineResource` takes them as const), so rows, models and field names can be
 * inferred from it; `ResourceDefinition` alone means any kind.
 */
export interface ResourceDefinition<T extends string = string, A extends AttributeMap = AttributeMap, R extends RelationshipMap = RelationshipMap, F extends string = string> {
  type: T;
  /** SQL table name: the type in snake case. */
  table: string;
  idKind: 'uuid' | 'string';
  attributes: A;
  relationships: R;
  softDelete: boolean;
  feature: FeatureFlag | null;
  adminCategory: AdminCategory | null;
  defaultSort: readonly string[];
  /** Declared filters by name (their names kept in the type, for typed list calls). */
  filters: Readonly<Record<F, FilterDefinition>>;
  sortable: readonly string[];
  maxPageSize: number;
  countedTotal: boolean;
  uniqueTogether: readonly (readonly string[])[];
  indexes: readonly (readonly string[])[];
  presentation: Presentation | null;
}

/** The filter names of a configuration: a plain name, or the `name` of a filter object. */
type FilterNamesOf<C extends ResourceConfig> = C['filters'] extends readonly (infer E)[] ? (E extends string ? E : E extends { name: infer N extends string } ? N : never) : never;

type RelationshipsOf<C extends ResourceConfig> = C['relationships'] extends RelationshipMap ? C['relationships'] : Record<never, never>;

export const DEFAULT_PAGE_SIZE = 15;
export const MAX_PAGE_SIZE = 100;

export const snakeCase = (name: string): string =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/-/g, '_')
    .toLowerCase();

const TIMESTAMPS = ['createdAt', 'updatedAt'] as const;

/**
 * Longest text (in characters) a sort may use: every sort is served by an index, and a B-tree entry
 * holds at most about 2,700 bytes (255 characters of four bytes, with the id, fit).
 */
export const SORTABLE_TEXT_MAX = 255;

/** Whether an index can order the attribute's values: not json, lists, rich text or long text. */
export const isIndexable = (attribute: AttributeDefinition) =>
  attribute.kind !== 'json' &&
  attribute.kind !== 'stringList' &&
  attribute.kind !== 'richText' &&
  !(attribute.kind === 'text' && (attribute.max === undefined || attribute.max > SORTABLE_TEXT_MAX));

/** Fills the defaults of one declaration; cross-references are checked by `createRegistry`. */
/* @__NO_SIDE_EFFECTS__ */
export function defineResource<const C extends ResourceConfig>(
  // The presentation names the declaration's own fields: a misspelt one does not compile.
  config: C & { presentation?: PresentationConfig<keyof C['attributes'] & string, (keyof C['attributes'] & string) | (keyof RelationshipsOf<C> & string)> },
): ResourceDefinition<C['type'], C['attributes'], RelationshipsOf<C>, FilterNamesOf<C>> {
  if (!/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(config.type)) {
    throw new Error(`Resource type "${config.type}" must be kebab-case.`);
  }
  const filters = {} as Record<FilterNamesOf<C>, FilterDefinition>;
  for (const entry of config.filters ?? []) {
    if (typeof entry === 'string') filters[entry as FilterNamesOf<C>] = { kind: 'exact', field: entry };
    else {
      const { name, ...definition } = entry;
      filters[name as FilterNamesOf<C>] = definition as FilterDefinition;
    }
  }
  const visible = Object.entries(config.attributes).filter(([, a]) => !a.hidden && !a.computed && isIndexable(a));
  return {
    type: config.type,
    table: snakeCase(config.type),
    idKind: config.idKind ?? 'uuid',
    attributes: config.attributes,
    relationships: (config.relationships ?? {}) as RelationshipsOf<C>,
    softDelete: config.softDelete ?? false,
    feature: config.feature ?? null,
    adminCategory: config.adminCategory ?? null,
    defaultSort: config.defaultSort ?? ['-createdAt'],
    filters,
    sortable: [...(config.sortable ?? [...visible.map(([name]) => name), ...TIMESTAMPS]), ...(config.sortableThrough ?? [])],
    maxPageSize: config.maxPageSize ?? MAX_PAGE_SIZE,
    countedTotal: config.countedTotal ?? false,
    uniqueTogether: config.uniqueTogether ?? [],
    indexes: config.indexes ?? [],
    presentation: config.presentation
      ? { titleField: config.presentation.titleField, summaryField: config.presentation.summaryField ?? null, defaultColumns: config.presentation.defaultColumns ?? null }
      : null,
  };
}

export const isTimestamp = (field: string) =>
  field === 'createdAt' || field === 'updatedAt' || field === 'deletedAt';
