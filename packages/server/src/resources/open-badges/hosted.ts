import { createHash, createHmac } from 'node:crypto';
import { desc, eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { Locale, OpenBadgeAssertionDocument, OpenBadgeAssertionSummary, OpenBadgeClassDocument, OpenBadgeIssuerDocument, OpenBadgeRevokedDocument } from '@relais/domain';
import { files, isAssertionExpired, openBadgeAssertions, openBadges, OPEN_BADGES_V2_CONTEXT, organizations, users } from '@relais/domain';
import type { Executor } from '../../db/client.ts';
import type { FileStorage } from '../../files/storage.ts';
import { localize } from '../../services/localize.ts';
import { tableOf } from '../../services/tables.ts';

/**
 * Open Badges 2.0 hosted verification (spec, issue "Open badges" item 7): the documents a verifier
 * fetches at the stable public URLs under `/api/v1/services/open-badges/`, built from the assertion,
 * badge and organization rows. Only a published badge and an assertion still kept exist here; the recipient's address is published only as a salted hash.
 */

export interface HostedContext {
  db: Executor;
  /** The site's address, without a trailing slash. */
  appUrl: string;
  /** Keys the recipient's salt: the same assertion always gets the same salt. */
  secret: string;
  locale: Locale;
  defaultLocale: Locale;
}

export const hostedUrls = (appUrl: string) => {
  const base = `${appUrl}/api/v1/services/open-badges`;
  return {
    assertion: (id: string) => `${base}/assertions/${id}`,
    assertionImage: (id: string) => `${base}/assertions/${id}/image`,
    badge: (id: string) => `${base}/badges/${id}`,
    badgeImage: (id: string) => `${base}/badges/${id}/image`,
    issuer: (id: string) => `${base}/issuers/${id}`,
  };
};

const ID = /^[0-9a-f-]{36}$/i;
const plain = (html: string | null) => (html ?? '').replace(/<[^>]*>/g, ' ').replace(/&nbsp;/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/\s+/g, ' ').trim();

type Row = Record<string, unknown>;

async function liveAssertion(db: Executor, id: string): Promise<Row | null> {
  if (!ID.test(id)) return null;
  const table = tableOf(openBadgeAssertions);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return (row as Row | undefined) ?? null;
}

async function publishedBadge(db: Executor, id: string): Promise<Row | null> {
  if (!ID.test(id)) return null;
  const table = tableOf(openBadges);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return row && row.publishedAt ? (row as Row) : null;
}

async function issuerRow(db: Executor, id: string): Promise<Row | null> {
  if (!ID.test(id)) return null;
  const table = tableOf(organizations);
  const [row] = await db.select().from(table).where(eq(table.id, id));
  return (row as Row | undefined) ?? null;
}

/** An organization issues only once it has issued: a Profile exists for an issuer of a live assertion. */
async function hasIssued(db: Executor, issuerId: string): Promise<boolean> {
  const table = tableOf(openBadgeAssertions);
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.issuerId, issuerId)).limit(1);
  return row !== undefined;
}

const iso = (value: unknown) => new Date(value as Date).toISOString();

export function recipientOf(ctx: Pick<HostedContext, 'secret'>, assertion: { id: string; recipientEmail: string }) {
  const salt = createHmac('sha256', ctx.secret).update(`open-badge-salt:${assertion.id}`).digest('hex').slice(0, 32);
  const identity = `sha256$${createHash('sha256').update(assertion.recipientEmail.trim().toLowerCase() + salt).digest('hex')}`;
  return { type: 'email' as const, hashed: true as const, salt, identity };
}

