import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { Upload } from '@tus/server';
import { cleanLccConfiguration, fileExtension, files, LCC_FAILURE_MESSAGES } from '@relais/domain';
import { assertAcceptedName } from '../../files/content.ts';
import { prepareFile } from '../../files/prepare.ts';
import { storeWithRows } from '../../files/records.ts';
import { ApiError, notFound, unauthenticated, validationFailed } from '../../http/errors.ts';
import { requireKind } from '../../jsonapi/context.ts';
import { parseReadQuery } from '../../jsonapi/query.ts';
import { rowDocument } from '../../operations/find.ts';
import { requireRow } from '../../operations/shared.ts';
import { JSON_API } from '../../plugins/app/errors.ts';
import { contextOf } from '../api/resources.ts';

/** Where resumable uploads are created (tus 1.0: creation, creation-with-upload, termination). */
export const UPLOADS_PATH = '/api/v1/services/uploads';
/** An unfinished upload is dropped after a day. */
const EXPIRATION_MS = 24 * 60 * 60 * 1000;
const idParams = { type: 'object', properties: { id: { type: 'string', pattern: '^[0-9a-f]{32}$' } }, required: ['id'], additionalProperties: false } as const;

/** Refusals of the upload's metadata and content name the part of the request they concern. */
const FIELD = { file: '/file', filename: '/metadata/filename', name: '/metadata/name', isPublic: '/metadata/isPublic' } as const;

const asTusError = (error: ApiError) => ({ status_code: error.status, body: JSON.stringify({ errors: error.errors, jsonapi: { version: '1.1' } }) });

function checkMetadata(metadata: Record<string, string | null>) {
  const filename = (metadata.filename ?? '').trim();
  const name = (metadata.name ?? '').trim() || filename;
  const isPublic = metadata.isPublic ?? 'true';
  const problems = [];
  if (!filename || filename.length > 255 || [...filename].some((char) => char.charCodeAt(0) < 0x20 || char === '\u007f' || char === '/' || char === '\\')) problems.push({ pointer: FIELD.filename, rule: 'filename', detail: 'Give the file name, without folders, in at most 255 characters.' });
  if (name.length > 255) problems.push({ pointer: FIELD.name, rule: 'max', detail: 'The name may have at most 255 characters.', meta: { max: 255 } });
  if (isPublic !== 'true' && isPublic !== 'false') problems.push({ pointer: FIELD.isPublic, rule: 'boolean', detail: 'isPublic is true or false.' });
  if (problems.length) throw validationFailed(problems);
  assertAcceptedName(filename, { pointer: FIELD.filename });
  return { filename, name, isPublic };
}

/**
 * Resumable uploads of files (the tus protocol, `@tus/server`), for any signed-in user. Fastify
 * keeps the session, anti-forgery and rate of every call; tus gets the raw body. An upload belongs
 * to its creator: another user's HEAD, PATCH or DELETE is a 404. When the last byte arrives the
 * content is checked (type from the bytes, images re-encoded), stored, and the PATCH answers the new
 * `files` resource; a refused file answers a 422 naming `/file` and is dropped.
 */
