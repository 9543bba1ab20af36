import { registry } from '@relais/domain';
import type { AttributeDefinition, LinkDefinition, ResourceDefinition } from '@relais/domain';
import { namingFieldsOf } from './labels.ts';

/**
 * What the generic screens (the back office's, the public side's) read of a kind's declaration: its
 * columns, its shown fields, its form's fields. Nothing here is written per kind.
 */

export const findResource = (type: string | undefined): ResourceDefinition | undefined => (type ? registry.find(type) : undefined);

export interface AttributeField {
  source: 'attribute';
  name: string;
  definition: AttributeDefinition;
}

export interface RelationshipField {
  source: 'relationship';
  name: string;
  definition: LinkDefinition;
}

export type Field = AttributeField | RelationshipField;

const attributesOf = (resource: ResourceDefinition): AttributeField[] =>
  Object.entries(resource.attributes).map(([name, definition]) => ({ source: 'attribute', name, definition }));

/**
 * Relationships to one declared type. A polymorphic to-one (`toOneOf`) has no picker yet: it is
 * left out of the generic screens until a kind that uses one gets its screens.
 */
const relationshipsOf = (resource: ResourceDefinition): RelationshipField[] =>
  Object.entries(resource.relationships).flatMap(([name, definition]) => (definition.type === undefined ? [] : [{ source: 'relationship' as const, name, definition }]));

/** Attributes a reader receives (not secrets, not write-only inputs). */
export const readableAttributes = (resource: ResourceDefinition) => attributesOf(resource).filter(({ definition }) => !definition.hidden);

/** Relationships whose target the user may see: the others are 404s for them (and never included). */
export const visibleRelationships = (resource: ResourceDefinition, canSee: (type: string) => boolean) =>
  relationshipsOf(resource).filter(({ definition }) => canSee(definition.type));

/** Kinds whose values are too long for a grid cell: shown on the record, chosen as columns by no one. */
const LONG_KINDS = new Set(['richText', 'json', 'stringList']);

/**
 * A list's columns: short attributes and to-ones, the declared default columns first in their order
 * (`presentation.defaultColumns`; a long one the declaration names is a column too).
 */
export function columnFields(resource: ResourceDefinition, canSee: (type: string) => boolean): Field[] {
  const chosen = resource.presentation?.defaultColumns ?? [];
  const attributes = readableAttributes(resource).filter(({ name, definition }) => !LONG_KINDS.has(definition.kind) || chosen.includes(name));
  const toOnes = visibleRelationships(resource, canSee).filter(({ definition }) => definition.cardinality === 'one');
  const fields = [...attributes, ...toOnes];
  const rank = (field: Field) => (chosen.includes(field.name) ? chosen.indexOf(field.name) : chosen.length);
  return fields.map((field, index) => ({ field, index })).sort((a, b) => rank(a.field) - rank(b.field) || a.index - b.index).map(({ field }) => field);
}

/** How many columns show before the user chooses when the kind declares none: the first ones. */
export const DEFAULT_VISIBLE_COLUMNS = 6;

/** The columns a list shows before the user chooses: the declared default columns, else the first ones. */
export function defaultVisibleColumns(resource: ResourceDefinition, fields: readonly Field[]): string[] {
  const chosen = resource.presentation?.defaultColumns;
  const names = fields.map((field) => field.name);
  return chosen ? names.filter((name) => chosen.includes(name)) : names.slice(0, DEFAULT_VISIBLE_COLUMNS);
}

/**
 * The sparse fieldsets of a grid's included kinds: a cell shows a related record by its name alone,
 * so the list call asks for nothing else of it (a user's whole record is forty times its name). A
 * kind linked to itself, or without a naming field, is asked for in full.
 */
export function includedFieldsets(resource: ResourceDefinition, fields: readonly Field[]): Record<string, string[]> {
  const fieldsets: Record<string, string[]> = {};
  for (const field of fields) {
    if (field.source !== 'relationship' || field.definition.type === resource.type) continue;
    const target = findResource(field.definition.type);
    const names = target ? namingFieldsOf(target) : [];
    if (names.length) fieldsets[field.definition.type] = names;
  }
  return fieldsets;
}

export type FormMode = 'create' | 'update';

/**
 * The form's fields: what a client may write. Read-only and computed fields are the server's;
 * privileged ones only an administrator sends (others would get a 403); inverse relationships are
 * written from the other side.
 */
export function formFields(resource: ResourceDefinition, { isAdmin, canSee }: { isAdmin: boolean; canSee: (type: string) => boolean }): Field[] {
  const attributes = attributesOf(resource).filter(
    ({ definition }) => !definition.readOnly && !definition.computed && (!definition.hidden || definition.writeOnly) && (isAdmin || !definition.privileged),
  );
  const relationships = visibleRelationships(resource, canSee).filter(({ definition }) => !definition.readOnly && !definition.inverse && (isAdmin || !definition.privileged));
  return [...attributes, ...relationships];
}

/** Relationship name → target type: what a write's linkage needs. */
export const relationshipTargets = (resource: ResourceDefinition): Record<string, string> =>
  Object.fromEntries(relationshipsOf(resource).map(({ name, definition }) => [name, definition.type]));
