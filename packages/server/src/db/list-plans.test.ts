import { sql } from 'drizzle-orm';
import type { SQLWrapper } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FEATURES, registry, targetTypes, throughStep } from '@relais/domain';
import type { AttributeDefinition, ResourceDefinition } from '@relais/domain';
import type { Kind } from '../jsonapi/catalog.ts';
import { kindIn } from '../jsonapi/catalog.ts';
import { appCatalog } from '../resources/catalog.ts';
import type { EngineContext } from '../jsonapi/context.ts';
import { parseListQuery } from '../jsonapi/query.ts';
import type { RawQuery } from '../jsonapi/query.ts';
import { adminActor } from '../jsonapi/testing.ts';
import { listCondition } from '../jsonapi/filters.ts';
import { listStatements, segmentStatement } from '../jsonapi/page.ts';
import { openTestDatabase } from '../test/databases.ts';
import { searchDefinitions } from './search-documents.ts';
import type { DatabaseHandle } from './client.ts';

/**
 * Every list a client can ask for — each kind's default sort, each sortable field both ways, each
 * filter — is read through an index on 10,000 rows: its plan has no sequential scan of the kind's
 * table. The kinds, sorts and filters come from the registry, so a new one is covered at once.
 *
 * PostgreSQL only: PGlite plans alike (it is PostgreSQL) but would take minutes to load 250,000 rows.
 * A sort through a to-one is checked both ways it is read: by a join (a related kind of more than
 * 100 rows) and segment by segment. Not checked: `search` filters (`ILIKE '%term%'`, which no B-tree serves; their page walks the
 * sort's index with the search as a filter) and the count of a whole table (counting every row reads
 * every row).
 */
const ROWS = 10_000;
const BATCH = 1_000;

/** A value of row `i` that the column accepts, distinct per row (unique columns). */
function valueOf(name: string, attribute: AttributeDefinition, i: number): unknown {
  const text = (prefix: string) => {
    const max = attribute.max ?? 255;
    const value = `${prefix}${i}`;
    return value.length <= max ? value : i.toString(36).padStart(attribute.min ?? 1, '0').slice(-max);
  };
  if (attribute.translatable) return { en: text(`${name} `), fr: text(`${name} fr `) };
  switch (attribute.kind) {
    case 'text':
      return text(`${name} `);
    case 'richText':
      return `<p>${i}</p>`;
    case 'enum':
      return attribute.values![i % attribute.values!.length];
    case 'integer':
    case 'money':
      return Math.min(i, attribute.max ?? i);
    case 'decimal':
      return String(i % 90);
    case 'boolean':
      return i % 2 === 0;
    case 'date':
      return `20${String(10 + (i % 20))}-01-01`;
    case 'datetime':
      return new Date(Date.UTC(2020, 0, 1) + i * 60_000);
    case 'json':
      return attribute.nullable ? null : {};
    case 'stringList':
      return [];
  }
}

/** Kinds in an order where every required to-one's target comes first. */
function loadOrder(): ResourceDefinition[] {
  const done = new Set<string>();
  const ordered: ResourceDefinition[] = [];
  const visit = (resource: ResourceDefinition) => {
    if (done.has(resource.type)) return;
    done.add(resource.type);
    for (const relationship of Object.values(resource.relationships)) {
      if (relationship.cardinality === 'one' && !relationship.inverse && relationship.required) for (const type of targetTypes(relationship)) visit(registry.get(type));
    }
    ordered.push(resource);
  };
  registry.resources.forEach(visit);
  return ordered;
}

const hasPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!hasPostgres)('list plans on 10,000 rows (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let ctx: EngineContext;
  /** An id of each kind, for to-one values and filters. */
  const someId = new Map<string, string>();

  beforeAll(async () => {
    database = await openTestDatabase('postgres');
    ctx = { db: database.db, actor: adminActor(), locale: 'fr', editionLocale: 'fr', features: DEFAULT_FEATURES, catalog: appCatalog };
    // The global search's documents play no part in a kind's list plan: their triggers stay off for
    // the load (a third of its time), as the volume seed defers them.
    for (const definition of searchDefinitions()) await database.db.execute(sql.raw(`alter table "${definition.table}" disable trigger "${definition.trigger}"`));
    for (const resource of loadOrder()) {
      const kind = kindIn(appCatalog, resource.type)!;
      for (let start = 0; start < ROWS; start += BATCH) {
        const rows = Array.from({ length: BATCH }, (_, n) => {
          const i = start + n;
          const row: Record<string, unknown> = {};
          if (resource.idKind === 'string') row.id = `plan-${i}`;
          for (const [name, attribute] of Object.entries(resource.attributes)) {
            if (!attribute.computed) row[name] = valueOf(name, attribute, i);
          }
          for (const [name, relationship] of Object.entries(resource.relationships)) {
            if (relationship.cardinality !== 'one' || relationship.inverse) continue;
            // Every tenth row points at a row of the target, when one exists yet (itself excepted);
            // a polymorphic one at its first target kind that has rows.
            const type = relationship.type ?? relationship.types!.find((candidate) => someId.has(candidate));
            const target = type ? someId.get(type) : undefined;
            // A link unique together with others (a like's user and item) is set on one row only.
            const isUniqueLink = resource.uniqueTogether.some((group) => group.includes(name));
            if (!target || !(relationship.required || (isUniqueLink ? i === 0 : i % 10 === 0))) continue;
            row[`${name}Id`] = target;
            if (relationship.types) row[`${name}Type`] = type;
          }
          return row;
        });
        const inserted = (await database.db.insert(kind.table).values(rows).returning({ id: kind.table.id })) as { id: string }[];
        if (!someId.has(resource.type)) someId.set(resource.type, inserted[0]!.id);
      }
    }
    await database.db.execute(sql`analyze`);
  }, 600_000);
  afterAll(() => database?.close());

  /** The nodes of the plan of a kind's list page that read its table row by row. */
  async function sequentialScans(kind: Kind, raw: RawQuery): Promise<string[]> {
    const query = parseListQuery(ctx, kind, raw);
    const statements: SQLWrapper[] = [listStatements(ctx, kind, query).rows];
    const [first] = query.sort;
    if (first?.field.includes('.')) {
      // Read segment by segment (jsonapi/page.ts): the rows of one related row, and those of none.
      const target = kind.resource.relationships[first.field.split('.')[0]!]!.type!;
      const where = listCondition(ctx, kind, query);
      const page = { limit: 20, offset: 100 };
      statements.push(segmentStatement(ctx, kind, query, where, { ids: [someId.get(target)!], placed: [someId.get(target)!] }, page));
      statements.push(segmentStatement(ctx, kind, query, where, { ids: null, placed: [someId.get(target)!] }, page));
    }
    const scans: string[] = [];
    for (const statement of statements) scans.push(...(await scansOf(kind, statement)));
    return scans;
  }

  async function scansOf(kind: Kind, statement: SQLWrapper): Promise<string[]> {
    const result = (await database.db.execute(sql`explain (format json) ${statement}`)) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
    const scans: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (node['Node Type'] === 'Seq Scan' && node['Relation Name'] === kind.resource.table) scans.push(JSON.stringify(node));
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
    };
    const plan = result.rows[0]!['QUERY PLAN'] as { Plan: Record<string, unknown> }[];
    walk(plan[0]!.Plan);
    return scans;
  }

  /** Every list query of a kind, named by its parameters. */
  function listQueries(resource: ResourceDefinition): RawQuery[] {
    const queries: RawQuery[] = [{}];
    for (const field of resource.sortable) {
      queries.push({ sort: field }, { sort: `-${field}` });
      // A sort through a to-one, then the default sort (the organizations directory's).
      if (field.includes('.')) queries.push({ sort: [`-${field}`, ...resource.defaultSort].join(',') });
    }
    for (const [name, filter] of Object.entries(resource.filters)) {
      if (filter.kind === 'search') continue;
      if (filter.kind === 'isNull') {
        queries.push({ [`filter[${name}]`]: 'true' }, { [`filter[${name}]`]: 'false' });
        continue;
      }
      if (filter.kind === 'isSet') {
        queries.push({ [`filter[${name}]`]: '1' }, { [`filter[${name}]`]: '0' });
        continue;
      }
      if (filter.kind === 'range') {
        // A month of the rows' dates (`from,to`), and each bound alone.
        const bound = (i: number) => (valueOf(filter.field, resource.attributes[filter.field]!, i) as Date).toISOString();
        queries.push({ [`filter[${name}]`]: `${bound(5)},${bound(35)}` }, { [`filter[${name}]`]: `${bound(5)},` }, { [`filter[${name}]`]: `,${bound(35)}` });
        continue;
      }
      if (filter.kind === 'through') {
        const step = throughStep(registry.find, resource, filter.paths[0]!);
        if (!('problem' in step)) queries.push({ [`filter[${name}]`]: someId.get(step.target)! });
        continue;
      }
      const attribute = resource.attributes[filter.field];
      const relationship = resource.relationships[filter.field];
      const polymorphic = relationship?.types?.find((type) => someId.has(type));
      const value = attribute
        ? valueOf(filter.field, attribute, 5)
        : relationship?.type
          ? someId.get(relationship.type)
          : polymorphic
            ? `${polymorphic}:${someId.get(polymorphic)}`
            : undefined;
      const shown = value instanceof Date ? value.toISOString() : String(value);
      queries.push({ [`filter[${name}]`]: shown });
    }
    return queries;
  }

  it.each(registry.resources.map((resource) => [resource.type, resource] as const))('%s: every list is read through an index', async (_type, resource) => {
    const kind = kindIn(appCatalog, resource.type)!;
    const problems: string[] = [];
    for (const raw of listQueries(resource)) {
      const scans = await sequentialScans(kind, raw);
      if (scans.length) problems.push(`${new URLSearchParams(raw as Record<string, string>).toString() || '(default)'}: ${scans.join('; ')}`);
    }
    expect(problems).toEqual([]);
  });
});
