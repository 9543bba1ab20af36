import { accessibilityParametersProblems, DEFAULT_ACCESSIBILITY_PARAMETERS, isSiteAvatarUrl } from '@relais/domain';
import { and, eq } from 'drizzle-orm';
import { asciiEmail, isEmailTaken } from '../../accounts/email-addresses.ts';
import type { Actor } from '../../auth/actor.ts';
import { PASSWORD_MESSAGES, passwordProblem } from '../../auth/password-policy.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { deleteUserSessions } from '../../auth/sessions.ts';
import type { Executor } from '../../db/client.ts';
import { attributePointer, forbidden, relationshipPointer, validationFailed } from '../../http/errors.ts';
import type { FieldError } from '../../http/errors.ts';
import type { Row } from '../../policies/types.ts';
import { rolesByOwner, tablesOf } from '../../services/tables.ts';
import type { HookServices, ResourceHooks } from '../hooks.ts';

type BeforeWrite = NonNullable<ResourceHooks['beforeWrite']>;
type AfterWrite = NonNullable<ResourceHooks['afterWrite']>;

const isSelf = (actor: Actor, row: Row | null) => row !== null && actor.userId === row.id;

/**
 * A new password: the policy's rules, and the current password when users change their own (an
 * admin setting another's needs none). Stores the argon2id hash in place of the plain text.
 */
async function checkPassword({ actor, values, before, services }: PasswordCheck, errors: FieldError[]) {
  const password = values.password;
  const oldPassword = values.oldPassword;
  delete values.oldPassword;
  if (!('password' in values)) return;
  if (typeof password !== 'string') {
    errors.push({ pointer: attributePointer('password'), rule: 'required', detail: 'A new password is required.' });
    return;
  }
  const problem = passwordProblem(password);
  if (problem) errors.push({ pointer: attributePointer('password'), rule: problem === 'common' ? 'password_common' : problem, detail: PASSWORD_MESSAGES[problem] });
  if (isSelf(actor, before) && before!.password) {
    const hash = before!.password as string;
    // Without the routes' services (seeds, tests of the hooks) nobody guesses: no limit to count.
    const isRight = services ? await services.isCurrentPassword(hash, oldPassword) : typeof oldPassword === 'string' && (await verifyPassword(hash, oldPassword));
    if (!isRight) errors.push({ pointer: attributePointer('oldPassword'), rule: 'current_password', detail: 'Your current password is not this one.' });
  }
  if (!problem) values.password = await hashPassword(password);
}

/**
 * The primary address. An admin sets another user's directly (nobody else's, in any case, primary
 * or confirmed secondary; un-verified). A user's own new address needs the current password and
 * waits in `pendingEmail` until its owner follows the mailed link (routes/auth/email-verification):
 * the answer is the same whether or not someone holds the address.
 */
async function checkEmail({ tx, actor, values, before, services, oldPassword }: EmailCheck, errors: FieldError[]) {
  if (typeof values.email !== 'string') return;
  const ascii = asciiEmail(values.email);
  if (!ascii) return errors.push({ pointer: attributePointer('email'), rule: 'email', detail: 'This is not an e-mail address.' });
  if (before && isSelf(actor, before)) {
    delete values.email;
    if (ascii === asciiEmail(String(before.email))) {
      if (before.pendingEmail) values.pendingEmail = null;
      return;
    }
    if (!services) return errors.push({ pointer: attributePointer('email'), rule: 'read_only', detail: 'Change your address from your profile.' });
    await services.consumeLimit('emailChangeByAccount', before.id);
    await services.assertReauthenticated((before.password as string | null) ?? null, oldPassword, attributePointer('oldPassword'));
    values.pendingEmail = ascii;
    return;
  }
  values.email = values.email.trim();
  if (await isEmailTaken(tx, ascii, { exceptUserId: before?.id ?? null })) {
    return errors.push({ pointer: attributePointer('email'), rule: 'unique', detail: 'This address is already taken.' });
  }
  const isChanged = !before || asciiEmail(String(before.email)) !== ascii;
  if (isChanged && before && !('emailVerifiedAt' in values)) values.emailVerifiedAt = null;
  if (isChanged && before) values.pendingEmail = null;
}

interface PasswordCheck {
  actor: Actor;
  values: Record<string, unknown>;
  before: Row | null;
  services: HookServices | undefined;
}

interface EmailCheck {
  tx: Executor;
  actor: Actor;
  values: Record<string, unknown>;
  before: Row | null;
  services: HookServices | undefined;
  oldPassword: unknown;
}

