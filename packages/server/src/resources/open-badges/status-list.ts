import { gzipSync } from 'node:zlib';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import { openBadgeAssertions } from '@relais/domain';
import type { Executor } from '../../db/client.ts';
import { tableOf } from '../../services/tables.ts';
import type { HostedContext } from './hosted.ts';
import { hostedUrls, issuerDocument } from './hosted.ts';
import { signCredential } from './signing.ts';

/**
 * Open Badges 3.0 credential status (docs/decisions.md): each issuer publishes W3C Bitstring Status
 * Lists (v1.0) of purpose `revocation`, as credentials it signs like its badges (VC-JWT, EdDSA).
 * Every assertion gets the site's next index when issued (or moved to another issuer); in an
 * issuer's list a bit is set for every index given that no unrevoked assertion of that issuer holds
 * (revoked, deleted, moved away, or another issuer's), so a credential handed out before any of
 * these fails its status check.
 */

/** Bits per list: the specification's minimum size (16 KB), which gives group privacy. */
export const STATUS_LIST_SIZE = 131_072;

const ID = /^[0-9a-f-]{36}$/i;

/** The list an index is in, and its place there. */
export const statusListOf = (index: number) => ({ list: Math.floor(index / STATUS_LIST_SIZE), position: index % STATUS_LIST_SIZE });

export const statusListUrl = (appUrl: string, issuerId: string, list: number) => `${hostedUrls(appUrl).issuer(issuerId)}/status-lists/${list}`;

/** The `credentialStatus` of an assertion's credential. */
export function credentialStatusOf(appUrl: string, issuerId: string, index: number) {
  const { list } = statusListOf(index);
  const url = statusListUrl(appUrl, issuerId, list);
  return { id: `${url}#${index}`, type: 'BitstringStatusListEntry', statusPurpose: 'revocation', statusListIndex: String(index), statusListCredential: url };
}

/**
 * The next index, for an assertion issued now (or moved to another issuer): one sequence for the
 * whole site (migration 0052), so an index is never given twice, even after its assertion is deleted.
 */
export async function nextStatusListIndex(tx: Executor): Promise<number> {
  const [row] = ((await tx.execute(sql`select nextval('open_badge_status_list_index_seq') as index`)) as unknown as { rows: { index: number | string }[] }).rows;
  return Number(row!.index);
}

/** How many indexes were ever given (the sequence's next value). */
async function givenIndexes(db: Executor): Promise<number> {
  const [row] = ((await db.execute(sql`select last_value as last, is_called as called from open_badge_status_list_index_seq`)) as unknown as { rows: { last: number | string; called: boolean }[] }).rows;
  return row!.called ? Number(row!.last) + 1 : Number(row!.last);
}

/**
 * The bitstring of one list (index 0 is the first byte's most significant bit, as the
 * specification orders them), GZIP-compressed, as its multibase base64url `encodedList` (`u…`).
 */
export function encodeStatusList(setPositions: Iterable<number>): string {
  const bits = Buffer.alloc(STATUS_LIST_SIZE / 8);
  for (const position of setPositions) bits[position >> 3]! |= 0x80 >> (position & 7);
  return `u${gzipSync(bits).toString('base64url')}`;
}

/** Reads a list's `encodedList` back: the positions whose bit is set (the tests' verifier). */
export function decodeStatusList(encoded: string, gunzip: (data: Buffer) => Buffer): Set<number> {
  const bits = gunzip(Buffer.from(encoded.slice(1), 'base64url'));
  const set = new Set<number>();
  bits.forEach((byte, at) => {
    for (let bit = 0; bit < 8; bit++) if (byte & (0x80 >> bit)) set.add(at * 8 + bit);
  });
  return set;
}

/**
 * The signed status list credential of an issuer's `list`, or null for an organization that issued
 * nothing or a list beyond the ones its indexes reach.
 */
export async function statusListCredential(ctx: HostedContext, issuerId: string, list: number): Promise<string | null> {
  if (!ID.test(issuerId) || !Number.isInteger(list) || list < 0) return null;
  const issuer = await issuerDocument(ctx, issuerId);
  if (!issuer) return null;
  const assertions = tableOf(openBadgeAssertions);
  const from = list * STATUS_LIST_SIZE;
  const given = await givenIndexes(ctx.db);
  if (given <= from) return null;
  const rows = await ctx.db
    .select({ index: assertions.statusListIndex, revokedAt: assertions.revokedAt })
    .from(assertions)
    .where(and(eq(assertions.issuerId, issuerId), gte(assertions.statusListIndex, from), lt(assertions.statusListIndex, from + STATUS_LIST_SIZE)));
  const held = new Map(rows.map((row) => [Number(row.index) - from, row.revokedAt !== null]));
  const end = Math.min(given - 1 - from, STATUS_LIST_SIZE - 1);
  const revoked: number[] = [];
  for (let position = 0; position <= end; position++) if (held.get(position) !== false) revoked.push(position);
  const url = statusListUrl(ctx.appUrl, issuerId, list);
  const validFrom = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
  const credential = {
    '@context': ['https://www.w3.org/ns/credentials/v2'],
    id: url,
    type: ['VerifiableCredential', 'BitstringStatusListCredential'],
    issuer: hostedUrls(ctx.appUrl).issuer(issuerId),
    validFrom,
    credentialSubject: { id: `${url}#list`, type: 'BitstringStatusList', statusPurpose: 'revocation', encodedList: encodeStatusList(revoked) },
  };
  return signCredential(ctx.secret, issuerId, ctx.appUrl, credential, { iss: credential.issuer, jti: url, nbf: Math.floor(Date.parse(validFrom) / 1000) });
}