/** The hosted assertion, or its revocation (answered with 410), or null when there is none. */
export async function assertionDocument(ctx: HostedContext, id: string): Promise<{ revoked: false; document: OpenBadgeAssertionDocument } | { revoked: true; document: OpenBadgeRevokedDocument } | null> {
  const row = await liveAssertion(ctx.db, id);
  if (!row) return null;
  const urls = hostedUrls(ctx.appUrl);
  if (row.revokedAt) {
    const reason = row.revocationReason ? String(row.revocationReason) : undefined;
    return { revoked: true, document: { '@context': OPEN_BADGES_V2_CONTEXT, type: 'Assertion', id: urls.assertion(id), revoked: true, ...(reason ? { revocationReason: reason } : {}) } };
  }
  if (!(await publishedBadge(ctx.db, String(row.badgeId)))) return null;
  return {
    revoked: false,
    document: {
      '@context': OPEN_BADGES_V2_CONTEXT,
      type: 'Assertion',
      id: urls.assertion(id),
      recipient: recipientOf(ctx, { id, recipientEmail: String(row.recipientEmail) }),
      badge: urls.badge(String(row.badgeId)),
      verification: { type: 'hosted' },
      issuedOn: iso(row.issuedAt ?? row.createdAt),
      ...(row.expiresAt ? { expires: iso(row.expiresAt) } : {}),
      image: urls.assertionImage(id),
    },
  };
}

/** The badge class of a published badge, issued by the assertion's issuer it is read through (or its first issuer). */
export async function badgeClassDocument(ctx: HostedContext, id: string, issuerId?: string): Promise<OpenBadgeClassDocument | null> {
  const badge = await publishedBadge(ctx.db, id);
  if (!badge) return null;
  let issuer = issuerId;
  if (!issuer) {
    const table = tableOf(openBadgeAssertions);
    const [first] = await ctx.db.select({ issuerId: table.issuerId }).from(table).where(eq(table.badgeId, id)).orderBy(table.issuedAt).limit(1);
    issuer = first?.issuerId ? String(first.issuerId) : undefined;
  }
  const urls = hostedUrls(ctx.appUrl);
  const title = localize<string>(badge.title, ctx.locale, ctx.defaultLocale) ?? '';
  const description = plain(localize<string>(badge.description, ctx.locale, ctx.defaultLocale)) || title;
  return {
    '@context': OPEN_BADGES_V2_CONTEXT,
    type: 'BadgeClass',
    id: urls.badge(id),
    name: title,
    description,
    image: urls.badgeImage(id),
    criteria: { narrative: description },
    // A badge no organization issued yet names the site as its issuer's home.
    issuer: issuer ? urls.issuer(issuer) : `${ctx.appUrl}/`,
  };
}

/** The issuer profile of an organization that issued at least one live assertion. */
export async function issuerDocument(ctx: HostedContext, id: string): Promise<OpenBadgeIssuerDocument | null> {
  const organization = await issuerRow(ctx.db, id);
  if (!organization || !(await hasIssued(ctx.db, id))) return null;
  const email = organization.contactEmail ? String(organization.contactEmail) : undefined;
  const description = plain(localize<string>(organization.shortDescription, ctx.locale, ctx.defaultLocale));
  return {
    '@context': OPEN_BADGES_V2_CONTEXT,
    type: 'Issuer',
    id: hostedUrls(ctx.appUrl).issuer(id),
    name: String(organization.name),
    url: organization.externalUrl && /^https?:\/\//.test(String(organization.externalUrl)) ? String(organization.externalUrl) : `${ctx.appUrl}/`,
    ...(email && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? { email } : {}),
    ...(description ? { description } : {}),
  };
}

