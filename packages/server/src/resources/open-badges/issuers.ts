import { and, asc, count, eq, gte, isNotNull } from 'drizzle-orm';
import { accessLevels, APP_ENV_ID, appEnv, canIssueBadges, MAX_BADGE_TRAINERS, openBadges, openBadgeTrainingModules, organizations } from '@relais/domain';
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

/**
 * The organizations a member may ask for a badge's training (the start screen's `:issuer`): those
 * whose access level reaches the configured issuing level, by name, at most `MAX_BADGE_TRAINERS`;
 * none when the badge is not published, has no training modules, or no issuing level is set.
 */
export async function badgeTrainers(db: Executor, badgeId: string): Promise<{ id: string; name: string }[]> {
  if (!/^[0-9a-f-]{36}$/i.test(badgeId)) return [];
  const badges = tableOf(openBadges);
  const modules = tableOf(openBadgeTrainingModules);
  const [badge] = await db.select({ id: badges.id }).from(badges).where(and(eq(badges.id, badgeId), isNotNull(badges.publishedAt)));
  if (!badge) return [];
  const [taught] = await db.select({ count: count() }).from(modules).where(eq(modules.badgeId, badgeId));
  if (!taught || Number(taught.count) === 0) return [];
  const levels = tableOf(accessLevels);
  const envs = tableOf(appEnv);
  const [configured] = await db.select({ weight: levels.weight }).from(envs).innerJoin(levels, eq(levels.id, envs.openBadgeIssuerAccessLevelId)).where(eq(envs.id, APP_ENV_ID));
  if (configured?.weight == null) return [];
  const orgs = tableOf(organizations);
  const rows = await db
    .select({ id: orgs.id, name: orgs.name })
    .from(orgs)
    .innerJoin(levels, eq(levels.id, orgs.accessLevelId))
    .where(gte(levels.weight, Number(configured.weight)))
    .orderBy(asc(orgs.name), asc(orgs.id))
    .limit(MAX_BADGE_TRAINERS);
  return rows.map((row) => ({ id: String(row.id), name: String(row.name) }));
}
