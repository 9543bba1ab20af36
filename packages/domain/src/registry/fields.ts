/**
 * Field kinds of the resource registry. A declaration says what a field is; the server derives the
 * column, the validation and the serialisation from it, the web its form input and index column.
 */

export type AttributeKind =
  | 'text'
  | 'richText'
  | 'integer'
  | 'decimal'
  /** Whole cents in an integer column; never a float. */
  | 'money'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'enum'
  | 'json'
  /** A list of strings (e.g. organization eqlaatDepartments). */
  | 'stringList';

export interface AttributeDefinition<K extends AttributeKind = AttributeKind> {
  kind: K;
  /** Stored per locale as `{ "en": "…", "fr": "…" }`; only for text, richText and json. */
  translatable: boolean;
  /** Set by the server only; a client that sends it gets a 422 `validation.read_only`. */
  readOnly: boolean;
  /** Only administrators may write it (isAdmin, validatedAt, emailVerifiedAt…). */
  privileged: boolean;
  /** Never serialised, filtered or sorted on any path (password hashes, secrets). */
  hidden: boolean;
  /**
   * Hidden, yet a client may send it: the engine hands the value to the kind's `beforeWrite`, which
   * must turn it into what is stored (a new password into its hash) or drop it.
   */
  writeOnly: boolean;
  /** Must be present (and not empty) on create. */
  required: boolean;
  /** Accepts null. Required fields are never nullable. */
  nullable: boolean;
  /** Value used on create when the client sends nothing. */
  defaultValue?: unknown;
  /** Bounds: characters for text kinds, value for numbers, items for lists, characters of its JSON text for json. */
  min?: number;
  max?: number;
  /** Allowed values of an enum. */
  values?: readonly string[];
  /** A unique index on the column (for translatable fields: none). */
  unique: boolean;
  /** No column: the server computes it on read (fullName, url…) or consumes it on write (oldPassword). */
  computed: boolean;
}

export type AttributeOptions = Partial<Omit<AttributeDefinition, 'kind'>>;

/** A flag of the options as a literal type: `true` only when the declaration says so. */
type Flag<O, K extends string> = O extends Record<K, true> ? true : false;

/**
 * A declared attribute with the literal facts its type depends on (kind, nullable, translatable,
 * hidden…), so that `Model<typeof kind>` and the server's row type can be inferred from it.
 */
export type Attribute<K extends AttributeKind, O extends AttributeOptions = object> = AttributeDefinition<K> &
  Omit<O, 'nullable' | 'translatable' | 'required' | 'hidden' | 'computed' | 'writeOnly' | 'readOnly' | 'privileged'> & {
    nullable: O extends { nullable: infer N extends boolean } ? N : O extends { required: true } ? false : true;
    translatable: Flag<O, 'translatable'>;
    required: Flag<O, 'required'>;
    hidden: Flag<O, 'hidden'>;
    computed: Flag<O, 'computed'>;
    writeOnly: Flag<O, 'writeOnly'>;
    readOnly: Flag<O, 'readOnly'>;
    privileged: Flag<O, 'privileged'>;
  };

const attribute =
  <K extends AttributeKind>(kind: K) =>
  <const O extends AttributeOptions = object>(options?: O): Attribute<K, O> =>
    ({
      kind,
      translatable: false,
      readOnly: false,
      privileged: false,
      hidden: false,
      writeOnly: false,
      required: false,
      nullable: !options?.required,
      unique: false,
      computed: false,
      ...options,
    }) as Attribute<K, O>;

export const text = attribute('text');
export const richText = attribute('richText');
export const integer = attribute('integer');
export const decimal = attribute('decimal');
export const money = attribute('money');
/** Booleans default to false and are never null unless the declaration says so. */
export const boolean = <const O extends AttributeOptions = object>(options?: O) =>
  attribute('boolean')({ defaultValue: false, nullable: false, ...options } as Omit<{ nullable: false }, keyof O> & O);