export async function uploadsRoutes(app: FastifyInstance) {
  const { config } = app;
  const datastore = new FileStore({ directory: config.uploadsDir, expirationPeriodInMilliseconds: EXPIRATION_MS });
  const requests = new WeakMap<Request, FastifyRequest>();
  const requestOf = (req: Request) => {
    const request = requests.get(req);
    if (!request) throw new Error('tus request without its Fastify request');
    return request;
  };

  /**
   * A LifeCompanion configuration (`.lcc`) shared while the repository is on is cleaned before it is
   * stored (domain rules/lcc.ts): the cleaned archive replaces the received bytes and its facts go in
   * the file's metadata (`lcc`); when cleaning fails the original is kept and the failure is told in
   * the metadata (`lccCleaningFailure`, an English sentence) for the uploader to read.
   */
  const cleanConfiguration = async (received: string, filename: string): Promise<{ path: string; metadata: Record<string, unknown>; made: string | null }> => {
    if (!config.features.repository || fileExtension(filename) !== 'lcc') return { path: received, metadata: {}, made: null };
    const cleaning = cleanLccConfiguration(new Uint8Array(await readFile(received)));
    if (!cleaning.isCleaned) return { path: received, metadata: { lccCleaningFailure: LCC_FAILURE_MESSAGES[cleaning.failure] }, made: null };
    const path = `${received}.cleaned`;
    await writeFile(path, cleaning.file);
    return { path, metadata: { lcc: { ...cleaning.metadata, removedFiles: cleaning.removedFiles.length, removedChangelogEntries: cleaning.removedChangelogEntries } }, made: path };
  };

  const finish = async (request: FastifyRequest, upload: Upload) => {
    const metadata = upload.metadata as { filename: string; name: string; isPublic: string };
    const cleaned = await cleanConfiguration(join(config.uploadsDir, upload.id), metadata.filename);
    const dropCleaned = async () => {
      if (cleaned.made) await rm(cleaned.made, { force: true }).catch(() => undefined);
    };
    const prepared = await prepareFile({ received: cleaned.path, name: metadata.filename, field: { pointer: FIELD.file }, imageMaxBytes: config.imageMaxBytes, workDir: join(config.uploadsDir, 'work') }).catch(async (error: unknown) => {
      await dropCleaned();
      throw error;
    });
    prepared.metadata = { ...prepared.metadata, ...cleaned.metadata };
    const ctx = contextOf(request);
    try {
      const [id] = await storeWithRows({
        db: app.db,
        storage: app.fileStorage,
        type: 'files',
        entries: [{ file: prepared, values: { name: metadata.name, originalName: metadata.filename, isPublic: metadata.isPublic === 'true', createdById: request.actor.userId } }],
      });
      const kind = requireKind(ctx, files.type);
      return rowDocument(ctx, kind, await requireRow(ctx, kind, id!), parseReadQuery(ctx, kind, {}));
    } finally {
      await prepared.cleanup();
      await dropCleaned();
    }
  };

  const tus = new Server({
    path: UPLOADS_PATH,
    datastore,
    maxSize: config.fileMaxBytes,
    relativeLocation: true,
    // Same origin only: no CORS header.
    allowedOrigins: [],
    async onUploadCreate(req, upload) {
      try {
        const { filename, name, isPublic } = checkMetadata(upload.metadata ?? {});
        // The owner is the session's user; whatever the client put there is replaced.
        return { metadata: { filename, name, isPublic, ownerId: requestOf(req).actor.userId! } };
      } catch (error) {
        if (error instanceof ApiError) throw asTusError(error);
        throw error;
      }
    },
    async onUploadFinish(req, upload) {
      try {
        const document = await finish(requestOf(req), upload);
        return { status_code: 200, headers: { 'content-type': JSON_API }, body: JSON.stringify(document) };
      } catch (error) {
        if (error instanceof ApiError) throw asTusError(error);
        requestOf(req).log.error({ err: error }, 'upload could not be stored');
        throw { status_code: 500, body: JSON.stringify({ errors: [{ status: '500', code: 'server_error', title: 'Server error', detail: 'The file could not be stored; it has been logged.' }] }) };
      } finally {
        await datastore.remove(upload.id).catch(() => undefined);
      }
    },
  });

  // Unfinished uploads past their day are removed from the disk hourly.
  const sweep = setInterval(() => void tus.cleanUpExpiredUploads().catch((error: unknown) => app.log.warn({ err: error }, 'expired uploads not removed')), 60 * 60 * 1000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  /** The upload exists and is the actor's, else 404 (another's uploads are not told apart from none). */
  const assertOwnUpload = async (request: FastifyRequest, id: string) => {
    const upload = await datastore.getUpload(id).catch(() => null);
    if (!upload || upload.metadata?.ownerId !== request.actor.userId) throw notFound('There is no such upload.');
  };

  const handle = async (request: FastifyRequest<{ Params: { id?: string } }>, reply: FastifyReply) => {
    if (!request.actor.userId) throw unauthenticated('Sign in to upload files.');
    if (request.params.id) await assertOwnUpload(request, request.params.id);
    else await app.rateLimits.consume([['uploadsByAccount', request.actor.userId]]);
    const headers = new Headers();
    for (const [key, value] of Object.entries(request.headers)) if (value !== undefined) headers.set(key, Array.isArray(value) ? value.join(', ') : value);
    const hasBody = request.method === 'PATCH' || (request.method === 'POST' && request.headers['content-type'] === 'application/offset+octet-stream');
    const webRequest = new Request(new URL(request.url, 'http://relais.invalid'), {
      method: request.method,
      headers,
      ...(hasBody ? { body: Readable.toWeb(request.raw) as ReadableStream, duplex: 'half' } : {}),
    } as RequestInit);
    requests.set(webRequest, request);
    const response = await tus.handleWeb(webRequest);
    const body = Buffer.from(await response.arrayBuffer());
    reply.code(response.status);
    response.headers.forEach((value, key) => {
      if (key !== 'content-length' && key !== 'connection') reply.header(key, value);
    });
    if (response.status >= 400 && body[0] !== 0x7b) {
      // tus's own refusals are plain text: given the JSON:API shape of every other error.
      const tooLarge = response.status === 413;
      const error = new ApiError(response.status, [
        { code: tooLarge ? 'validation.max' : 'upload_refused', title: tooLarge ? 'File too large' : 'Upload refused', detail: tooLarge ? `Files may be at most ${Math.floor(config.fileMaxBytes / (1024 * 1024))} MB.` : body.toString('utf8').trim(), ...(tooLarge ? { source: { header: 'Upload-Length' }, meta: { max: config.fileMaxBytes } } : {}) },
      ]);
      return reply.type(JSON_API).send({ errors: error.errors, jsonapi: { version: '1.1' } });
    }
    if (response.status >= 400) reply.type(JSON_API);
    return reply.send(body.length ? body : undefined);
  };

  await app.register(async (scope) => {
    // The bytes go to tus untouched.
    scope.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => done(null));
    scope.post(UPLOADS_PATH, { compress: false }, handle);
    scope.route({ method: ['HEAD', 'PATCH', 'DELETE'], url: `${UPLOADS_PATH}/:id`, schema: { params: idParams }, compress: false, handler: handle });
  });
}
