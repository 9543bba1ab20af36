import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import { DRAFT_TOKEN } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { formResponseDrafts } from '../db/system-tables.ts';

/** A draft's token as the table keeps it (services/form-drafts.ts). */
export const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** The live draft of `formId` known by `token`, if any. */
export async function findDraft(db: Executor, formId: string, token: string, now: Date): Promise<typeof formResponseDrafts.$inferSelect | undefined> {
  if (!DRAFT_TOKEN.test(token)) return undefined;
  const [draft] = await db
    .select()
    .from(formResponseDrafts)
    .where(and(eq(formResponseDrafts.tokenHash, hashOf(token)), eq(formResponseDrafts.formId, formId), gt(formResponseDrafts.expiresAt, now)));
  return draft;
}

/** In the response's transaction: deletes the draft it continues; false when there is none (already sent, or past its date). */
export async function endDraft(tx: Executor, formId: string, token: unknown, now = new Date()): Promise<boolean> {
  if (typeof token !== 'string') return false;
  const draft = await findDraft(tx, formId, token, now);
  if (!draft) return false;
  const deleted = await tx.delete(formResponseDrafts).where(eq(formResponseDrafts.id, draft.id)).returning({ id: formResponseDrafts.id });
  return deleted.length === 1;
}
