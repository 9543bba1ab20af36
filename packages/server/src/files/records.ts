import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { files, registry, securedFiles } from '@relais/domain';
import type { Actor } from '../auth/actor.ts';
import type { Executor } from '../db/client.ts';
import { isValidId } from '../jsonapi/fields.ts';
import { rowAllowed } from '../policies/checks.ts';
import type { Row } from '../policies/types.ts';
import { policyFor } from '../resources/index.ts';
import { tableOf, tablesOf } from '../services/tables.ts';
import type { PreparedFile } from './prepare.ts';
import { removeStored, storePrepared } from './prepare.ts';
import type { FileStorage } from './storage.ts';

/** A file row by id, else by slug; only uploaded files count. */
export async function findFileRow(db: Executor, slugOrId: string): Promise<Row | null> {
  // No slug holds control characters, and PostgreSQL refuses a NUL in text outright.
  if ([...slugOrId].some((char) => char.charCodeAt(0) < 0x20)) return null;
  const table = tableOf(files);
  const byId = isValidId(files, slugOrId);
  const [row] = await db
    .select()
    .from(table)
    .where(byId ? eq(table.id, slugOrId) : eq(table.slug, slugOrId))
    .limit(1);
  return row && row.isUploaded && row.storagePath ? (row as Row) : null;
}

export async function findSecuredFileRow(db: Executor, id: string): Promise<Row | null> {
  if (!isValidId(securedFiles, id)) return null;
  const table = tableOf(securedFiles);
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return (row as Row | undefined) ?? null;
}

/** Whether the actor may change the row a secured file is attached to: its kind's `update` policy. */
export async function modelAccess(db: Executor, actor: Actor, type: string, id: string): Promise<'missing' | 'forbidden' | 'allowed'> {
  const resource = registry.find(type);
  if (!resource || !isValidId(resource, id)) return 'missing';
  const { table } = tablesOf(type);
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  if (!row) return 'missing';
  const policy = policyFor(type);
  const on = tablesOf(type);
  if (!(await rowAllowed(db, on, policy.read(actor), row as Row, tablesOf))) return 'missing';
  return (await rowAllowed(db, on, policy.update(actor), row as Row, tablesOf)) ? 'allowed' : 'forbidden';
}

/** A secured file is changed (deleted) by its uploader, admins, and whoever may change the row it belongs to. */
export async function mayChangeSecuredFile(db: Executor, actor: Actor, row: Row): Promise<boolean> {
  if (actor.isAdmin || (actor.userId !== null && row.createdById === actor.userId)) return true;
  return (await modelAccess(db, actor, String(row.modelType), String(row.modelId))) === 'allowed';
}

/** It is read by them too, and by whoever the row's kind lets see its files (`seeSecuredFiles`: an account's owner). */
export async function maySeeSecuredFile(db: Executor, actor: Actor, row: Row): Promise<boolean> {
  if (await mayChangeSecuredFile(db, actor, row)) return true;
  const type = String(row.modelType);
  const seeSecuredFiles = policyFor(type).seeSecuredFiles;
  if (!seeSecuredFiles) return false;
  const resource = registry.find(type);
  if (!resource || !isValidId(resource, String(row.modelId))) return false;
  const on = tablesOf(type);
  const [model] = await db.select().from(on.table).where(eq(on.table.id, String(row.modelId))).limit(1);
  return model !== undefined && (await rowAllowed(db, on, seeSecuredFiles(actor), model as Row, tablesOf));
}

/**
 * Stores prepared files and inserts their rows, all or nothing: when a row cannot be written, the
 * bytes already stored are removed. `values` gives each row's own columns.
 */
export async function storeWithRows({ db, storage, type, entries }: { db: Executor; storage: FileStorage; type: 'files' | 'secured-files'; entries: { file: PreparedFile; values: Record<string, unknown> }[] }): Promise<string[]> {
  const stored: string[] = [];
  try {
    const ids: string[] = [];
    for (const { file } of entries) {
      const id = randomUUID();
      await storePrepared(storage, id, file);
      stored.push(id);
      ids.push(id);
    }
    const { table } = tablesOf(type);
    await db.insert(table).values(
      entries.map(({ file, values }, index) => ({
        ...values,
        id: ids[index],
        mimeType: file.mimeType,
        size: file.size,
        hash: file.hash,
        storagePath: ids[index],
        ...(type === 'files' ? { isUploaded: true, metadata: file.metadata } : {}),
      })),
    );
    return ids;
  } catch (error) {
    await Promise.all(stored.map((key) => removeStored(storage, key)));
    throw error;
  }
}
