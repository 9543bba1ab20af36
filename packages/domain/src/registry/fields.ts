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

export interface AttributeDefinition {
  kind: AttributeKind;
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

const attribute =
  (kind: AttributeKind) =>
  (options: AttributeOptions = {}): AttributeDefinition => ({
    kind,
    translatable: false,
    readOnly: false,
    privileged: false,
    hidden: false,
    writeOnly: false,
    required: false,
    nullable: !options.required,
    unique: false,
    computed: false,
    ...options,
  });

export const text = attribute('text');
export const richText = attribute('richText');
export const integer = attribute('integer');
export const decimal = attribute('decimal');
export const money = attribute('money');
export const boolean = (options: AttributeOptions = {}) =>
  attribute('boolean')({ defaultValue: false, nullable: false, ...options });
export const date = attribute('date');
export const datetime = attribute('datetime');
/** Largest JSON text of a json attribute that declares no `max`: settings and preferences, not documents. */
export const JSON_DEFAULT_MAX_CHARACTERS = 64 * 1024;
export const json = (options: AttributeOptions = {}) => attribute('json')({ max: JSON_DEFAULT_MAX_CHARACTERS, ...options });
export const stringList = attribute('stringList');
export const enumeration = (values: readonly string[], options: AttributeOptions = {}) =>
  attribute('enum')({ values, ...options });

export type Cardinality = 'one' | 'many';

export interface RelationshipDefinition {
  cardinality: Cardinality;
  /** JSON:API type of the related resource. */
  type: string;
  /** Set by the server only (createdBy, draftPage…). */
  readOnly: boolean;
  /** Only administrators may change it (roles, accessLevel of a user…). */
  privileged: boolean;
  /** A to-one that must be set on create. */
  required: boolean;
  /**
   * The relationship on the related type that stores this link. A to-many with an inverse to-one
   * (components → page) needs no join table; a to-one with an inverse (draftPage ← draftOfPage) no column;
   * a to-many with an inverse to-many (organization users ← user organizations) reads the other side's
   * join table. Inverse relationships are read-only from this side.
   */
  inverse?: string;
  /** What happens to the stored link when the related row is deleted. */
  onDelete: 'cascade' | 'set null' | 'restrict';
}

export type RelationshipOptions = Partial<Omit<RelationshipDefinition, 'cardinality' | 'type'>>;

export const toOne = (type: string, options: RelationshipOptions = {}): RelationshipDefinition => ({
  cardinality: 'one',
  type,
  readOnly: false,
  privileged: false,
  required: false,
  onDelete: options.required ? 'cascade' : 'set null',
  ...options,
});

export const toMany = (type: string, options: RelationshipOptions = {}): RelationshipDefinition => ({
  cardinality: 'many',
  type,
  readOnly: false,
  privileged: false,
  required: false,
  onDelete: 'cascade',
  ...options,
});
