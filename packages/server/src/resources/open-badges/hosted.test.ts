import { createHash, createPublicKey, verify } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { myOpenBadgesAnswer, openBadgeAssertionAnswer, openBadgeAssertionDocument, openBadgeClassDocument, openBadgeIssuerDocument, openBadgeRevokedDocument } from '@relais/domain';
import { createThrough, systemContext } from '../../seed/operations.ts';
import { tablesOf } from '../../services/tables.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import type { SignedIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';
import { bakePng, pngChunks, unbakePng } from './baking.ts';
import { decodeStatusList } from './status-list.ts';

/**
 * Open Badges 2.0 hosted verification (issue "Open badges" item 7): the assertion, its badge class
 * and its issuer as JSON-LD at public URLs, a baked PNG that carries the assertion, expiry and
 * revocation honoured, the assertion's page and the member's own list.
 */

const CONTEXT = 'https://w3id.org/openbadges/v2';

/** The OB 2.0 shape, checked by hand as well as by the contract (so that a lax contract cannot pass it). */
function expectAssertionShape(document: Record<string, unknown>, url: string) {
  expect(document['@context']).toBe(CONTEXT);
  expect(document.type).toBe('Assertion');
  expect(document.id).toBe(url);
  expect(document.verification).toEqual({ type: 'hosted' });
  const recipient = document.recipient as Record<string, unknown>;
  expect(recipient).toMatchObject({ type: 'email', hashed: true });
  expect(String(recipient.identity)).toMatch(/^sha256\$[0-9a-f]{64}$/);
  expect(Number.isNaN(Date.parse(String(document.issuedOn)))).toBe(false);
  expect(String(document.badge)).toMatch(/^https?:\/\/.+\/api\/v1\/services\/open-badges\/badges\/[0-9a-f-]{36}$/);
  expect(openBadgeAssertionDocument.safeParse(document).success).toBe(true);
}

describe('baking', () => {
  it('puts the assertion in an iTXt chunk before the image data, replacing an earlier one', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 4, background: '#123456' } }).png().toBuffer();
    const once = bakePng(png, '{"a":1}');
    const twice = bakePng(once, '{"a":"é"}');
    expect(unbakePng(png)).toBeNull();
    expect(unbakePng(twice)).toBe('{"a":"é"}');
    const types = pngChunks(twice).map((chunk) => chunk.type);
    expect(types.filter((type) => type === 'iTXt')).toHaveLength(1);
    expect(types.indexOf('iTXt')).toBeLessThan(types.indexOf('IDAT'));
    // Still an image a decoder reads.
    expect((await sharp(twice).metadata()).width).toBe(4);
    expect(() => bakePng(Buffer.from('not a png'), '{}')).toThrow();
  });
});

