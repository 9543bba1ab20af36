import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { files } from '@relais/domain';
import { LIMITS } from '../../auth/rate-limits.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn, visitorHeaders } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { PDF_BYTES, pngBytes, SCRIPT_BYTES, tusClient, uploadWhole } from '../../test/files.ts';
import { startTestS3 } from '../../test/s3.ts';
import type { TestS3 } from '../../test/s3.ts';
import { tableOf } from '../../services/tables.ts';

const LIMIT = 256 * 1024;
const withoutToken = (headers: Record<string, string>) => ({ cookie: headers.cookie! });

describe.each(TEST_DATABASES)('resumable uploads and served files on %s', (kind) => {
  let t: TestApp;
  let dataDir: string;
  let owner: SignedIn;
  let stranger: SignedIn;
  let admin: SignedIn;
  let png: Buffer;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'relais-files-'));
    t = await createTestApp(kind, { env: { DATA_DIR: dataDir, FILE_MAX_BYTES: String(LIMIT), IMAGE_MAX_BYTES: String(LIMIT) } });
    [owner, stranger, admin] = await Promise.all([signIn(t), signIn(t), signIn(t, { isAdmin: true })]);
    png = await pngBytes();
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  const fileCount = async () => (await t.database.db.select({ n: count() }).from(tableOf(files)))[0]!.n;

  it('resumes an upload: part of the bytes, the offset asked with HEAD, the rest from there, then the file', async () => {
    const tus = tusClient(t, owner.headers);
    const created = await tus.create(png.length, { filename: 'chart.png', name: 'Sales chart' });
    expect(created.statusCode).toBe(201);
    const location = created.headers.location as string;
    expect(location).toMatch(/^\/api\/v1\/services\/uploads\/[0-9a-f]{32}$/);

    const half = Math.floor(png.length / 2);
    expect((await tus.patch(location, 0, png.subarray(0, half))).statusCode).toBe(204);
    const head = await tus.head(location);
    expect(head.statusCode).toBe(200);
    expect(head.headers['upload-offset']).toBe(String(half));
    expect(head.headers['upload-length']).toBe(String(png.length));
    // Bytes sent at a wrong offset are refused, and the offset does not move.
    expect((await tus.patch(location, 0, png.subarray(0, 10))).statusCode).toBe(409);

    const done = await tus.patch(location, half, png.subarray(half));
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('application/vnd.api+json');
    const { data } = done.json();
    expect(data).toMatchObject({ type: 'files', attributes: { name: 'Sales chart', originalName: 'chart.png', mimeType: 'image/png', isUploaded: true, isPublic: true, metadata: { category: 'image', width: 64, height: 48 } } });
    expect(data.attributes.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(data.attributes.previewUrl).toBe(`/api/v1/services/files/${data.id}/preview`);
    expect(data.relationships.createdBy.data).toEqual({ type: 'users', id: owner.userId });
    // The staged upload is gone once stored.
    expect((await tus.head(location)).statusCode).toBe(404);

    const served = await t.app.inject({ method: 'GET', url: data.attributes.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="chart.png"/);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.headers['cache-control']).toBe('public, max-age=3600');
    expect(served.rawPayload.length).toBe(data.attributes.size);
    // Re-encoded by sharp: still the same picture.
    const { default: sharp } = await import('sharp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'png', width: 64, height: 48 });

    const again = await t.app.inject({ method: 'GET', url: data.attributes.url, headers: { 'if-none-match': served.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    const range = await t.app.inject({ method: 'GET', url: data.attributes.url, headers: { range: 'bytes=0-9' } });
    expect(range.statusCode).toBe(206);
    expect(range.headers['content-range']).toBe(`bytes 0-9/${data.attributes.size}`);
    expect(range.rawPayload).toEqual(served.rawPayload.subarray(0, 10));

    const preview = await t.app.inject({ method: 'GET', url: data.attributes.previewUrl });
    expect(preview.statusCode).toBe(200);
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({ format: 'webp' });
  });

  it('accepts a file at the size limit and refuses one byte more before any byte is sent', async () => {
    const tus = tusClient(t, owner.headers);
    const over = await tus.create(LIMIT + 1, { filename: 'big.txt' });
    expect(over.statusCode).toBe(413);
    expect(over.json().errors[0]).toMatchObject({ status: '413', code: 'validation.max', source: { header: 'Upload-Length' }, meta: { max: LIMIT } });

    const text = Buffer.alloc(LIMIT, 'a');
    const done = await uploadWhole(t, owner.headers, text, { filename: 'big.txt' });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.attributes).toMatchObject({ mimeType: 'text/plain', size: LIMIT, metadata: { category: 'doc' } });
  });

  it('refuses with a 422 naming the file a .png whose content is a PDF or a script, and keeps nothing', async () => {
    const before = await fileCount();
    for (const bytes of [PDF_BYTES, SCRIPT_BYTES]) {
      const refused = await uploadWhole(t, owner.headers, bytes, { filename: 'photo.png' });
      expect(refused.statusCode).toBe(422);
      expect(refused.headers['content-type']).toContain('application/vnd.api+json');
      expect(refused.json().errors[0]).toMatchObject({ code: 'validation.file_type_mismatch', source: { pointer: '/file' } });
    }
    expect(await fileCount()).toBe(before);
    expect((await readdir(join(dataDir, 'uploads'))).filter((name) => /^[0-9a-f]{32}$/.test(name))).toEqual([]);

    const exe = await tusClient(t, owner.headers).create(10, { filename: 'setup.exe' });
    expect(exe.statusCode).toBe(422);
    expect(exe.json().errors[0]).toMatchObject({ code: 'validation.file_type', source: { pointer: '/metadata/filename' } });
    const nameless = await tusClient(t, owner.headers).create(10, { name: 'No file name' });
    expect(nameless.json().errors[0]).toMatchObject({ code: 'validation.filename', source: { pointer: '/metadata/filename' } });
  });

  it('serves a private file to its owner and admins only: a stranger and a visitor get 404', async () => {
    const done = await uploadWhole(t, owner.headers, PDF_BYTES, { filename: 'medical.pdf', isPublic: 'false' });
    expect(done.statusCode).toBe(200);
    const { id, attributes } = done.json().data;
    expect(attributes).toMatchObject({ isPublic: false, mimeType: 'application/pdf', previewUrl: null });

    const get = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/services/files/${id}`, headers });
    expect((await get()).statusCode).toBe(404);
    expect((await get(stranger.headers)).statusCode).toBe(404);
    const mine = await get(owner.headers);
    expect(mine.statusCode).toBe(200);
    // What a signed-in user is answered is theirs alone (session plugin): no cache keeps it.
    expect(mine.headers['cache-control']).toBe('no-store');
    expect(mine.rawPayload).toEqual(PDF_BYTES);
    expect((await get(admin.headers)).statusCode).toBe(200);
    // Nor through the generic API.
    expect((await t.app.inject({ method: 'GET', url: `/api/v1/files/${id}`, headers: stranger.headers })).statusCode).toBe(404);
  });

  it("keeps an upload its creator's: another user can neither see its offset, continue nor cancel it", async () => {
    const created = await tusClient(t, owner.headers).create(png.length, { filename: 'mine.png' });
    const location = created.headers.location as string;
    const theirs = tusClient(t, stranger.headers);
    expect((await theirs.head(location)).statusCode).toBe(404);
    expect((await theirs.patch(location, 0, png)).statusCode).toBe(404);
    expect((await theirs.remove(location)).statusCode).toBe(404);
    expect((await tusClient(t, owner.headers).remove(location)).statusCode).toBe(204);
    expect((await tusClient(t, owner.headers).head(location)).statusCode).toBe(404);
  });

  it('asks anti-forgery on every unsafe call and a signed-in user to upload', async () => {
    const created = await tusClient(t, owner.headers).create(png.length, { filename: 'x.png' });
    const location = created.headers.location as string;
    const forged = tusClient(t, withoutToken(owner.headers));
    expect((await forged.create(10, { filename: 'a.txt' })).statusCode).toBe(419);
    expect((await forged.patch(location, 0, png)).statusCode).toBe(419);
    expect((await forged.remove(location)).statusCode).toBe(419);
    const visitor = await tusClient(t, await visitorHeaders(t)).create(10, { filename: 'a.txt' });
    expect(visitor.statusCode).toBe(401);
  });

  it('counts new uploads per account: past the hourly limit a 429 with Retry-After, others unaffected', async () => {
    const busy = await signIn(t);
    const tus = tusClient(t, busy.headers);
    for (let i = 0; i < LIMITS.uploadsByAccount.points; i++) expect((await tus.create(10, { filename: 'a.txt' })).statusCode).toBe(201);
    const refused = await tus.create(10, { filename: 'a.txt' });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect((await tusClient(t, stranger.headers).create(10, { filename: 'a.txt' })).statusCode).toBe(201);
  });

  it('never serves an SVG inline, and previews it as pixels', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="20" height="10"><script>alert(1)</script><rect width="20" height="10" fill="red"/></svg>');
    const done = await uploadWhole(t, owner.headers, svg, { filename: 'logo.svg' });
    expect(done.statusCode).toBe(200);
    const { attributes } = done.json().data;
    expect(attributes).toMatchObject({ mimeType: 'image/svg+xml', metadata: { category: 'svg' } });
    const served = await t.app.inject({ method: 'GET', url: attributes.url });
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    const preview = await t.app.inject({ method: 'GET', url: attributes.previewUrl });
    expect(preview.headers['content-type']).toBe('image/webp');
  });

  it('removes the bytes and the preview of a file deleted through the API, once the delete has committed', async () => {
    const done = await uploadWhole(t, owner.headers, await pngBytes(), { filename: 'gone.png' });
    const { id } = done.json().data;
    expect(await t.app.fileStorage.read(`${id}.preview.webp`)).not.toBeNull();
    // A public file: a stranger sees it, and may not delete it.
    expect((await t.app.inject({ method: 'DELETE', url: `/api/v1/files/${id}`, headers: stranger.headers })).statusCode).toBe(403);
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/v1/files/${id}`, headers: { ...owner.headers, accept: 'application/vnd.api+json' } });
    expect(deleted.statusCode).toBe(204);
    while ((await t.app.jobs.runDue()) > 0);
    expect(await t.app.fileStorage.read(id)).toBeNull();
    expect(await t.app.fileStorage.read(`${id}.preview.webp`)).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: `/services/files/${id}` })).statusCode).toBe(404);
  });

  it('finds a file by its slug', async () => {
    const done = await uploadWhole(t, owner.headers, PDF_BYTES, { filename: 'guide.pdf' });
    const { id } = done.json().data;
    await t.database.db.update(tableOf(files)).set({ slug: 'user-guide' }).where(eq(tableOf(files).id, id));
    const served = await t.app.inject({ method: 'GET', url: '/services/files/user-guide' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-disposition']).toMatch(/^inline; filename="guide.pdf"/);
    expect((await t.app.inject({ method: 'GET', url: '/services/files/no-such-guide' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/services/files/guide%00' })).statusCode).toBe(400);
  });
});

describe('uploads kept in an S3-compatible store', () => {
  let t: TestApp;
  let s3: TestS3;
  let dataDir: string;
  beforeAll(async () => {
    s3 = await startTestS3();
    dataDir = await mkdtemp(join(tmpdir(), 'relais-files-s3-'));
    t = await createTestApp('pglite', { env: { DATA_DIR: dataDir, ...s3.env } });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('stores the file and its preview in the bucket, not on disk, and serves them back', async () => {
    const owner = await signIn(t);
    const png = await pngBytes(40, 40);
    const done = await uploadWhole(t, owner.headers, png, { filename: 'dot.png' });
    expect(done.statusCode).toBe(200);
    const { id, attributes } = done.json().data;
    expect(await t.app.fileStorage.read(id)).not.toBeNull();
    await expect(readdir(join(dataDir, 'files'))).rejects.toThrow();
    const served = await t.app.inject({ method: 'GET', url: attributes.url });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBe(attributes.size);
    expect((await t.app.inject({ method: 'GET', url: attributes.previewUrl })).headers['content-type']).toBe('image/webp');
  });
});

describe('an upload by tus-js-client over real HTTP, as the web sends it', () => {
  let t: TestApp;
  let dataDir: string;
  let origin: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'relais-files-http-'));
    t = await createTestApp('pglite', { env: { DATA_DIR: dataDir } });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('sends the file in chunks with the anti-forgery token and receives the stored file', async () => {
    const { Upload } = await import('tus-js-client');
    const owner = await signIn(t);
    const content = Buffer.from('line of a long text file\n'.repeat(4000));
    const chunks: number[] = [];
    const stored = await new Promise<{ data: { id: string; attributes: { size: number; mimeType: string } } }>((resolve, reject) => {
      const upload = new Upload(content, {
        endpoint: `${origin}/api/v1/services/uploads`,
        chunkSize: 32 * 1024,
        metadata: { filename: 'long.txt', isPublic: 'false' },
        headers: { cookie: owner.headers.cookie!, 'x-xsrf-token': owner.headers['x-xsrf-token']! },
        retryDelays: null,
        onChunkComplete: (size) => chunks.push(size),
        onSuccess: ({ lastResponse }) => resolve(JSON.parse(lastResponse.getBody())),
        onError: reject,
      });
      upload.start();
    });
    expect(chunks.length).toBe(Math.ceil(content.length / (32 * 1024)));
    expect(stored.data.attributes).toMatchObject({ size: content.length, mimeType: 'text/plain' });
    const served = await fetch(`${origin}/services/files/${stored.data.id}`, { headers: { cookie: owner.headers.cookie! } });
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(content);
    expect((await fetch(`${origin}/services/files/${stored.data.id}`)).status).toBe(404);
  });
});
