import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { syncCatalogueReference } from '../seed/catalogue.ts';
import { createThrough, systemContext } from '../seed/operations.ts';
import { openTestDatabase, TEST_DATABASES } from '../test/databases.ts';
import type { DatabaseHandle } from './client.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

const rowsOf = <T>(result: unknown): T[] => (Array.isArray(result) ? (result as T[]) : ((result as { rows: T[] }).rows ?? []));

/** The migration that turns the products' plain lists into notes (its number may change when branches merge). */
const migrationStatements = () => {
  const file = readdirSync(MIGRATIONS_DIR).find((name) => name.endsWith('_catalogue_links_only.sql'))!;
  return readFileSync(join(MIGRATIONS_DIR, file), 'utf8').split('--> statement-breakpoint');
};

/** The plain lists as the earlier migrations made them (join tables of the product's to-manys). */
const PLAIN_LISTS = [
  ['aac_products_systems', 'uuid'],
  ['aac_products_access_types', 'text'],
  ['aac_products_access_integration_types', 'text'],
] as const;

/**
 * A database holding products with plain system, access and integration lists keeps every one of
 * them as a note (so every filter answers as before) once migrated, and the lists are gone.
 */
describe.each(TEST_DATABASES)('the migration of the catalogue lists to notes on %s', (kind) => {
  let handle: DatabaseHandle;
  const products: Record<string, string> = {};
  const systems: Record<string, string> = {};

  beforeAll(async () => {
    handle = await openTestDatabase(kind);
    const db = handle.db;
    await syncCatalogueReference(db);
    const system = systemContext(db);
    for (const [name, productType] of [['Tablet', 'device'], ['Grid app', 'software'], ['Board app', 'software'], ['Noted app', 'software']] as const) {
      products[name] = await createThrough(system, 'aac-products', { name, productType });
    }
    for (const name of ['Windows', 'Android']) systems[name] = await createThrough(system, 'aac-systems', { name });
    // Already noted before the migration: kept once, not doubled.
    await createThrough(system, 'aac-software-compatible-systems', { note: 'Since 2024' }, { product: ['aac-products', products['Noted app']!], system: ['aac-systems', systems.Windows!] });
    for (const [table, idType] of PLAIN_LISTS) {
      await db.execute(sql.raw(`CREATE TABLE "${table}" ("owner_id" uuid NOT NULL REFERENCES "aac_products"("id") ON DELETE cascade, "related_id" ${idType} NOT NULL, "position" integer DEFAULT 0 NOT NULL, PRIMARY KEY ("owner_id", "related_id"))`));
    }
    const list = async (table: string, product: string, ids: string[]) => {
      for (const [position, id] of ids.entries()) await db.execute(sql`insert into ${sql.identifier(table)} (owner_id, related_id, position) values (${products[product]}, ${id}, ${position})`);
    };
    await list('aac_products_systems', 'Tablet', [systems.Android!, systems.Windows!]);
    await list('aac_products_systems', 'Grid app', [systems.Windows!]);
    await list('aac_products_systems', 'Noted app', [systems.Windows!, systems.Android!]);
    await list('aac_products_access_types', 'Grid app', ['scanning', 'eye_pointer']);
    await list('aac_products_access_integration_types', 'Grid app', ['direct', 'third_party']);
    await list('aac_products_access_types', 'Board app', ['pointing']);
    // A device's accesses have no note to become (accesses describe software).
    await list('aac_products_access_types', 'Tablet', ['pointing']);
    for (const statement of migrationStatements()) await db.execute(sql.raw(statement));
  }, 60_000);
  afterAll(() => handle.close());

  const pairs = async (query: string) => rowsOf<{ product: string; other: string }>(await handle.db.execute(sql.raw(query))).map(({ product, other }) => `${product} ${other}`);

  it('notes a device’s systems as installed systems and a software’s as compatible systems, in their order, once each', async () => {
    const named = `join aac_products p on p.id = l.product_id join aac_systems s on s.id = l.system_id order by p.name, l.created_at`;
    expect(await pairs(`select p.name as product, s.name as other from aac_device_installed_systems l ${named}`)).toEqual(['Tablet Android', 'Tablet Windows']);
    expect(await pairs(`select p.name as product, s.name as other from aac_software_compatible_systems l ${named}`)).toEqual(['Grid app Windows', 'Noted app Windows', 'Noted app Android']);
    const [noted] = rowsOf<{ count: number }>(await handle.db.execute(sql`select count(*)::int as count from aac_software_compatible_systems where product_id = ${products['Noted app']} and note is not null`));
    expect(noted?.count).toBe(1);
  });

  it('notes each listed access type of a software with each listed integration type, built in when none was listed', async () => {
    const accesses = await pairs(
      `select p.name as product, l.access_type_id || '/' || l.access_integration_type_id as other from aac_software_accesses l join aac_products p on p.id = l.product_id order by p.name, l.created_at`,
    );
    expect(accesses).toEqual(['Board app pointing/direct', 'Grid app scanning/direct', 'Grid app scanning/third_party', 'Grid app eye_pointer/direct', 'Grid app eye_pointer/third_party']);
  });

  it('drops the plain lists', async () => {
    const left = rowsOf<{ name: string }>(await handle.db.execute(sql`select table_name as name from information_schema.tables where table_name like 'aac_products_%' order by table_name`));
    expect(left.map(({ name }) => name)).toEqual(['aac_products_conjugation_types', 'aac_products_keyboard_types', 'aac_products_pictogram_types']);
  });
});
