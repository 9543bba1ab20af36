import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { resourceCollectionDocument, securedFiles } from '@relais/domain';
import { jsonSchemaOf } from '../../http/contracts.ts';
import { prepareFile, REMOVE_STORED_JOB } from '../../files/prepare.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import type { PreparedFile } from '../../files/prepare.ts';
import { findSecuredFileRow, mayChangeSecuredFile, modelAccess, storeWithRows } from '../../files/records.ts';
import { ApiError, badRequest, forbidden, notFound, unauthenticated, validationFailed } from '../../http/errors.ts';
import type { FieldError } from '../../http/errors.ts';
import { requireKind } from '../../jsonapi/context.ts';
import { JSONAPI_VERSION, renderResources } from '../../jsonapi/document.ts';
import { parseReadQuery } from '../../jsonapi/query.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import type { Row } from '../../policies/types.ts';
import { tableOf } from '../../services/tables.ts';
import { contextOf } from '../api/resources.ts';

const PATH = '/api/v1/services/secured-files';
const MAX_FILES = 20;
const idParams = { type: 'object', properties: { id: { type: 'string', minLength: 1, maxLength: 64 } }, required: ['id'], additionalProperties: false } as const;

interface Received {
  path: string;
  name: string;
  index: number;
}

/**
 * Secured files (spec, calls §7): `POST /api/v1/services/secured-files`, multipart with `files[]`
 * (one or more), `model[type]` and `model[id]`, answers the new `secured-files` as a list;
 * `DELETE /api/v1/services/secured-files/:id`. Attaching needs the right to change the model row;
 * deleting is for the uploader, admins and whoever may change that row (others get a 404). All the
 * files of a call are stored or none.
 */
/**
 * An error met while reading the parts: a body the multipart parser cannot read (no closing
 * boundary, cut in the middle of a part, not multipart at all) is the client's fault, a 400 rather
 * than a 500; errors of our own (an ApiError, a status already set, the disk's) go on as they are.
 */
function multipartError(error: unknown): unknown {
  if (error instanceof ApiError || !(error instanceof Error) || (error as { statusCode?: number }).statusCode || (error as { syscall?: string }).syscall) return error;
  return badRequest(`The multipart body cannot be read: ${error.message}.`, undefined, 'malformed_multipart');
}

export async function securedFilesRoutes(app: FastifyInstance) {
  const { config } = app;
  const workDir = join(config.uploadsDir, 'work');

  await app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: false, limits: { fileSize: config.fileMaxBytes, files: MAX_FILES, fields: 10, fieldSize: 256, parts: MAX_FILES + 10 } });

    scope.post(PATH, { compress: false, schema: { response: { 201: jsonSchemaOf(resourceCollectionDocument) } } }, async (request, reply) => {
      if (!request.actor.userId) throw unauthenticated('Sign in to attach files.');
      await app.rateLimits.consume([['uploadsByAccount', request.actor.userId]]);
      await mkdir(workDir, { recursive: true });
      const received: Received[] = [];
      const prepared: PreparedFile[] = [];
      const fields: Record<string, string> = {};
      const problems: FieldError[] = [];
      try {
        const readParts = async () => {
          for await (const part of request.parts()) {
            if (part.type === 'file') {
              const index = received.length;
              const path = join(workDir, randomUUID());
              received.push({ path, name: part.filename, index });
              if (part.fieldname !== 'files[]') {
                part.file.resume();
                problems.push({ pointer: `/${part.fieldname}`, rule: 'unknown', detail: 'Send files as files[].' });
                continue;
              }
              await pipeline(part.file, createWriteStream(path));
              if (part.file.truncated) {
                problems.push({ pointer: `/files[]/${index}`, rule: 'max', detail: `Files may be at most ${Math.floor(config.fileMaxBytes / (1024 * 1024))} MB.`, meta: { max: config.fileMaxBytes } });
              }
            } else if (typeof part.value === 'string') {
              fields[part.fieldname] = part.value;
            }
          }
        };
        try {
          await readParts();
        } catch (error) {
          throw multipartError(error);
        }
        const type = fields['model[type]'] ?? '';
        const id = fields['model[id]'] ?? '';
        if (!received.length) problems.push({ pointer: '/files[]', rule: 'required', detail: 'Send at least one file as files[].' });
        if (!type) problems.push({ pointer: '/model[type]', rule: 'required', detail: 'Give the type of the row the files belong to.' });
        if (!id) problems.push({ pointer: '/model[id]', rule: 'required', detail: 'Give the id of the row the files belong to.' });
        for (const file of received) {
          if (!file.name || file.name.length > 255) problems.push({ pointer: `/files[]/${file.index}`, rule: 'filename', detail: 'Each file needs a name of at most 255 characters.' });
        }
        if (problems.length) throw validationFailed(problems);
        const access = await modelAccess(app.db, request.actor, type, id);
        if (access === 'missing') throw validationFailed([{ pointer: '/model[id]', rule: 'exists', detail: `There is no ${type} with this id that you can see.` }]);
        if (access === 'forbidden') throw forbidden('You may not attach files to this row.', '/model[id]');
        for (const file of received) {
          prepared.push(await prepareFile({ received: file.path, name: file.name, field: { pointer: `/files[]/${file.index}` }, imageMaxBytes: config.imageMaxBytes, workDir }));
        }
        const ids = await storeWithRows({
          db: app.db,
          storage: app.fileStorage,
          type: 'secured-files',
          entries: prepared.map((file, index) => ({ file, values: { name: received[index]!.name, modelType: type, modelId: id, createdById: request.actor.userId } })),
        });
        const ctx = contextOf(request);
        const kind = requireKind(ctx, securedFiles.type);
        const table = tableOf(securedFiles);
        const rows = await Promise.all(ids.map(async (fileId) => (await app.db.select().from(table).where(eq(table.id, fileId)))[0] as Row));
        const { data } = await renderResources(ctx, kind, rows, parseReadQuery(ctx, kind, {}));
        return reply.code(201).type(JSON_API).send({ data, jsonapi: JSONAPI_VERSION });
      } finally {
        await Promise.all([...received.map((file) => rm(file.path, { force: true })), ...prepared.map((file) => file.cleanup())]);
      }
    });
  });

  app.delete<{ Params: { id: string } }>(`${PATH}/:id`, { schema: { params: idParams } }, async (request, reply) => {
    const row = await findSecuredFileRow(app.db, request.params.id);
    if (!row || !(await mayChangeSecuredFile(app.db, request.actor, row))) throw notFound('There is no such file.');
    const table = tableOf(securedFiles);
    await app.db.transaction(async (tx) => {
      await tx.delete(table).where(eq(table.id, row.id));
      await enqueueJob(tx, REMOVE_STORED_JOB, { key: String(row.storagePath) });
    });
    return reply.code(204).send();
  });
}
