import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { securedFiles } from '@relais/domain';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { multipartBody, PDF_BYTES, pngBytes } from '../../test/files.ts';
import { tableOf } from '../../services/tables.ts';

const LIMIT = 128 * 1024;

describe.each(TEST_DATABASES)('secured files on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let owner: SignedIn;
  let stranger: SignedIn;
  let admin: SignedIn;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'relais-secured-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir, FILE_MAX_BYTES: String(LIMIT), IMAGE_MAX_BYTES: '1024' } });
    [owner, stranger, admin] = await Promise.all([signIn(t), signIn(t), signIn(t, { isAdmin: true })]);
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const rowCount = async () => (await t.database.db.select({ n: count() }).from(tableOf(securedFiles)))[0]!.n;
  const post = (headers: Record<string, string>, fields: [string, string][], files: Parameters<typeof multipartBody>[1]) => {
    const { payload, contentType } = multipartBody(fields, files);
    return t.app.inject({ method: 'POST', url: '/api/v1/services/secured-files', headers: { ...headers, 'content-type': contentType }, payload });
  };
  const modelOf = (user: SignedIn): [string, string][] => [
    ['model[type]', 'users'],
    ['model[id]', user.userId],
  ];

  it('attaches several files to a row its sender may change, answers them as a list, and shows them to their people only', async () => {
    const png = await pngBytes();
    expect(png.length).toBeLessThanOrEqual(1024);
    const created = await post(owner.headers, modelOf(owner), [
      { field: 'files[]', name: 'scan.png', type: 'image/png', bytes: png },
      { field: 'files[]', name: 'contract.pdf', type: 'application/pdf', bytes: PDF_BYTES },
    ]);
    expect(created.statusCode).toBe(201);
    const { data } = created.json();
    expect(data).toHaveLength(2);
    expect(data.map((file: { type: string; attributes: { name: string; mimeType: string; modelType: string; modelId: string } }) => [file.type, file.attributes.name, file.attributes.mimeType, file.attributes.modelType, file.attributes.modelId])).toEqual([
      ['secured-files', 'scan.png', 'image/png', 'users', owner.userId],
      ['secured-files', 'contract.pdf', 'application/pdf', 'users', owner.userId],
    ]);
    const url = data[1].attributes.url;
    expect(url).toBe(`/services/secured-files/${data[1].id}/show`);
    const show = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
    expect((await show(owner.headers)).rawPayload).toEqual(PDF_BYTES);
    expect((await show(admin.headers)).statusCode).toBe(200);
    expect((await show(stranger.headers)).statusCode).toBe(404);
    expect((await show()).statusCode).toBe(404);
    // The generic API lists one's own only.
    const listed = await t.app.inject({ method: 'GET', url: '/api/v1/secured-files', headers: stranger.headers });
    expect(listed.json().data).toEqual([]);
  });

  it('lets a stranger neither delete nor attach, and its owner delete', async () => {
    const created = await post(owner.headers, modelOf(owner), [{ field: 'files[]', name: 'note.txt', type: 'text/plain', bytes: Buffer.from('hello') }]);
    const { id } = created.json().data[0];
    const remove = (headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/api/v1/services/secured-files/${id}`, headers });
    expect((await remove(stranger.headers)).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/secured-files/${id}`, headers: owner.headers })).statusCode).toBe(403);
    // A stranger cannot see the owner's account row, so cannot attach to it.
    const attach = await post(stranger.headers, modelOf(owner), [{ field: 'files[]', name: 'x.txt', type: 'text/plain', bytes: Buffer.from('x') }]);
    expect(attach.statusCode).toBe(422);
    expect(attach.json().errors[0]).toMatchObject({ code: 'validation.exists', source: { pointer: '/model[id]' } });

    expect(await t.app.fileStorage.read(id)).not.toBeNull();
    expect((await remove(owner.headers)).statusCode).toBe(204);
    while ((await t.app.jobs.runDue()) > 0);
    expect(await t.app.fileStorage.read(id)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/services/secured-files/${id}/show`, headers: owner.headers })).statusCode).toBe(404);
    expect((await remove(owner.headers)).statusCode).toBe(404);
  });

  it('refuses the whole call when one file is not what its name says or is too large, keeping nothing', async () => {
    const before = await rowCount();
    const mismatch = await post(owner.headers, modelOf(owner), [
      { field: 'files[]', name: 'ok.txt', type: 'text/plain', bytes: Buffer.from('fine') },
      { field: 'files[]', name: 'photo.png', type: 'image/png', bytes: PDF_BYTES },
    ]);
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors[0]).toMatchObject({ code: 'validation.file_type_mismatch', source: { pointer: '/files[]/1' } });

    const tooLarge = await post(owner.headers, modelOf(owner), [{ field: 'files[]', name: 'big.txt', type: 'text/plain', bytes: Buffer.alloc(LIMIT + 1, 'a') }]);
    expect(tooLarge.statusCode).toBe(422);
    expect(tooLarge.json().errors[0]).toMatchObject({ code: 'validation.max', source: { pointer: '/files[]/0' } });

    const largeImage = await post(owner.headers, modelOf(owner), [{ field: 'files[]', name: 'wide.png', type: 'image/png', bytes: await pngBytes(200, 200) }]);
    expect(largeImage.statusCode).toBe(422);
    expect(largeImage.json().errors[0]).toMatchObject({ code: 'validation.max', source: { pointer: '/files[]/0' }, meta: { max: 1024 } });

    const noModel = await post(owner.headers, [], [{ field: 'files[]', name: 'a.txt', type: 'text/plain', bytes: Buffer.from('a') }]);
    expect(noModel.json().errors.map((e: { source: { pointer: string } }) => e.source.pointer)).toEqual(['/model[type]', '/model[id]']);
    const unknownType = await post(owner.headers, [['model[type]', 'no-such-kind'], ['model[id]', owner.userId]], [{ field: 'files[]', name: 'a.txt', type: 'text/plain', bytes: Buffer.from('a') }]);
    expect(unknownType.json().errors[0]).toMatchObject({ source: { pointer: '/model[id]' } });
    expect(await rowCount()).toBe(before);
  });

  it('shows and lets delete a file to whoever may change its row, though someone else attached it', async () => {
    const created = await post(admin.headers, modelOf(owner), [{ field: 'files[]', name: 'checked.txt', type: 'text/plain', bytes: Buffer.from('checked by the admin') }]);
    expect(created.statusCode).toBe(201);
    const { id, attributes } = created.json().data[0];
    expect((await t.app.inject({ method: 'GET', url: attributes.url, headers: owner.headers })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: attributes.url, headers: stranger.headers })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/services/secured-files/${id}`, headers: owner.headers })).statusCode).toBe(204);
  });

  it('asks anti-forgery on create and delete, and a signed-in user', async () => {
    const body = multipartBody(modelOf(owner), [{ field: 'files[]', name: 'a.txt', type: 'text/plain', bytes: Buffer.from('a') }]);
    const forged = await t.app.inject({ method: 'POST', url: '/api/v1/services/secured-files', headers: { cookie: owner.headers.cookie!, 'content-type': body.contentType }, payload: body.payload });
    expect(forged.statusCode).toBe(419);
    const created = await post(owner.headers, modelOf(owner), [{ field: 'files[]', name: 'a.txt', type: 'text/plain', bytes: Buffer.from('a') }]);
    const { id } = created.json().data[0];
    const forgedDelete = await t.app.inject({ method: 'DELETE', url: `/api/v1/services/secured-files/${id}`, headers: { cookie: owner.headers.cookie! } });
    expect(forgedDelete.statusCode).toBe(419);
    expect((await t.app.inject({ method: 'GET', url: `/services/secured-files/${id}/show`, headers: owner.headers })).statusCode).toBe(200);
    const { payload, contentType } = multipartBody(modelOf(owner), [{ field: 'files[]', name: 'a.txt', type: 'text/plain', bytes: Buffer.from('a') }]);
    const visitor = await t.app.inject({ method: 'POST', url: '/api/v1/services/secured-files', headers: { ...(await visitorHeaders(t)), 'content-type': contentType }, payload });
    expect(visitor.statusCode).toBe(401);
  });
});