/** A user acts only for one of their own organizations. */
async function checkActingAs(tx: Executor, values: Record<string, unknown>, before: Row | null, errors: FieldError[]) {
  const organizationId = values.actingAsOrganizationId;
  if (typeof organizationId !== 'string') return;
  const members = tablesOf('users').joins.organizations!;
  const [membership] = before
    ? await tx.select({ id: members.owner }).from(members.table).where(and(eq(members.owner, before.id), eq(members.related, organizationId))).limit(1)
    : [];
  if (!membership) errors.push({ pointer: relationshipPointer('actingAsOrganization'), rule: 'not_member', detail: 'You can only act for an organization you belong to.' });
}

/**
 * The accessibility drawer's settings: refused when a key is unknown or a value wrong, so a client
 * bug shows instead of being silently dropped; kept complete (missing keys take their defaults).
 */
function checkAccessibilityParameters(values: Record<string, unknown>, errors: FieldError[]) {
  if (!('accessibilityParameters' in values) || values.accessibilityParameters === null) return;
  const problems = accessibilityParametersProblems(values.accessibilityParameters);
  for (const { key, detail } of problems) {
    errors.push({ pointer: attributePointer('accessibilityParameters'), rule: 'json', detail, ...(key ? { meta: { key } } : {}) });
  }
  if (!problems.length) values.accessibilityParameters = { ...DEFAULT_ACCESSIBILITY_PARAMETERS, ...(values.accessibilityParameters as object) };
}

/** A super admin's credentials (password, e-mail) are changed by a super admin only: an admin could otherwise take the account over. */
function checkSuperAdminCredentials(actor: Actor, values: Record<string, unknown>, before: Row | null) {
  if (!before?.isAdmin || actor.isSuperAdmin) return;
  for (const name of ['password', 'email']) {
    if (name in values && values[name] !== before[name]) throw forbidden(`Only a super admin may change a super admin's ${name}.`, attributePointer(name));
  }
}

/**
 * An avatar is a picture of this site (domain `isSiteAvatarUrl`): another site's could never show
 * under the Content-Security-Policy, so it is refused rather than kept as a broken image.
 */
function checkAvatarUrl(values: Record<string, unknown>, errors: FieldError[]) {
  if (typeof values.avatarUrl !== 'string') return;
  const url = values.avatarUrl.trim();
  values.avatarUrl = url === '' ? null : url;
  if (url !== '' && !isSiteAvatarUrl(url)) {
    errors.push({ pointer: attributePointer('avatarUrl'), rule: 'avatar_url', detail: 'An avatar can only be a picture of this site; pictures of other sites cannot be shown.' });
  }
}

/**
 * A super admin's roles are changed by a super admin only: an admin could otherwise strip them
 * (disabling is the policy's). Sending them back unchanged (a whole form) is no change.
 */
async function checkSuperAdminRoles(tx: Executor, actor: Actor, before: Row | null, links: Parameters<BeforeWrite>[0]['links']) {
  const roles = links?.get('roles');
  if (!roles || !before?.isAdmin || actor.isSuperAdmin) return;
  const held = (await rolesByOwner(tx, 'users', [before.id])).get(before.id) ?? [];
  const after = roles.mode === 'replace' ? roles.ids : roles.mode === 'add' ? [...held, ...roles.ids] : held.filter((id) => !roles.ids.includes(id));
  if (new Set(after).size !== held.length || held.some((id) => !after.includes(id))) {
    throw forbidden("Only a super admin may change a super admin's roles.", relationshipPointer('roles'));
  }
}

export const usersBeforeWrite: BeforeWrite = async ({ tx, actor, values, before, services, links }) => {
  checkSuperAdminCredentials(actor, values, before);
  await checkSuperAdminRoles(tx, actor, before, links);
  const errors: FieldError[] = [];
  const { oldPassword } = values;
  await checkPassword({ actor, values, before, services }, errors);
  await checkEmail({ tx, actor, values, before, services, oldPassword }, errors);
  await checkActingAs(tx, values, before, errors);
  checkAccessibilityParameters(values, errors);
  checkAvatarUrl(values, errors);
  if (errors.length) throw validationFailed(errors);
};

/**
 * A disabled account is signed out everywhere at once; a new password ends every other session of
 * the user (the one that changed it stays); a new address gets its verification link, and a pending
 * one its proof link, with a notice to the address it would replace.
 */
export const usersAfterWrite: AfterWrite = async ({ tx, actor, action, before, after, services }) => {
  if (action === 'softDelete' && after) await deleteUserSessions(tx, after.id);
  if (action !== 'update' || !before || !after) return;
  if (before.password !== after.password) await deleteUserSessions(tx, after.id, isSelf(actor, after) ? (actor.sessionId ?? undefined) : undefined);
  if (before.email !== after.email && !after.emailVerifiedAt) await services?.sendVerificationMail(after, tx);
  if (after.pendingEmail && before.pendingEmail !== after.pendingEmail) await services?.sendEmailChangeMails(after, String(before.email), tx);
};
