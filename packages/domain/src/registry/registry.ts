import type { RelationshipDefinition } from './fields.ts';
import type { ResourceDefinition } from './resource.ts';
import { isIndexable, isTimestamp } from './resource.ts';

export interface Registry {
  readonly resources: readonly ResourceDefinition[];
  /** The declaration of a type, or undefined. */
  find(type: string): ResourceDefinition | undefined;
  /** The declaration of a type; throws for an unknown one (a programming error). */
  get(type: string): ResourceDefinition;
}

const RESERVED = new Set(['id', 'type', 'createdAt', 'updatedAt', 'deletedAt', 'translations', 'otherTranslationsLocales']);

const isSortableAttribute = (resource: ResourceDefinition, field: string) => {
  const attribute = resource.attributes[field];
  return isTimestamp(field) || field === 'id' || (attribute !== undefined && !attribute.hidden && !attribute.computed && isIndexable(attribute));
};

/** Why a sort field cannot be used, or undefined: an attribute, or `toOne.attribute` through a stored to-one. */
function sortProblem(resource: ResourceDefinition, field: string, byType: ReadonlyMap<string, ResourceDefinition>): string | undefined {
  const [name, through, ...rest] = field.split('.');
  if (through === undefined) return isSortableAttribute(resource, field) ? undefined : 'cannot sort on it.';
  const relationship = resource.relationships[name!];
  if (rest.length || !relationship || relationship.cardinality !== 'one' || relationship.inverse || relationship.types) {
    return 'sorts only through one stored to-one relationship of one type.';
  }
  const target = byType.get(relationship.type);
  if (!target || !isSortableAttribute(target, through)) return `${relationship.type} cannot be sorted by "${through}".`;
  return undefined;
}

/** One step of a `through` filter: the kind linking to the filtered one, its to-one back, and its to-one to the target type. */
export interface ThroughStep {
  /** The linking kind (`aac-device-installed-systems`). */
  via: string;
  /** Its stored to-one pointing at the filtered row (`product`). */
  back: string;
  /** Its stored to-one whose ids the filter names (`system`). */
  field: string;
  /** The type of those ids (`aac-systems`). */
  target: string;
}

/**
 * Follows a `through` filter's path (`inverse.toOne`) from a kind, or says why it cannot: the first
 * step is a to-many read from another kind's stored to-one pointing back (not a join table), the
 * second a stored to-one of one type of that kind.
 */
export function throughStep(find: (type: string) => ResourceDefinition | undefined, resource: ResourceDefinition, path: string): ThroughStep | { problem: string } {
  const [name, field, ...rest] = path.split('.');
  const relationship = name === undefined ? undefined : resource.relationships[name];
  if (rest.length || field === undefined || !relationship || relationship.cardinality !== 'many' || !relationship.inverse || relationship.types) {
    return { problem: `"${path}" is not "inverse.toOne" through a to-many read from the other kind's rows.` };
  }
  const via = find(relationship.type);
  const back = via?.relationships[relationship.inverse];
  if (!via || !back || back.cardinality !== 'one' || back.inverse || back.types) return { problem: `${relationship.type}.${relationship.inverse} is not a stored to-one.` };
  const step = via.relationships[field];
  if (!step || step.cardinality !== 'one' || step.inverse || step.types) return { problem: `${via.type}.${field} is not a stored to-one of one type.` };
  return { via: via.type, back: relationship.inverse, field, target: step.type };
}

/** A polymorphic to-one names two or more distinct declared types. */
function polymorphicProblems(where: string, types: readonly string[], byType: ReadonlyMap<string, ResourceDefinition>): string[] {
  const problems = types.filter((type) => !byType.has(type)).map((type) => `${where} points at undeclared type "${type}".`);
  if (new Set(types).size !== types.length) problems.push(`${where} names a type twice.`);
  if (types.length < 2) problems.push(`${where}: a polymorphic to-one names at least two types (else use toOne).`);
  return problems;
}

/** The other side of an inverse exists, is stored there and points back (a polymorphic to-one among its types). */
function inverseProblems(where: string, resource: ResourceDefinition, target: ResourceDefinition, name: string): string[] {
  const inverse: RelationshipDefinition | undefined = target.relationships[name];
  if (!inverse) return [`${where}: inverse "${name}" is not declared on ${target.type}.`];
  const pointsBack = inverse.types ? inverse.types.includes(resource.type) : inverse.type === resource.type;
  if (!pointsBack) return [`${where}: inverse ${target.type}.${name} points elsewhere.`];
  if (inverse.inverse) return [`${where}: only one side of a pair declares the inverse.`];
  return [];
}

/** A `through` filter names at least one path, each one followed to the same type. */
function throughProblems(where: string, resource: ResourceDefinition, paths: readonly string[], byType: ReadonlyMap<string, ResourceDefinition>): string[] {
  if (!paths.length) return [`${where}: a through filter names at least one path.`];
  const steps = paths.map((path) => throughStep((type) => byType.get(type), resource, path));
  const problems = steps.flatMap((step) => ('problem' in step ? [`${where}: ${step.problem}`] : []));
  const targets = new Set(steps.flatMap((step) => ('problem' in step ? [] : [step.target])));
  if (targets.size > 1) problems.push(`${where}: its paths reach different types (${[...targets].join(', ')}).`);
  return problems;
}

