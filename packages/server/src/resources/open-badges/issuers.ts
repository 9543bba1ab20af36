import { eq } from 'drizzle-orm';
import { accessLevels, APP_ENV_ID, appEnv, canIssueBadges, organizations } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, relationshipPointer } from '../../http/errors.ts';
import { tableOf } from '../../services/tables.ts';

/** The issuer organization's level weight and the configured issuing weight (null when unset). */
async function issuingWeights(tx: Executor, issuerId: string) {
  const levels = tableOf(accessLevels);
  const orgs = tableOf(organizations);
  const envs = tableOf(appEnv);
  const [organization] = await tx.select({ weight: levels.weight }).from(orgs).innerJoin(levels, eq(levels.id, orgs.accessLevelId)).where(eq(orgs.id, issuerId));
  const [configured] = await tx.select({ weight: levels.weight }).from(envs).innerJoin(levels, eq(levels.id, envs.openBadgeIssuerAccessLevelId)).where(eq(envs.id, APP_ENV_ID));
  const weight = (row: { weight: unknown } | undefined) => (row?.weight == null ? null : Number(row.weight));
  return { organizationWeight: weight(organization), issuerWeight: weight(configured) };
}

/**
 * Refuses (403 at `issuer`, saying why) an issue by someone who does not administer the issuer
 * organization, or for an organization whose access level does not reach the configured
 * `openBadgeIssuerAccessLevel` (spec, domain "Open badges"). Administrators act for any organization,
 * but the level holds for them too: it is the organization that issues.
 */
export async function assertMayIssue(tx: Executor, actor: Actor, issuerId: string): Promise<void> {
  if (!actor.isAdmin && !actor.administeredOrganizationIds.has(issuerId)) {
    throw forbidden('Only an administrator of the issuer organization may issue its badges.', relationshipPointer('issuer'));
  }
  await assertIssuerLevel(tx, issuerId);
}

/** Refuses (403 at `issuer`) an organization whose access level does not reach the issuing level. */
export async function assertIssuerLevel(tx: Executor, issuerId: string): Promise<void> {
  const pointer = relationshipPointer('issuer');
  const weights = await issuingWeights(tx, issuerId);
  if (weights.issuerWeight === null) throw forbidden('No access level is configured for issuing badges (application settings, openBadgeIssuerAccessLevel).', pointer);
  if (!canIssueBadges(weights)) throw forbidden('The issuer organization’s access level does not reach the level required to issue badges.', pointer);
}

/** Organizations the actor administers: the issuers they act for. */
export const administered = (actor: Actor) => [...actor.administeredOrganizationIds];