/** The badge's picture as a square PNG: its image file, or a plain medal drawn with its initials. */
export async function badgeImagePng(db: Executor, storage: FileStorage, badge: Row): Promise<Buffer> {
  const size = 512;
  if (badge.imageId) {
    const table = tableOf(files);
    const [file] = await db.select().from(table).where(eq(table.id, String(badge.imageId)));
    if (file?.isUploaded && file.storagePath) {
      const stream = await storage.read(String(file.storagePath));
      if (stream) {
        const parts: Buffer[] = [];
        for await (const part of stream) parts.push(Buffer.from(part as Uint8Array));
        try {
          return await sharp(Buffer.concat(parts)).resize(size, size, { fit: 'contain', background: { r: 255, g: 255, b: 255, alpha: 0 } }).png().toBuffer();
        } catch {
          // Not an image sharp reads: the drawn medal stands in.
        }
      }
    }
  }
  const title = Object.values((badge.title ?? {}) as Record<string, string>).find(Boolean) ?? '?';
  const initials = title
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')
    .replace(/[<>&"']/g, '');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><circle cx="256" cy="256" r="240" fill="#1d4f91"/><circle cx="256" cy="256" r="200" fill="none" stroke="#ffffff" stroke-width="12"/><text x="256" y="300" font-family="sans-serif" font-size="150" font-weight="bold" fill="#ffffff" text-anchor="middle">${initials}</text></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

export { publishedBadge, liveAssertion };

/** What the site shows of assertions (their page, the member's list). */
export async function assertionSummaries(ctx: HostedContext, rows: readonly Row[]): Promise<OpenBadgeAssertionSummary[]> {
  if (!rows.length) return [];
  const badgeTable = tableOf(openBadges);
  const orgTable = tableOf(organizations);
  const badgeIds = [...new Set(rows.map((row) => String(row.badgeId)))];
  const issuerIds = [...new Set(rows.map((row) => String(row.issuerId)))];
  const badges = new Map((await ctx.db.select().from(badgeTable).where(inArray(badgeTable.id, badgeIds))).map((badge) => [badge.id, badge as Row]));
  const issuers = new Map((await ctx.db.select().from(orgTable).where(inArray(orgTable.id, issuerIds))).map((issuer) => [issuer.id, issuer as Row]));
  const urls = hostedUrls(ctx.appUrl);
  const now = new Date();
  return rows.flatMap((row) => {
    const badge = badges.get(String(row.badgeId));
    const issuer = issuers.get(String(row.issuerId));
    if (!badge || !issuer || !badge.publishedAt) return [];
    const id = String(row.id);
    const expiresAt = row.expiresAt ? iso(row.expiresAt) : null;
    return [
      {
        id,
        recipientName: String(row.recipientName),
        issuedAt: iso(row.issuedAt ?? row.createdAt),
        expiresAt,
        revokedAt: row.revokedAt ? iso(row.revokedAt) : null,
        revocationReason: row.revocationReason ? String(row.revocationReason) : null,
        isExpired: isAssertionExpired({ expiresAt }, now),
        jsonUrl: urls.assertion(id),
        imageUrl: urls.assertionImage(id),
        badge: {
          id: String(badge.id),
          title: localize<string>(badge.title, ctx.locale, ctx.defaultLocale) ?? '',
          description: localize<string>(badge.description, ctx.locale, ctx.defaultLocale),
          imageUrl: urls.badgeImage(String(badge.id)),
          jsonUrl: urls.badge(String(badge.id)),
        },
        issuer: { id: String(issuer.id), name: String(issuer.name), url: issuer.externalUrl ? String(issuer.externalUrl) : null, jsonUrl: urls.issuer(String(issuer.id)) },
      },
    ];
  });
}

/** The assertions issued to a member's verified address (in any case), newest first. */
export async function memberAssertionRows(db: Executor, userId: string): Promise<Row[]> {
  const userTable = tableOf(users);
  const [user] = await db.select({ email: userTable.email, verifiedAt: userTable.emailVerifiedAt }).from(userTable).where(eq(userTable.id, userId));
  // Only a verified address is the member's: anyone may type any address at registration.
  if (!user?.email || !user.verifiedAt) return [];
  const table = tableOf(openBadgeAssertions);
  return (await db
    .select()
    .from(table)
    .where(sql`lower(${table.recipientEmail}) = ${String(user.email).toLowerCase()}`)
    .orderBy(desc(table.issuedAt))
    .limit(200)) as Row[];
}
