import { and, eq } from 'drizzle-orm';
import type { Locale } from '@relais/domain';
import { APP_ENV_ID, asciiEmail, JOB_OTHER, LIGHT_USER_FORM_TOKEN_LENGTH, lightUserFormInputs, lightUserFormRefusal, lightUserForms, lightUsers, matchingLightUser, needsCaptcha, randomId } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import { attributePointer, relationshipPointer, validationFailed } from '../../http/errors.ts';
import type { ResourcePolicy, RowOf } from '../../policies/types.ts';
import type { Executor } from '../../db/client.ts';
import { enqueueJob } from '../../jobs/queue.ts';
import { excerptOf, notify } from '../../notifications/notify.ts';
import { isConfirmedAddress, mailConfirmationLink, subscribeConfirmedLightUsers } from '../../services/address-confirmations.ts';
import { localize } from '../../services/localize.ts';
import { tableOf, tablesOf } from '../../services/tables.ts';
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

/** Whether a form is the site's contact or newsletter form (the app-env's): those are public, reached without a token. */
async function isSiteForm(tx: Executor, formId: string) {
  const envs = tablesOf('app-envs').table;
  const [env] = await tx.select({ contact: envs.contactFormId, newsletter: envs.newsletterFormId }).from(envs).where(eq(envs.id, APP_ENV_ID));
  return env?.contact === formId || env?.newsletter === formId;
}

/** What a subscription asked in this transaction waits for: its address's double opt-in (afterWrite). */
const pendingSubscriptions = new WeakMap<Executor, { email: string; locale: Locale; form: string | null }>();

export const lightUserFormInputsHooks: ResourceHooks<typeof lightUserFormInputs> = {
  async beforeWrite({ tx, actor, action, values, locale, services }) {
    // Counted first, per address and per form, before anything is read (docs/decisions.md, "Spam and abuse").
    if (action === 'create' && !actor.isAdmin && services) {
      await services.consumeLimit('formInputsByAddress', services.clientAddress);
      await services.consumeLimit('formInputsByAddressAndForm', `${services.clientAddress}|${values.formId}`);
    }
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
      if (values.token !== form.token && !(values.token == null && (await isSiteForm(tx, form.id)))) throw refuse(attributePointer('token'), 'token', 'This link is not the form’s; open the form from its link again.');
      // An offline form is out of a visitor's reach already (the link to it is refused as missing).
      const refusal = lightUserFormRefusal(form, new Date());
      if (refusal) throw refuse(relationshipPointer('form'), `form_${refusal}`, refusal === 'expired' ? 'This form has expired.' : 'This form is closed.');
      if (needsCaptcha(form, { isSignedIn: actor.userId !== null }) && !(await isCaptchaAccepted((values as Record<string, unknown>).recaptchaToken))) {
        throw refuse(attributePointer('recaptchaToken'), 'captcha', 'The captcha was not answered.');
      }
    }
    // A message only where the form takes one.
    if (!actor.isAdmin && !form.allowMessage) values.message = null;
    // The job named (the engine checked it is one of the jobs), else the form's default; a job in
    // one's own words goes with the job "other" only (spec: it is what makes "other" specified).
    values.userJobId ??= form.defaultJobId ?? null;
    if (values.userJobId !== JOB_OTHER) values.userJobOther = null;
    values.token ??= form.token;
    values.locale ??= locale;
    const inputs = tableOf(lightUserFormInputs);
    if (form.onlyOneInput) {
      const [sent] = await tx.select({ id: inputs.id }).from(inputs).where(and(eq(inputs.formId, form.id), eq(inputs.userEmail, values.userEmail!))).limit(1);
      if (sent) throw refuse(attributePointer('userEmail'), 'only_one_input', 'This address has already answered this form.');
    }
    const people = tableOf(lightUsers);
    const candidates = (await tx.select({ id: people.id, email: people.email, lastActionAt: people.lastActionAt }).from(people).where(eq(people.email, values.userEmail!))) as { id: string; email: string; lastActionAt: Date | null }[];
    const matching = matchingLightUser(values.userEmail, candidates);
    values.matchingLightUserId = matching?.id ?? null;
    // A subscription form's inputs ask for the mails; another form's when its box is ticked.
    const wantsMails = form.isSubscriptionForm || values.userHasMailSubscription === true;
    values.userHasMailSubscription = wantsMails;
    if (!matching) {
      // A new address becomes a light user at once (not subscribed until its address is confirmed).
      const [created] = (await tx
        .insert(people)
        .values({
          email: values.userEmail!,
          firstName: values.userFirstName ?? null,
          lastName: values.userLastName ?? null,
          phone: values.userPhone ?? null,
          jobOther: values.userJobOther ?? null,
          jobId: values.userJobId ?? null,
          locale: values.locale ?? locale,
          hasMailSubscription: false,
          lastActionAt: new Date(),
        })
        .returning({ id: people.id })) as { id: string }[];
      values.createdLightUserId = created!.id;
    }
    pendingSubscriptions.delete(tx);
    if (wantsMails) pendingSubscriptions.set(tx, { email: values.userEmail!, locale: (values.locale ?? locale) as Locale, form: localize<string>(form.title, (values.locale ?? locale) as Locale) ?? null });
  },
  async afterWrite({ tx, actor, action, before, after, services }) {
    await keepCounts(tx, INPUTS_COUNT, before, after);
    if (action !== 'create' || !after) return;
    const now = new Date();
    await tx.update(tableOf(lightUserForms)).set({ lastActionAt: now }).where(eq(tableOf(lightUserForms).id, after.formId));
    if (after.matchingLightUserId) await tx.update(tableOf(lightUsers)).set({ lastActionAt: now }).where(eq(tableOf(lightUsers).id, after.matchingLightUserId));
    // Double opt-in: a confirmed address is subscribed at once, another gets the link (at most one an hour).
    const subscription = pendingSubscriptions.get(tx);
    pendingSubscriptions.delete(tx);
    if (subscription) {
      if (await isConfirmedAddress(tx, subscription.email)) await subscribeConfirmedLightUsers(tx, asciiEmail(subscription.email) ?? subscription.email);
      else if (services) await mailConfirmationLink(tx, (mail) => enqueueJob(tx, 'mail', { ...mail }), { ...subscription, appUrl: services.site.url, appName: services.site.name, subscription: true });
    }
    // The form's notified users are told (a notification, and a mail when they want mails).
    const join = tablesOf('light-user-forms').joins.notifiedUsers!;
    const notified = (await tx.select({ userId: join.related }).from(join.table).where(eq(join.owner, after.formId))) as { userId: string }[];
    const name = [after.userFirstName, after.userLastName].filter(Boolean).join(' ');
    const details = [name ? `${name} <${after.userEmail}>` : after.userEmail, excerptOf(after.message, subscription?.locale ?? 'en', 200)].filter(Boolean).join(' — ');
    for (const { userId } of notified) {
      await notify(tx, services?.site, { type: 'light-user-form-input', userId, actorId: actor.userId, details, actionUrl: `/admin/resources/light-user-form-inputs/show/${after.id}` });
    }
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

