/** Special job ids (spec, domain "job"): a user's job counts as specified unless it is one of these. */
export const JOB_NOT_SPECIFIED = 'not_specified';
export const JOB_OTHER = 'other';

/** Derived facts about a user (spec, platform §3 "User"). */

export const fullName = (user: { firstName?: string | null; lastName?: string | null }) =>
  [user.firstName, user.lastName].map((part) => part?.trim()).filter(Boolean).join(' ');

/** First letters of the first and last names, upper-cased; works for accented and non-Latin names. */
export const initials = (user: { firstName?: string | null; lastName?: string | null }) =>
  [user.firstName, user.lastName]
    .map((part) => [...(part?.trim() ?? '')][0] ?? '')
    .join('')
    .toLocaleUpperCase();

/** A job counts as specified unless it is `not_specified`, or `other` with an empty jobOther. */
export const isJobSpecified = ({ jobId, jobOther }: { jobId: string | null | undefined; jobOther?: string | null }) =>
  !!jobId && jobId !== JOB_NOT_SPECIFIED && !(jobId === JOB_OTHER && !jobOther?.trim());

export interface LevelHolder<Level> {
  accessLevel: Level | null;
}

/**
 * The access level that counts for a user: with organizations enabled, the acting organization's,
 * else the first organization's, else the user's own.
 */
export function effectiveAccessLevel<Level>({
  user,
  organizations,
  actingAsOrganization,
  organizationsEnabled,
}: {
  user: LevelHolder<Level>;
  organizations: readonly LevelHolder<Level>[];
  actingAsOrganization: LevelHolder<Level> | null;
  organizationsEnabled: boolean;
}): Level | null {
  if (organizationsEnabled) {
    if (actingAsOrganization) return actingAsOrganization.accessLevel;
    if (organizations[0]) return organizations[0].accessLevel;
  }
  return user.accessLevel;
}

/**
 * Whether an avatar address is a picture this site can show: a path on the site itself. The page's
 * Content-Security-Policy loads images from the site only, so another site's picture would be a
 * broken image; uploaded avatars (the files issue) will live on the site too.
 */
export const isSiteAvatarUrl = (value: string) => value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
