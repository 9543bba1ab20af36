import type { files } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { ResourcePolicy, Row, RowRule } from '../../policies/types.ts';
import { REMOVE_STORED_JOB } from '../../files/prepare.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { ResourceHooks } from '../hooks.ts';

const ownsOrAdmin: RowRule<typeof files> = (actor: Actor) => actor.isAdmin || (actor.userId !== null && { createdBy: { equals: actor.userId } });

/**
 * Public files for everyone, private ones for their uploader and admins. Uploads go through the
 * uploads service (`routes/services/uploads.ts`, any signed-in user), so only admins create
 * metadata directly here.
 */
export const filesPolicy: ResourcePolicy<typeof files> = {
  see: (actor) => actor.isAdmin,
  index: () => true,
  read(actor) {
    if (actor.isAdmin) return true;
    const isPublic = { isPublic: { equals: true } };
    return actor.userId ? { or: [isPublic, { createdBy: { equals: actor.userId } }] } : isPublic;
  },
  create: (actor) => actor.isAdmin,
  update: ownsOrAdmin,
  delete: ownsOrAdmin,
  softDelete: ownsOrAdmin,
  restore: ownsOrAdmin,
};

/** Where a file is seen: the web's file view (`/services/files/:slugOrId`, spec platform §2). */
const fileUrl = (row: Row) => `/services/files/${encodeURIComponent((row.slug as string | null) || row.id)}`;

const hasPreview = (row: Row) => typeof (row.metadata as { previewSize?: unknown } | null)?.previewSize === 'number';

export const filesHooks: ResourceHooks<typeof files> = {
  /** A deleted file's bytes go too, by a job queued in the delete's transaction. */
  async afterWrite({ tx, action, before }) {
    if (action === 'delete' && before?.storagePath) await enqueueJob(tx, REMOVE_STORED_JOB, { key: before.storagePath });
  },
  computed({ rows }) {
    return new Map(
      rows.map((row) => [
        row.id,
        {
          url: fileUrl(row),
          // Images and SVG get a WebP preview drawn at upload (files/prepare.ts); other kinds an icon.
          previewUrl: hasPreview(row) ? `/api/v1/services/files/${row.id}/preview` : null,
        },
      ]),
    );
  },
};
