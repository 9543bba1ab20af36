import type { HostedContext } from './hosted.ts';
import { assertionDocument, badgeClassDocument, hostedUrls, issuerDocument, liveAssertion } from './hosted.ts';
import { signCredential } from './signing.ts';
import { credentialStatusOf } from './status-list.ts';

/**
 * The same assertion as an Open Badges 3.0 verifiable credential (issue 25 item 7, "beyond the
 * anchors"), secured as a VC-JWT (JOSE, `alg: EdDSA`, Ed25519; docs/decisions.md). Each issuer
 * organization has its own key, derived from the server's secret and the organization's id (nothing
 * stored); its public key is published as a JWK set at `issuers/:id/jwks`, named by the JWT's `kid`.
 * Its `credentialStatus` points at the issuer's Bitstring Status List (`status-list.ts`).
 */

export const OB3_CONTEXTS = ['https://www.w3.org/ns/credentials/v2', 'https://purl.imsglobal.org/spec/ob/v3p0/context-3.0.3.json'] as const;

/** The signed credential (a compact JWS) of a live, unrevoked assertion, or null. */
export async function assertionCredential(ctx: HostedContext, id: string): Promise<string | null> {
  const hosted = await assertionDocument(ctx, id);
  if (!hosted || hosted.revoked) return null;
  const row = (await liveAssertion(ctx.db, id))!;
  const issuerId = String(row.issuerId);
  const [badge, issuer] = await Promise.all([badgeClassDocument(ctx, String(row.badgeId), issuerId), issuerDocument(ctx, issuerId)]);
  if (!badge || !issuer) return null;
  const urls = hostedUrls(ctx.appUrl);
  const credential = {
    '@context': [...OB3_CONTEXTS],
    id: `${urls.assertion(id)}/credential`,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: urls.issuer(issuerId), type: ['Profile'], name: issuer.name, url: issuer.url },
    validFrom: hosted.document.issuedOn,
    ...(hosted.document.expires ? { validUntil: hosted.document.expires } : {}),
    name: badge.name,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [{ type: 'IdentityObject', identityHash: hosted.document.recipient.identity, identityType: 'emailAddress', hashed: true, salt: hosted.document.recipient.salt }],
      achievement: {
        id: badge.id,
        type: ['Achievement'],
        name: badge.name,
        description: badge.description,
        criteria: { narrative: badge.criteria.narrative },
        image: { id: badge.image, type: 'Image' },
      },
    },
    // Its place in the issuer's revocation list (an assertion issued before the lists has one since 0052).
    ...(row.statusListIndex == null ? {} : { credentialStatus: credentialStatusOf(ctx.appUrl, issuerId, Number(row.statusListIndex)) }),
  };
  return signCredential(ctx.secret, issuerId, ctx.appUrl, credential, {
    iss: credential.issuer.id,
    jti: credential.id,
    sub: hosted.document.recipient.identity,
    nbf: Math.floor(Date.parse(credential.validFrom) / 1000),
    ...(credential.validUntil ? { exp: Math.floor(Date.parse(credential.validUntil) / 1000) } : {}),
  });
}