/** The presentation names readable attributes (title, summary) and readable fields (columns). */
function presentationProblems(resource: ResourceDefinition): string[] {
  const { presentation } = resource;
  if (!presentation) return [];
  const isReadableAttribute = (name: string) => resource.attributes[name] !== undefined && !resource.attributes[name].hidden;
  const problems: string[] = [];
  for (const [role, name] of [['titleField', presentation.titleField], ['summaryField', presentation.summaryField]] as const) {
    if (name !== null && !isReadableAttribute(name)) problems.push(`${resource.type}: presentation ${role} "${name}" is not a readable attribute.`);
  }
  for (const name of presentation.defaultColumns ?? []) {
    if (!isReadableAttribute(name) && !resource.relationships[name]) problems.push(`${resource.type}: presentation column "${name}" is not a readable field.`);
  }
  return problems;
}

/**
 * Checks a set of declarations once, at start: every relationship points at a declared type, every
 * inverse exists and points back, filters, sorts and bounds name real fields.
 */
export function createRegistry(resources: readonly ResourceDefinition[]): Registry {
  const byType = new Map<string, ResourceDefinition>();
  for (const resource of resources) {
    if (byType.has(resource.type)) throw new Error(`Resource type "${resource.type}" is declared twice.`);
    byType.set(resource.type, resource);
  }
  const problems: string[] = [];
  for (const resource of resources) {
    const where = (field: string) => `${resource.type}.${field}`;
    const fieldNames = new Set([...Object.keys(resource.attributes), ...Object.keys(resource.relationships)]);
    for (const [name, attribute] of Object.entries(resource.attributes)) {
      if (RESERVED.has(name)) problems.push(`${where(name)} uses a reserved name.`);
      if (Object.hasOwn(resource.relationships, name)) problems.push(`${where(name)} is both an attribute and a relationship.`);
      if (attribute.translatable && !['text', 'richText', 'json'].includes(attribute.kind)) {
        problems.push(`${where(name)}: only text, richText and json can be translatable.`);
      }
      if (attribute.kind === 'enum' && !attribute.values?.length) problems.push(`${where(name)}: an enum needs values.`);
      if (attribute.required && attribute.nullable) problems.push(`${where(name)}: a required field cannot be nullable.`);
      if (attribute.writeOnly && !attribute.hidden) problems.push(`${where(name)}: a write-only field must be hidden.`);
    }
    for (const fields of resource.uniqueTogether) {
      for (const field of fields) if (!fieldNames.has(field)) problems.push(`${resource.type}: unique on unknown field "${field}".`);
    }
    for (const [name, relationship] of Object.entries(resource.relationships)) {
      if (RESERVED.has(name)) problems.push(`${where(name)} uses a reserved name.`);
      if (relationship.types) {
        problems.push(...polymorphicProblems(where(name), relationship.types, byType));
        // Its type column's JS key, which a row would hold twice.
        if (Object.hasOwn(resource.attributes, `${name}Type`)) problems.push(`${where(`${name}Type`)} clashes with the type column of ${name}.`);
        continue;
      }
      const target = byType.get(relationship.type);
      if (!target) {
        problems.push(`${where(name)} points at undeclared type "${relationship.type}".`);
        continue;
      }
      if (relationship.inverse) problems.push(...inverseProblems(where(name), resource, target, relationship.inverse));
    }
    for (const [name, filter] of Object.entries(resource.filters)) {
      if (filter.kind === 'through') {
        problems.push(...throughProblems(where(name), resource, filter.paths, byType));
        continue;
      }
      const fields = filter.kind === 'search' ? filter.fields : filter.kind === 'range' && filter.endField ? [filter.field, filter.endField] : [filter.field];
      for (const field of fields) {
        if (!fieldNames.has(field) && !isTimestamp(field) && field !== 'id') problems.push(`${where(name)}: filter on unknown field "${field}".`);
        const attribute = resource.attributes[field];
      if (attribute?.hidden || attribute?.computed) problems.push(`${where(name)}: filter on hidden or computed field "${field}".`);
        if (filter.kind === 'range' && !isTimestamp(field) && attribute?.kind !== 'date' && attribute?.kind !== 'datetime') problems.push(`${where(name)}: a range filter needs a date or date-time field, not "${field}".`);
        const relationship = resource.relationships[field];
        // A stored to-many is filtered through its join table (rows linked to any of the ids); so is
        // the inverse of another kind's stored to-many (a product's sellers), through that kind's join table.
        const inverse = relationship?.inverse && relationship.type ? byType.get(relationship.type)?.relationships[relationship.inverse] : undefined;
        const isInverseJoin = relationship?.cardinality === 'many' && inverse?.cardinality === 'many' && !inverse.inverse && !inverse.types;
        if (relationship && ((relationship.inverse && !(isInverseJoin && filter.kind === 'exact')) || (relationship.cardinality === 'many' && (filter.kind !== 'exact' || relationship.types)))) {
          problems.push(`${where(name)}: only stored relationships can be filtered, a to-many by exact ids.`);
        }
      }
    }
    problems.push(...presentationProblems(resource));
    for (const field of [...resource.defaultSort.map((s) => s.replace(/^-/, '')), ...resource.sortable]) {
      const problem = sortProblem(resource, field, byType);
      if (problem) problems.push(`${where(field)}: ${problem}`);
    }
  }
  if (problems.length) throw new Error(`The resource registry is invalid:\n- ${problems.join('\n- ')}`);
  return {
    resources,
    find: (type) => byType.get(type),
    get(type) {
      const resource = byType.get(type);
      if (!resource) throw new Error(`Unknown resource type "${type}".`);
      return resource;
    },
  };
}
