import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Database } from '../db/client.ts';

/** A row created as an admin would, through the operations. */
export interface ParityRow {
  id?: string;
  attributes: Record<string, unknown>;
  relationships?: Record<string, unknown>;
}

/** What the access-parity test has set up before the areas add their rows. */
export interface ParityContext {
  db: Database;
  /** Creates a row as an admin would (through the operations, so hooks run); answers its id. */
  create(type: string, row: ParityRow): Promise<string>;
  /** A to-one linkage document. */
  linked(type: string, id: string): { data: { type: string; id: string } };
  users: { superAdmin: string; member: string; stranger: string; organizationMember: string; organizationAdmin: string; contributor: string };
  /** The organization the organization admin runs (the organization member acts for it), and a stranger's. */
  organizations: { ours: string; theirs: string };
  /** A day from now, in milliseconds. */
  soonMs: number;
}

/**
 * An area's part of the access-parity test (`resources/<area>/access-parity.rows.ts`, its default
 * export): rows of its kinds that no demo content fills and that each read rule keeps from someone,
 * and the exclusions (`'<type> for the <actor>'`) that prove its rules do keep rows from some actor.
 * The test gathers every area's file, so an area adds its rows in its own folder.
 */
export interface ParityRows {
  rows?: Record<string, ParityRow[]>;
  seed?(context: ParityContext): Promise<void>;
  excluded?: readonly string[];
}

export const parityRows = (rows: ParityRows): ParityRows => rows;

const RESOURCES = join(import.meta.dirname, '..', 'resources');

/** Every area's parity rows, in the order of the areas' folder names. */
export async function gatherParityRows(): Promise<{ area: string; rows: ParityRows }[]> {
  const gathered = [];
  for (const area of readdirSync(RESOURCES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name).sort()) {
    const file = join(RESOURCES, area, 'access-parity.rows.ts');
    if (!existsSync(file)) continue;
    const module = (await import(pathToFileURL(file).href)) as { default: ParityRows };
    gathered.push({ area, rows: module.default });
  }
  return gathered;
}
