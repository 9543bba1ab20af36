import { z } from 'zod';

/**
 * Open Badges 2.0 hosted verification (IMS Global, "Open Badges v2.0", https://www.imsglobal.org/spec/ob/v2p0/):
 * the assertion, its badge class and its issuer profile are JSON-LD documents at stable public URLs
 * of this site (`/api/v1/services/open-badges/…`); each document's `id` is its own URL. These
 * schemas are the shape the server answers and the check the tests make of it.
 */

export const OPEN_BADGES_V2_CONTEXT = 'https://w3id.org/openbadges/v2';

const url = z.url({ protocol: /^https?$/ });
/** ISO 8601 date-time with its zone, as OB 2.0 asks ("DateTime"). */
const dateTime = z.iso.datetime({ offset: true });

/** The issuer (`type: "Issuer"`, a Profile): an organization of the site. */
export const openBadgeIssuerDocument = z.object({
  '@context': z.literal(OPEN_BADGES_V2_CONTEXT),
  type: z.literal('Issuer'),
  id: url,
  name: z.string().min(1),
  url: url,
  email: z.email().optional(),
  description: z.string().optional(),
});
export type OpenBadgeIssuerDocument = z.infer<typeof openBadgeIssuerDocument>;

/** The badge class (`type: "BadgeClass"`): what the badge certifies, its image and criteria. */
export const openBadgeClassDocument = z.object({
  '@context': z.literal(OPEN_BADGES_V2_CONTEXT),
  type: z.literal('BadgeClass'),
  id: url,
  name: z.string().min(1),
  description: z.string().min(1),
  image: url,
  criteria: z.object({ id: url.optional(), narrative: z.string().min(1) }),
  issuer: url,
  tags: z.array(z.string()).optional(),
});
export type OpenBadgeClassDocument = z.infer<typeof openBadgeClassDocument>;

/** The recipient, by a salted SHA-256 of the e-mail address (the address itself is never published). */
export const openBadgeRecipient = z.object({
  type: z.literal('email'),
  hashed: z.literal(true),
  salt: z.string().min(8),
  identity: z.string().regex(/^sha256\$[0-9a-f]{64}$/),
});

/** The assertion (`type: "Assertion"`), verified by fetching its own `id` (`verification.type: "hosted"`). */
export const openBadgeAssertionDocument = z.object({
  '@context': z.literal(OPEN_BADGES_V2_CONTEXT),
  type: z.literal('Assertion'),
  id: url,
  recipient: openBadgeRecipient,
  badge: url,
  verification: z.object({ type: z.literal('hosted') }),
  issuedOn: dateTime,
  expires: dateTime.optional(),
  image: url,
  narrative: z.string().optional(),
});
export type OpenBadgeAssertionDocument = z.infer<typeof openBadgeAssertionDocument>;

/** A revoked assertion's hosted answer, sent with HTTP 410 Gone. */
export const openBadgeRevokedDocument = z.object({
  '@context': z.literal(OPEN_BADGES_V2_CONTEXT),
  type: z.literal('Assertion'),
  id: url,
  revoked: z.literal(true),
  revocationReason: z.string().optional(),
});
export type OpenBadgeRevokedDocument = z.infer<typeof openBadgeRevokedDocument>;

/** What the site shows of an issued assertion (its page, which a recruiter opens, and the member's list). */
export const openBadgeAssertionSummary = z.object({
  id: z.string(),
  recipientName: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  revocationReason: z.string().nullable(),
  isExpired: z.boolean(),
  /** The hosted assertion (JSON-LD) and the baked image. */
  jsonUrl: z.string(),
  imageUrl: z.string(),
  badge: z.object({ id: z.string(), title: z.string(), description: z.string().nullable(), imageUrl: z.string(), jsonUrl: z.string() }),
  issuer: z.object({ id: z.string(), name: z.string(), url: z.string().nullable(), jsonUrl: z.string() }),
});
export type OpenBadgeAssertionSummary = z.infer<typeof openBadgeAssertionSummary>;

/** `GET /api/v1/services/open-badges/assertions/:id/summary`. */
export const openBadgeAssertionAnswer = z.object({ data: openBadgeAssertionSummary });
export type OpenBadgeAssertionAnswer = z.infer<typeof openBadgeAssertionAnswer>;

/** `GET /api/v1/services/open-badges/mine`: the assertions issued to the signed-in member's addresses. */
export const myOpenBadgesAnswer = z.object({ data: z.array(openBadgeAssertionSummary) });
export type MyOpenBadgesAnswer = z.infer<typeof myOpenBadgesAnswer>;

/** A trainee's way through a badge's modules (`/open-badge-trainings/:session`). */
export const openBadgeTrainingProgress = z.object({
  id: z.string(),
  badge: z.object({ id: z.string(), title: z.string() }),
  issuer: z.object({ id: z.string(), name: z.string() }),
  requestedAt: z.string().nullable(),
  acceptedAt: z.string().nullable(),
  refusedAt: z.string().nullable(),
  refusedReason: z.string().nullable(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  /** Minutes, once finished. */
  duration: z.number().nullable(),
  modules: z.array(z.object({ id: z.string(), position: z.number(), title: z.string(), content: z.string().nullable(), startedAt: z.string().nullable(), finishedAt: z.string().nullable() })),
});
export type OpenBadgeTrainingProgress = z.infer<typeof openBadgeTrainingProgress>;

/** `GET /api/v1/services/open-badge-trainings/:session` and the answer of each start or finish. */
export const openBadgeTrainingProgressAnswer = z.object({ data: openBadgeTrainingProgress });
export type OpenBadgeTrainingProgressAnswer = z.infer<typeof openBadgeTrainingProgressAnswer>;

/** `GET /api/v1/services/open-badges/issuers/:id/jwks`: the issuer's public key that signs its Open Badges 3.0 credentials. */
export const openBadgeIssuerKeys = z.object({ keys: z.array(z.object({ kty: z.literal('OKP'), crv: z.literal('Ed25519'), x: z.string(), kid: z.string(), use: z.literal('sig'), alg: z.literal('EdDSA') })) });
export type OpenBadgeIssuerKeys = z.infer<typeof openBadgeIssuerKeys>;

/** The most organizations a badge's screen offers to train with. */
export const MAX_BADGE_TRAINERS = 20;

/**
 * `GET /api/v1/services/open-badges/badges/:id/trainers`: the organizations a member may ask for a
 * badge's training (`/open-badge-trainings/start/:issuer/:badge`), those whose access level reaches
 * the issuing level, by name; none for a badge without modules, unpublished or unknown.
 */
export const openBadgeTrainersAnswer = z.object({ data: z.array(z.object({ id: z.string(), name: z.string() })).max(MAX_BADGE_TRAINERS) });
export type OpenBadgeTrainersAnswer = z.infer<typeof openBadgeTrainersAnswer>;