describe.each(TEST_DATABASES)('open badges 2.0 hosted verification on %s', (databaseKind) => {
  let t: TestApp;
  let recipient: SignedIn;
  let stranger: SignedIn;
  let issuer: string;
  let badge: string;
  let draft: string;
  let assertion: string;
  const base = '/api/v1/services/open-badges';
  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });

  beforeAll(async () => {
    t = await createTestApp(databaseKind);
    recipient = await signIn(t, { email: 'Ana.Lima@example.test' });
    stranger = await signIn(t);
    const ctx = systemContext(t.database.db);
    issuer = await createThrough(ctx, 'organizations', { name: 'Issuing lab', externalUrl: 'https://lab.example.test', contactEmail: 'badges@lab.example.test' }, { accessLevel: ['access-levels', 'member_level_1'] });
    badge = await createThrough(ctx, 'open-badges', { title: 'Switch access', description: '<p>Sets up <b>switch</b> scanning.</p>', validityDuration: 365, publishedAt: new Date().toISOString() });
    draft = await createThrough(ctx, 'open-badges', { title: 'Draft' });
    assertion = await createThrough(ctx, 'open-badge-assertions', { recipientName: 'Ana Lima', recipientEmail: 'ana.lima@example.test' }, { badge: ['open-badges', badge], issuer: ['organizations', issuer] });
  }, 60_000);
  afterAll(() => t.close());

  it('answers the assertion as OB 2.0 JSON-LD, with the recipient hashed and the expiry from the validity', async () => {
    const response = await get(`${base}/assertions/${assertion}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/ld\+json/);
    const document = response.json();
    expectAssertionShape(document, `${t.app.config.appUrl}${base}/assertions/${assertion}`);
    expect(response.body).not.toContain('ana.lima');
    const { salt, identity } = document.recipient;
    expect(identity).toBe(`sha256$${createHash('sha256').update(`ana.lima@example.test${salt}`).digest('hex')}`);
    const days = (Date.parse(document.expires) - Date.parse(document.issuedOn)) / 86_400_000;
    expect(days).toBe(365);
    // The same document each time: the salt is stable.
    expect((await get(`${base}/assertions/${assertion}`)).json()).toEqual(document);
  });

  it('answers the badge class and the issuer its assertion names, each at its own id', async () => {
    const document = (await get(`${base}/assertions/${assertion}`)).json();
    const badgeResponse = await get(new URL(document.badge).pathname);
    expect(badgeResponse.statusCode, badgeResponse.body).toBe(200);
    const badgeClass = badgeResponse.json();
    expect(openBadgeClassDocument.parse(badgeClass)).toMatchObject({ '@context': CONTEXT, type: 'BadgeClass', id: document.badge, description: 'Sets up switch scanning.' });
    const issuerResponse = await get(new URL(badgeClass.issuer).pathname);
    expect(issuerResponse.statusCode, issuerResponse.body).toBe(200);
    expect(openBadgeIssuerDocument.parse(issuerResponse.json())).toEqual({
      '@context': CONTEXT,
      type: 'Issuer',
      id: badgeClass.issuer,
      name: 'Issuing lab',
      url: 'https://lab.example.test',
      email: 'badges@lab.example.test',
    });
    const image = await get(new URL(badgeClass.image).pathname);
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('png');
  });

  it('bakes the hosted assertion into the PNG it downloads', async () => {
    const response = await get(`${base}/assertions/${assertion}/image?download=1`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe('attachment; filename="switch-access.png"');
    const baked = unbakePng(response.rawPayload);
    expect(baked).not.toBeNull();
    expect(JSON.parse(baked!)).toEqual((await get(`${base}/assertions/${assertion}`)).json());
    expectAssertionShape(JSON.parse(baked!), `${t.app.config.appUrl}${base}/assertions/${assertion}`);
  });

  it('answers the same assertion as an Open Badges 3.0 credential, a VC-JWT its issuer’s published key verifies', async () => {
    const response = await get(`${base}/assertions/${assertion}/credential`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/vc\+jwt/);
    const [header, payload, signature] = response.body.split('.');
    const head = JSON.parse(Buffer.from(header!, 'base64url').toString());
    expect(head).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
    const credential = JSON.parse(Buffer.from(payload!, 'base64url').toString());
    expect(credential['@context']).toEqual(['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json']);
    expect(credential.type).toEqual(['VerifiableCredential', 'OpenBadgeCredential']);
    expect(credential.credentialSubject.achievement).toMatchObject({ type: ['Achievement'], name: 'Switch access' });
    expect(credential.credentialSubject.identifier[0]).toMatchObject({ identityType: 'emailAddress', hashed: true });
    expect(response.body).not.toContain('ana.lima');
    const keys = (await get(new URL(head.kid).pathname)).json().keys;
    const key = createPublicKey({ key: { ...keys[0] }, format: 'jwk' });
    expect(verify(null, Buffer.from(`${header}.${payload}`), key, Buffer.from(signature!, 'base64url'))).toBe(true);
    // Another issuer's key does not verify it.
    const ctx = systemContext(t.database.db);
    const other = await createThrough(ctx, 'organizations', { name: 'Other lab' }, { accessLevel: ['access-levels', 'member_level_1'] });
    await createThrough(ctx, 'open-badge-assertions', { recipientName: 'E', recipientEmail: 'e@example.test' }, { badge: ['open-badges', badge], issuer: ['organizations', other] });
    const otherKey = createPublicKey({ key: (await get(`${base}/issuers/${other}/jwks`)).json().keys[0], format: 'jwk' });
    expect(verify(null, Buffer.from(`${header}.${payload}`), otherKey, Buffer.from(signature!, 'base64url'))).toBe(false);
  });

  it('flags revoked and deleted assertions in the issuer’s Bitstring Status List, a credential its key signs and each OB 3.0 credential names', async () => {
    const ctx = systemContext(t.database.db);
    const lab = await createThrough(ctx, 'organizations', { name: 'Status lab' }, { accessLevel: ['access-levels', 'member_level_1'] });
    const issue = (name: string) => createThrough(ctx, 'open-badge-assertions', { recipientName: name, recipientEmail: `${name.toLowerCase()}@example.test` }, { badge: ['open-badges', badge], issuer: ['organizations', lab] });
    const [kept, revoked, deleted] = [await issue('Kept'), await issue('Revoked'), await issue('Deleted')];
    const decode = (jwt: string) => jwt.split('.').map((part, at) => (at < 2 ? JSON.parse(Buffer.from(part, 'base64url').toString()) : part));
    const statusOf = async (id: string) => decode((await get(`${base}/assertions/${id}/credential`)).body)[1].credentialStatus;
    const [keptStatus, revokedStatus, deletedStatus] = [await statusOf(kept), await statusOf(revoked), await statusOf(deleted)];
    const listUrl = `${t.app.config.appUrl}${base}/issuers/${lab}/status-lists/0`;
    const index = Number(keptStatus.statusListIndex);
    expect(keptStatus).toEqual({ id: `${listUrl}#${index}`, type: 'BitstringStatusListEntry', statusPurpose: 'revocation', statusListIndex: String(index), statusListCredential: listUrl });
    expect([revokedStatus.statusListIndex, deletedStatus.statusListIndex]).toEqual([String(index + 1), String(index + 2)]);

    const assertions = tablesOf('open-badge-assertions').table;
    await t.database.db.update(assertions).set({ revokedAt: new Date(), revocationReason: 'Issued by mistake' }).where(eq(assertions.id, revoked));
    await t.database.db.delete(assertions).where(eq(assertions.id, deleted));
    const response = await get(new URL(listUrl).pathname);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/vc\+jwt/);
    expect(response.headers['cache-control']).toBe('no-cache');
    const [header, payload, signature] = response.body.split('.');
    const [head, list] = decode(response.body);
    expect(head).toMatchObject({ alg: 'EdDSA', typ: 'vc+jwt' });
    const key = createPublicKey({ key: (await get(new URL(head.kid).pathname)).json().keys[0], format: 'jwk' });
    expect(verify(null, Buffer.from(`${header}.${payload}`), key, Buffer.from(signature!, 'base64url'))).toBe(true);
    expect(list).toMatchObject({
      '@context': ['https://www.w3.org/ns/credentials/v2'],
      id: listUrl,
      type: ['VerifiableCredential', 'BitstringStatusListCredential'],
      issuer: `${t.app.config.appUrl}${base}/issuers/${lab}`,
      credentialSubject: { id: `${listUrl}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation' },
    });
    // A verifier's reading: 16 KB of bits once unzipped, the revoked and the deleted ones set.
    const encoded = list.credentialSubject.encodedList as string;
    expect(encoded.startsWith('u')).toBe(true);
    expect(gunzipSync(Buffer.from(encoded.slice(1), 'base64url')).length).toBe(16_384);
    // Set: the revoked and the deleted; not the kept one (every index below it is another issuer's).
    const flagged = decodeStatusList(encoded, gunzipSync);
    expect([flagged.has(index), flagged.has(index + 1), flagged.has(index + 2)]).toEqual([false, true, true]);
    expect(flagged.size).toBe(index + 2);
    // The revoked credential is no longer handed out; a list it does not reach, or an issuer of nothing, is 404.
    expect((await get(`${base}/assertions/${revoked}/credential`)).statusCode).toBe(404);
    expect((await get(`${base}/issuers/${lab}/status-lists/1`)).statusCode).toBe(404);
    expect((await get(`${base}/issuers/${lab}/status-lists/x`)).statusCode).toBe(400);
    const quiet = await createThrough(ctx, 'organizations', { name: 'Quiet status lab' });
    expect((await get(`${base}/issuers/${quiet}/status-lists/0`)).statusCode).toBe(404);
    // Each issue takes the next index, none shared, none given again (the deleted one's stays flagged).
    const more = await Promise.all(['F', 'G', 'H'].map((name) => issue(name)));
    const indexes = (await t.database.db.select({ index: assertions.statusListIndex }).from(assertions).where(eq(assertions.issuerId, lab))).map((row) => Number(row.index));
    expect(new Set(indexes).size).toBe(5);
    expect(Math.min(...indexes.filter((at) => at > index + 1))).toBe(index + 3);
    expect(more).toHaveLength(3);
  });

  it('tells a draft badge, an unknown or deleted assertion and an organization that never issued from nothing: 404', async () => {
    expect((await get(`${base}/badges/${draft}`)).statusCode).toBe(404);
    expect((await get(`${base}/badges/${draft}/image`)).statusCode).toBe(404);
    expect((await get(`${base}/assertions/00000000-0000-4000-8000-000000000000`)).statusCode).toBe(404);
    expect((await get(`${base}/assertions/not-an-id`)).statusCode).toBe(404);
    const ctx = systemContext(t.database.db);
    const quiet = await createThrough(ctx, 'organizations', { name: 'Quiet lab' });
    expect((await get(`${base}/issuers/${quiet}`)).statusCode).toBe(404);
    const gone = await createThrough(ctx, 'open-badge-assertions', { recipientName: 'B', recipientEmail: 'b@example.test' }, { badge: ['open-badges', badge], issuer: ['organizations', issuer] });
    await t.database.db.delete(tablesOf('open-badge-assertions').table).where(eq(tablesOf('open-badge-assertions').table.id, gone));
    expect((await get(`${base}/assertions/${gone}`)).statusCode).toBe(404);
    expect((await get(`${base}/assertions/${gone}/summary`)).statusCode).toBe(404);
  });

  it('honours expiry (the page says so) and revocation (410 with the reason, no image)', async () => {
    const ctx = systemContext(t.database.db);
    const expired = await createThrough(ctx, 'open-badge-assertions', { recipientName: 'C', recipientEmail: 'c@example.test', issuedAt: '2020-01-01T00:00:00Z', expiresAt: '2021-01-01T00:00:00Z' }, { badge: ['open-badges', badge], issuer: ['organizations', issuer] });
    const expiredDocument = (await get(`${base}/assertions/${expired}`)).json();
    expect(expiredDocument.expires).toBe('2021-01-01T00:00:00.000Z');
    expect((await get(`${base}/assertions/${expired}/summary`)).json().data).toMatchObject({ isExpired: true, expiresAt: '2021-01-01T00:00:00.000Z' });

    const revoked = await createThrough(ctx, 'open-badge-assertions', { recipientName: 'D', recipientEmail: 'd@example.test' }, { badge: ['open-badges', badge], issuer: ['organizations', issuer] });
    await t.database.db.update(tablesOf('open-badge-assertions').table).set({ revokedAt: new Date(), revocationReason: 'Issued by mistake' }).where(eq(tablesOf('open-badge-assertions').table.id, revoked));
    const response = await get(`${base}/assertions/${revoked}`);
    expect(response.statusCode).toBe(410);
    expect(openBadgeRevokedDocument.parse(response.json())).toMatchObject({ revoked: true, revocationReason: 'Issued by mistake' });
    expect((await get(`${base}/assertions/${revoked}/image`)).statusCode).toBe(404);
    const summary = openBadgeAssertionAnswer.parse((await get(`${base}/assertions/${revoked}/summary`)).json());
    expect(summary.data).toMatchObject({ revocationReason: 'Issued by mistake', recipientName: 'D' });
    expect(summary.data.revokedAt).not.toBeNull();
  });

  it('gives the assertion page to anyone with its link, and each member their own badges only', async () => {
    const page = await get(`${base}/assertions/${assertion}/summary`);
    expect(page.statusCode, page.body).toBe(200);
    expect(openBadgeAssertionAnswer.parse(page.json()).data).toMatchObject({ recipientName: 'Ana Lima', isExpired: false, badge: { title: 'Switch access' }, issuer: { name: 'Issuing lab' } });

    const mine = await get(`${base}/mine`, recipient.headers);
    expect(mine.statusCode, mine.body).toBe(200);
    expect(myOpenBadgesAnswer.parse(mine.json()).data.map((row) => row.id)).toEqual([assertion]);
    expect((await get(`${base}/mine`, stranger.headers)).json().data).toEqual([]);
    expect((await get(`${base}/mine`)).statusCode).toBe(401);
    // An unverified address is not the member's.
    const users = tablesOf('users').table;
    await t.database.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, recipient.userId));
    expect((await get(`${base}/mine`, recipient.headers)).json().data).toEqual([]);
    await t.database.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.id, recipient.userId));
  });
});
