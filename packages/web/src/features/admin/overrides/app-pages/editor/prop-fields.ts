import { blockImage, blockLink } from '@relais/domain';
import type { BlockDeclaration } from '@relais/domain';

/**
 * A block's form, read from its zod props schema (the declaration is the one source: a new prop or
 * bound needs nothing here). Each prop becomes one input kind; objects and lists nest.
 */
export type PropField =
  | (Base & { kind: 'text'; max?: number; isMultiline: boolean; inputType: 'text' | 'email' })
  | (Base & { kind: 'richText' })
  | (Base & { kind: 'colour' })
  | (Base & { kind: 'number'; min?: number; max?: number; isInteger: boolean })
  | (Base & { kind: 'boolean' })
  | (Base & { kind: 'choice'; options: readonly string[] })
  | (Base & { kind: 'link' })
  | (Base & { kind: 'image' })
  | (Base & { kind: 'object'; fields: PropField[] })
  | (Base & { kind: 'list'; item: PropField; max?: number });

interface Base {
  /** The prop's key; '' for a list's item. */
  name: string;
  /** Left out when empty (an optional prop). */
  isOptional: boolean;
  /** May be `null` (no picture, no button). */
  isNullable: boolean;
  /** At least one character (a name, a button's text). */
  isRequired: boolean;
  defaultValue?: unknown;
}

/** What the editor reads of zod 4's schema objects: their definition and a few bounds. */
interface Schema {
  def: { type: string; innerType?: Schema; defaultValue?: unknown; element?: Schema; checks?: { _zod: { def: { check: string; maximum?: number } } }[] };
  shape?: Record<string, Schema>;
  options?: readonly string[];
  minLength?: number | null;
  maxLength?: number | null;
  minValue?: number | null;
  maxValue?: number | null;
  format?: string | null;
}

/** Text longer than this is edited on several lines. */
const MULTILINE_FROM = 1000;

const isColourName = (name: string) => /colou?r$/i.test(name);

const finite = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

function unwrap(schema: Schema) {
  let current = schema;
  let isOptional = false;
  let isNullable = false;
  let defaultValue: unknown;
  for (;;) {
    const { type, innerType } = current.def;
    if (type === 'optional' && innerType) isOptional = true;
    else if (type === 'nullable' && innerType) isNullable = true;
    else if (type === 'default' && innerType) defaultValue = current.def.defaultValue;
    else return { inner: current, isOptional, isNullable, defaultValue };
    current = innerType;
  }
}

const maxItems = (schema: Schema) => schema.def.checks?.map((check) => check._zod.def).find((check) => check.check === 'max_length')?.maximum;

function fieldOf(name: string, schema: Schema, path: string, richText: ReadonlySet<string>): PropField | null {
  const { inner, isOptional, isNullable, defaultValue } = unwrap(schema);
  const base = { name, isOptional, isNullable, defaultValue, isRequired: false };
  if (inner === (blockImage as unknown as Schema)) return { ...base, kind: 'image' };
  if (inner === (blockLink as unknown as Schema)) return { ...base, kind: 'link', isRequired: !isOptional };
  switch (inner.def.type) {
    case 'string': {
      if (richText.has(path)) return { ...base, kind: 'richText' };
      if (isColourName(name)) return { ...base, kind: 'colour' };
      const max = finite(inner.maxLength);
      return { ...base, kind: 'text', max, isRequired: (inner.minLength ?? 0) > 0, isMultiline: (max ?? 0) >= MULTILINE_FROM && !/url$/i.test(name), inputType: inner.format === 'email' ? 'email' : 'text' };
    }
    case 'number':
      return { ...base, kind: 'number', min: finite(inner.minValue), max: finite(inner.maxValue), isInteger: inner.format === 'safeint' };
    case 'boolean':
      return { ...base, kind: 'boolean' };
    case 'enum':
      return { ...base, kind: 'choice', options: inner.options ?? [] };
    case 'object': {
      const fields = Object.entries(inner.shape ?? {}).flatMap(([key, value]) => fieldOf(key, value, path ? `${path}.${key}` : key, richText) ?? []);
      return { ...base, kind: 'object', fields };
    }
    case 'array': {
      const item = inner.def.element && fieldOf('', inner.def.element, `${path}.*`, richText);
      return item ? { ...base, kind: 'list', item, max: maxItems(inner) } : null;
    }
    default:
      return null;
  }
}

const cache = new WeakMap<BlockDeclaration, PropField[]>();

/** The inputs of a block type's form, in the order its schema declares its props. */
export function propFieldsOf(declaration: BlockDeclaration): PropField[] {
  const known = cache.get(declaration);
  if (known) return known;
  const root = fieldOf('', declaration.props as unknown as Schema, '', new Set(declaration.richText));
  const fields = root?.kind === 'object' ? root.fields : [];
  cache.set(declaration, fields);
  return fields;
}

/** A new item of a list, or a nested object switched on: each prop's default, empty text where one is needed. */
export function emptyValueOf(field: PropField): unknown {
  if (field.defaultValue !== undefined) return structuredClone(field.defaultValue);
  switch (field.kind) {
    case 'object':
      return Object.fromEntries(field.fields.flatMap((child) => (child.isOptional ? [] : [[child.name, child.isNullable && child.kind !== 'text' ? null : emptyValueOf(child)]])));
    case 'list':
      return [];
    case 'image':
      return { url: '', alt: '' };
    case 'boolean':
      return false;
    case 'number':
      return field.min ?? 0;
    case 'choice':
      return field.options[0] ?? '';
    default:
      return '';
  }
}