export const date = attribute('date');
export const datetime = attribute('datetime');
/** Largest JSON text of a json attribute that declares no `max`: settings and preferences, not documents. */
export const JSON_DEFAULT_MAX_CHARACTERS = 64 * 1024;
export const json = (options: AttributeOptions = {}) => attribute('json')({ max: JSON_DEFAULT_MAX_CHARACTERS, ...options });
export const stringList = attribute('stringList');
export const enumeration = <const V extends readonly string[], const O extends AttributeOptions = object>(values: V, options?: O) =>
  attribute('enum')({ values, ...options } as { values: V } & O);

export type Cardinality = 'one' | 'many';

interface RelationshipRules {
  /** Set by the server only (createdBy, draftPage…). */
  readOnly: boolean;
  /** Only administrators may change it (roles, accessLevel of a user…). */
  privileged: boolean;
  /** A to-one that must be set on create. */
  required: boolean;
  /** What happens to the stored link when the related row is deleted. */
  onDelete: 'cascade' | 'set null' | 'restrict';
}

export interface LinkDefinition<C extends Cardinality = Cardinality, T extends string = string> extends RelationshipRules {
  cardinality: C;
  /** JSON:API type of the related resource. */
  type: T;
  /** Only on a polymorphic to-one (`toOneOf`). */
  types?: undefined;
  /**
   * The relationship on the related type that stores this link. A to-many with an inverse to-one
   * (components → page) needs no join table; a to-one with an inverse (draftPage ← draftOfPage) no column;
   * a to-many with an inverse to-many (organization users ← user organizations) reads the other side's
   * join table. Inverse relationships are read-only from this side.
   */
  inverse?: string;
}

/**
 * A polymorphic to-one (`toOneOf`): a comment's `commentable` is a blog post or a forum subject.
 * Stored as two columns, `<name>_type` and `<name>_id`, checked by the database to hold one of
 * `types` (or both null); there is no foreign key, so the engine applies `onDelete` itself.
 */
export interface PolymorphicDefinition<T extends string = string> extends RelationshipRules {
  cardinality: 'one';
  /** The JSON:API types it may point at. */
  types: readonly T[];
  type?: undefined;
  inverse?: undefined;
}

export type RelationshipDefinition<C extends Cardinality = Cardinality, T extends string = string> =
  | LinkDefinition<C, T>
  | (C extends 'one' ? PolymorphicDefinition<T> : never);

export type RelationshipOptions = Partial<Omit<LinkDefinition, 'cardinality' | 'type' | 'types'>>;
export type PolymorphicOptions = Partial<RelationshipRules>;

/** Whether a relationship is a polymorphic to-one. */
export const isPolymorphic = (relationship: RelationshipDefinition): relationship is PolymorphicDefinition => relationship.types !== undefined;

/** The types a relationship may point at: its one type, or the list of a polymorphic to-one. */
export const targetTypes = (relationship: RelationshipDefinition): readonly string[] =>
  relationship.types !== undefined ? relationship.types : [relationship.type];

export const toOne = <const T extends string, const O extends RelationshipOptions = object>(type: T, options?: O) =>
  ({
    cardinality: 'one',
    type,
    readOnly: false,
    privileged: false,
    required: false,
    onDelete: options?.required ? 'cascade' : 'set null',
    ...options,
  }) as LinkDefinition<'one', T> & O;

export const toMany = <const T extends string, const O extends RelationshipOptions = object>(type: T, options?: O) =>
  ({
    cardinality: 'many',
    type,
    readOnly: false,
    privileged: false,
    required: false,
    onDelete: 'cascade',
    ...options,
  }) as LinkDefinition<'many', T> & O;

/**
 * A to-one that may point at rows of several kinds (`toOneOf(['blog-posts', 'forum-subjects'])`),
 * written and read as `{ type, id }`. Deleting the target deletes the row by default (a comment
 * goes with its post); `onDelete: 'set null'` keeps it unlinked.
 */
export const toOneOf = <const T extends readonly [string, ...string[]], const O extends PolymorphicOptions = object>(types: T, options?: O) =>
  ({
    cardinality: 'one',
    types,
    readOnly: false,
    privileged: false,
    required: false,
    onDelete: 'cascade',
    ...options,
  }) as PolymorphicDefinition<T[number]> & { types: T } & O;
