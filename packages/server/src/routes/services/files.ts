import type { FastifyInstance } from 'fastify';
import { previewKey } from '../../files/prepare.ts';
import { findFileRow, findSecuredFileRow, maySeeSecuredFile } from '../../files/records.ts';
import { sendStoredFile } from '../../files/serve.ts';
import { notFound } from '../../http/errors.ts';
import type { Actor } from '../../auth/actor.ts';
import { rowAllowed } from '../../policies/checks.ts';
import type { Row } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import { policyFor } from '../../resources/index.ts';

const slugParams = { type: 'object', properties: { slugOrId: { type: 'string', minLength: 1, maxLength: 255 } }, required: ['slugOrId'], additionalProperties: false } as const;
const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;

/**
 * Stored files (spec, platform §2 `/services/files/:slugOrId` and `/services/secured-files/:id/show`),
 * and the WebP previews of images. A file the actor may not read does not exist: 404, as for a
 * missing one, so that a private file's existence is not told to strangers.
 */
// Files are sent as stored (`compress: false`): byte ranges of a compressed body would mean nothing.
export async function filesRoutes(app: FastifyInstance) {
  const storage = app.fileStorage;

  const readableFile = async (actor: Actor, slugOrId: string): Promise<Row> => {
    const row = await findFileRow(app.db, slugOrId);
    if (!row || !(await rowAllowed(app.db, tablesOf('files'), policyFor('files').read(actor), row, tablesOf))) throw notFound('There is no such file.');
    return row;
  };

  app.get<{ Params: { slugOrId: string } }>('/services/files/:slugOrId', { schema: { params: slugParams }, compress: false }, async (request, reply) => {
    const row = await readableFile(request.actor, request.params.slugOrId);
    return sendStoredFile({
      request,
      reply,
      storage,
      file: { key: String(row.storagePath), mimeType: String(row.mimeType), size: Number(row.size), hash: String(row.hash), fileName: String(row.originalName ?? row.name), isPublic: row.isPublic === true },
    });
  });

  app.get<{ Params: { id: string } }>('/api/v1/services/files/:id/preview', { schema: { params: idParams }, compress: false }, async (request, reply) => {
    const row = await readableFile(request.actor, request.params.id);
    const { previewSize } = (row.metadata ?? {}) as { previewSize?: number };
    if (typeof previewSize !== 'number') throw notFound('This file has no preview.');
    const name = `${String(row.name).replace(/\.[^.]*$/, '')}.webp`;
    return sendStoredFile({
      request,
      reply,
      storage,
      file: { key: previewKey(String(row.storagePath)), mimeType: 'image/webp', size: previewSize, hash: `${String(row.hash)}-preview`, fileName: name, isPublic: row.isPublic === true },
    });
  });

  app.get<{ Params: { id: string } }>('/services/secured-files/:id/show', { schema: { params: idParams }, compress: false }, async (request, reply) => {
    const row = await findSecuredFileRow(app.db, request.params.id);
    if (!row || !(await maySeeSecuredFile(app.db, request.actor, row))) throw notFound('There is no such file.');
    return sendStoredFile({
      request,
      reply,
      storage,
      file: { key: String(row.storagePath), mimeType: String(row.mimeType), size: Number(row.size), hash: String(row.hash), fileName: String(row.name), isPublic: false },
    });
  });
}
