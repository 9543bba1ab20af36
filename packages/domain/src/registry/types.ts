/**
 * Types inferred from a declaration: what a reader sees of a kind (`Model`), what the server stores
 * (`StoredRow`), and the names of its fields. Nothing here exists at run time.
 */
import type { AttributeDefinition, RelationshipDefinition } from './fields.ts';
import type { ResourceDefinition } from './resource.ts';

type AnyResource = ResourceDefinition<string, Readonly<Record<string, AttributeDefinition>>, Readonly<Record<string, RelationshipDefinition>>>;

/** The value of one attribute, in one language. */
type ScalarOf<A extends AttributeDefinition> = A['kind'] extends 'integer' | 'decimal' | 'money'
  ? number
  : A['kind'] extends 'boolean'
    ? boolean
    : A['kind'] extends 'enum'
      ? A extends { values: readonly (infer V extends string)[] }
        ? V
        : string
      : A['kind'] extends 'stringList'
        ? string[]
        : A['kind'] extends 'json'
          ? unknown
          : string;

/** The value the server's row holds (drizzle's modes): numeric as a string, timestamps as dates. */
type StoredScalarOf<A extends AttributeDefinition> = A['kind'] extends 'decimal' ? string : A['kind'] extends 'datetime' ? Date : ScalarOf<A>;

type OrNull<A extends AttributeDefinition, V> = A['nullable'] extends false ? V : V | null;

/** Attribute names a reader receives: not hidden (secrets, write-only inputs). */
export type ReadableAttributeName<R extends AnyResource> = {
  [K in keyof R['attributes'] & string]: R['attributes'][K]['hidden'] extends true ? never : K;
}[keyof R['attributes'] & string];

/** Attribute names with a column: neither computed on read nor consumed on write. */
export type StoredAttributeName<R extends AnyResource> = {
  [K in keyof R['attributes'] & string]: R['attributes'][K]['computed'] extends true ? never : K;
}[keyof R['attributes'] & string];

/** Relationship names stored as a column on this kind's table: to-ones that are not inverses. */
export type StoredToOneName<R extends AnyResource> = {
  [K in keyof R['relationships'] & string]: R['relationships'][K] extends { cardinality: 'one' }
    ? R['relationships'][K] extends { inverse: string }
      ? never
      : K
    : never;
}[keyof R['relationships'] & string];

/** Polymorphic to-ones (`toOneOf`): stored as a type column besides the id column. */
export type PolymorphicName<R extends AnyResource> = {
  [K in keyof R['relationships'] & string]: R['relationships'][K] extends { types: readonly string[] } ? K : never;
}[keyof R['relationships'] & string];

/** Every field a query, filter, sort or policy may name: attributes, relationships, id and timestamps. */
export type FieldName<R extends AnyResource> =
  | (keyof R['attributes'] & string)
  | (keyof R['relationships'] & string)
  | 'id'
  | 'createdAt'
  | 'updatedAt'
  | 'deletedAt';

/** A related resource as the web reads it: the included one, or its identifier when not included. */
export interface RelatedModel<T extends string = string> {
  id: string;
  type: T;
  [field: string]: unknown;
}

/** The type(s) a relationship points at: its one type, or any of a polymorphic to-one's. */
type TargetOf<D extends RelationshipDefinition> = D extends { types: readonly string[] } ? D['types'][number] : D extends { type: string } ? D['type'] : never;

type RelatedOf<D extends RelationshipDefinition> = D['cardinality'] extends 'many'
  ? RelatedModel<TargetOf<D>>[]
  : RelatedModel<TargetOf<D>> | null;

/**
 * A resource as a reader receives it once deserialised (the web's view): id, type, readable
 * attributes in the reading language (a translatable text is a string), relationships when loaded.
 */
export type Model<R extends AnyResource> = { id: string; type: R['type'] } & {
  [K in ReadableAttributeName<R>]: OrNull<R['attributes'][K], ScalarOf<R['attributes'][K]>>;
} & {
  [K in keyof R['relationships'] & string]?: RelatedOf<R['relationships'][K]>;
};

/** What the server stores for a kind, by JS key: translatable values per language, to-ones by id. */
export type StoredRow<R extends AnyResource> = { id: string; createdAt: Date; updatedAt: Date } & {
  [K in StoredAttributeName<R>]: OrNull<
    R['attributes'][K],
    R['attributes'][K]['translatable'] extends true ? Record<string, ScalarOf<R['attributes'][K]>> : StoredScalarOf<R['attributes'][K]>
  >;
} & {
  [K in StoredToOneName<R> as `${K}Id`]: string | null;
} & {
  [K in PolymorphicName<R> as `${K}Type`]: TargetOf<R['relationships'][K]> | null;
};

/** The names a list call may filter by: the declared filters, and `id` (any kind answers `filter[id]`). */
export type FilterName<R extends AnyResource> = (keyof R['filters'] & string) | 'id';

type RelationshipName<R extends AnyResource> = keyof R['relationships'] & string;

/**
 * What `include` may name: a relationship of the kind, or a path from one (`category.image`), whose
 * further steps the server checks against the related kinds.
 */
export type IncludePath<R extends AnyResource> = RelationshipName<R> | `${RelationshipName<R>}.${string}`;

/** What `sort` may name: a readable attribute or a timestamp, or a field through a stored to-one (`accessLevel.weight`). */
export type SortField<R extends AnyResource> = ReadableAttributeName<R> | 'id' | 'createdAt' | 'updatedAt' | 'deletedAt' | `${StoredToOneName<R>}.${string}`;
