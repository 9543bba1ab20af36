import { and, eq } from 'drizzle-orm';
import { asciiEmail, LIGHT_USER_FORM_TOKEN_LENGTH, lightUserFormInputs, lightUserFormRefusal, lightUserForms, lightUsers, matchingLightUser, needsCaptcha, randomId } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import { attributePointer, relationshipPointer, validationFailed } from '../../http/errors.ts';
import type { ResourcePolicy, RowOf } from '../../policies/types.ts';
import { tableOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';
import { keepCounts } from '../community/counters.ts';
import type { KeptCount } from '../community/counters.ts';
import { isCaptchaAccepted } from './captcha.ts';

const admin = (actor: Actor) => actor.isAdmin;
const adminOnly = { see: admin, create: admin, update: admin, delete: admin, softDelete: admin, restore: admin };

/**
 * Anyone reads a form that is online (its page shows it, and says when it has expired); its token,
 * note and activity are the administrators'.
 */
export const lightUserFormsPolicy: ResourcePolicy<typeof lightUserForms> = {
  ...adminOnly,
  index: () => true,
  read: (actor) => actor.isAdmin || { isOffline: { equals: false } },
  hiddenAttributes: (actor) => (actor.isAdmin ? [] : ['token', 'adminOnlyNote', 'inputsCount', 'lastActionAt']),
};

export const lightUserFormsHooks: ResourceHooks<typeof lightUserForms> = {
  async beforeWrite({ action, values }) {
    // A form always has a link: drawn when the administrator gives none.
    if (action === 'create' && !values.token) values.token = randomId(LIGHT_USER_FORM_TOKEN_LENGTH);
  },
};

/**
 * Anyone sends an input (the hooks check the form's token, state and captcha); nobody but the
 * administrators reads one, not even its sender.
 */
export const lightUserFormInputsPolicy: ResourcePolicy<typeof lightUserFormInputs> = {
  ...adminOnly,
  index: () => true,
  read: admin,
  create: () => true,
};

const INPUTS_COUNT: readonly KeptCount[] = [{ idKey: 'formId', targetType: 'light-user-forms', attribute: 'inputsCount' }];

const refuse = (pointer: string, rule: string, detail: string) => validationFailed([{ pointer, rule, detail }]);

export const lightUserFormInputsHooks: ResourceHooks<typeof lightUserFormInputs> = {
  async beforeWrite({ tx, actor, action, values, locale }) {
    if (values.userEmail !== undefined) {
      const email = values.userEmail === null ? null : asciiEmail(values.userEmail);
      if (!email) throw refuse(attributePointer('userEmail'), 'email', 'Enter an e-mail address.');
      values.userEmail = email;
    }
    if (action !== 'create') return;
    const forms = tableOf(lightUserForms);
    // The form's row lock orders concurrent inputs: the one-input check below sees the other's row.
    const [form] = (await tx.select().from(forms).where(eq(forms.id, values.formId!)).for('update')) as RowOf<typeof lightUserForms>[];
    if (!form) throw refuse(relationshipPointer('form'), 'exists', 'No such form.');
    if (!actor.isAdmin) {
      if (values.token !== form.token) throw refuse(attributePointer('token'), 'token', 'This link is not the form’s; open the form from its link again.');
      // An offline form is out of a visitor's reach already (the link to it is refused as missing).
      const refusal = lightUserFormRefusal(form, new Date());
      if (refusal) throw refuse(relationshipPointer('form'), `form_${refusal}`, refusal === 'expired' ? 'This form has expired.' : 'This form is closed.');
      if (needsCaptcha(form, { isSignedIn: actor.userId !== null }) && !(await isCaptchaAccepted((values as Record<string, unknown>).recaptchaToken))) {
        throw refuse(attributePointer('recaptchaToken'), 'captcha', 'The captcha was not answered.');
      }
    }
    values.token ??= form.token;
    values.locale ??= locale;
    const inputs = tableOf(lightUserFormInputs);
    if (form.onlyOneInput) {
      const [sent] = await tx.select({ id: inputs.id }).from(inputs).where(and(eq(inputs.formId, form.id), eq(inputs.userEmail, values.userEmail!))).limit(1);
      if (sent) throw refuse(attributePointer('userEmail'), 'only_one_input', 'This address has already answered this form.');
    }
    const people = tableOf(lightUsers);
    const candidates = (await tx.select({ id: people.id, email: people.email, lastActionAt: people.lastActionAt }).from(people).where(eq(people.email, values.userEmail!))) as { id: string; email: string; lastActionAt: Date | null }[];
    values.matchingLightUserId = matchingLightUser(values.userEmail, candidates)?.id ?? null;
  },
  async afterWrite({ tx, action, before, after }) {
    await keepCounts(tx, INPUTS_COUNT, before, after);
    if (action !== 'create' || !after) return;
    const now = new Date();
    await tx.update(tableOf(lightUserForms)).set({ lastActionAt: now }).where(eq(tableOf(lightUserForms).id, after.formId));
    if (after.matchingLightUserId) await tx.update(tableOf(lightUsers)).set({ lastActionAt: now }).where(eq(tableOf(lightUsers).id, after.matchingLightUserId));
  },
};

/** Light users and their saved searches are the administrators' (the default policy); addresses are kept in ASCII form. */
export const lightUsersHooks: ResourceHooks<typeof lightUsers> = {
  async beforeWrite({ values }) {
    if (values.email === undefined) return;
    const email = values.email === null ? null : asciiEmail(values.email);
    if (!email) throw refuse(attributePointer('email'), 'email', 'Enter an e-mail address.');
    values.email = email;
  },
};

