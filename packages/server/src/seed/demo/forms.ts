import { eq } from 'drizzle-orm';
import { APP_ENV_ID } from '@relais/domain';
import type { EngineContext } from '../../jsonapi/context.ts';
import { tablesOf } from '../../services/tables.ts';
import { createThrough, withTranslations } from '../operations.ts';

/** Where the demo's advanced form posts its answers: a placeholder to replace (docs/decisions.md). */
export const DEMO_WEBHOOK_URL = 'https://example.org/relais-demo-webhook';

/**
 * A contact form and a newsletter form, a contact who wrote through the first (the input matches
 * them), a saved search of subscribers, and an advanced form (three sections) with a notification,
 * a confirmation mail and a webhook, and a response (which makes the notification's run), written through the operations: the hooks draw tokens, keep the
 * inputs count and link the input to its contact.
 */
export async function seedDemoForms(ctx: EngineContext): Promise<void> {
  const contactForm = await createThrough(
    ctx,
    'light-user-forms',
    withTranslations({ allowMessage: true, allowNoOrganization: true }, { title: { en: 'Contact us', fr: 'Nous contacter' }, description: { en: '<p>We answer within a week.</p>', fr: '<p>Nous répondons sous une semaine.</p>' } }),
  );
  const newsletterForm = await createThrough(
    ctx,
    'light-user-forms',
    withTranslations(
      { isSubscriptionForm: true, onlyOneInput: true, isCaptchaProtected: true },
      { title: { en: 'Newsletter', fr: 'Lettre d’information' }, description: { en: '<p>News of the lab, workshops and shared equipment, once a month.</p>', fr: '<p>Les nouvelles du laboratoire, des ateliers et du matériel partagé, une fois par mois.</p>' } },
    ),
  );
  // The site's `/contact-us` and `/newsletter/subscribe` show these two (the app-env names them).
  const envs = tablesOf('app-envs').table;
  await ctx.db.update(envs).set({ contactFormId: contactForm, newsletterFormId: newsletterForm }).where(eq(envs.id, APP_ENV_ID));
  await createThrough(ctx, 'light-users', { firstName: 'Léa', lastName: 'Martin', email: 'lea.martin@example.org', locale: 'fr', hasMailSubscription: true });
  await createThrough(
    ctx,
    'light-user-form-inputs',
    { userFirstName: 'Léa', userLastName: 'Martin', userEmail: 'lea.martin@example.org', locale: 'fr', message: '<p>Pouvez-vous nous prêter un contacteur ?</p>' },
    { form: ['light-user-forms', contactForm] },
  );
  await createThrough(ctx, 'light-user-reports', { name: 'Newsletter subscribers', queryString: 'filter[hasMailSubscription]=true' });

  // The advanced form of issue 27 (item 6): three sections, answered at /services/aforms/{id}.
  const advancedForm = await createThrough(ctx, 'advanced-forms', { isCaptchaProtected: true });
  const fields = [
    { fieldType: 'section', title: { en: 'Equipment loan request', fr: 'Demande de prêt de matériel' }, description: { en: '<p>A few questions before a loan, in three steps. You may save your answers and continue later.</p>', fr: '<p>Quelques questions avant un prêt, en trois étapes. Vous pouvez enregistrer vos réponses et continuer plus tard.</p>' } },
    { fieldType: 'short_text', title: { en: 'Your name', fr: 'Votre nom' }, required: true },
    { fieldType: 'multiple_choice', title: { en: 'Access methods used', fr: 'Modes d’accès utilisés' }, config: { choices: ['switch', 'eye gaze', 'touch'] } },
    { fieldType: 'section', title: { en: 'Your situation', fr: 'Votre situation' }, description: { en: '<p>What the loan is for.</p>', fr: '<p>À quoi servira le prêt.</p>' } },
    { fieldType: 'scale', title: { en: 'How urgent is it?', fr: 'Quelle urgence ?' }, description: { en: '<p>1: it can wait, 5: very urgent.</p>', fr: '<p>1 : cela peut attendre, 5 : très urgent.</p>' }, config: { min: 1, max: 5 } },
    { fieldType: 'date', title: { en: 'Needed from', fr: 'Nécessaire à partir du' } },
    { fieldType: 'long_text', title: { en: 'Tell us more', fr: 'Dites-nous en plus' } },
    { fieldType: 'section', title: { en: 'How to reach you', fr: 'Comment vous joindre' } },
    { fieldType: 'email', title: { en: 'E-mail address', fr: 'Adresse e-mail' }, required: true },
    { fieldType: 'phone', title: { en: 'Phone', fr: 'Téléphone' } },
    { fieldType: 'checkbox', title: { en: 'I agree to be contacted about this request', fr: 'J’accepte d’être contacté au sujet de cette demande' }, required: true },
  ];
  const fieldIds: string[] = [];
  for (const [position, { title, description, ...attributes }] of fields.entries()) {
    fieldIds.push(await createThrough(ctx, 'form-fields', withTranslations({ position, ...attributes }, { title, description }), { form: ['advanced-forms', advancedForm] }));
  }
  const on = { form: ['advanced-forms', advancedForm] as const };
  // The notification comes first: the demo's response then makes its run, which the job worker sends.
  await createThrough(ctx, 'form-workflows', { name: 'Tell the team', workflowType: 'email_notification', config: { recipients: ['team@example.org'] } }, on);
  await createThrough(ctx, 'form-responses', { locale: 'fr', answers: { [fieldIds[1]!]: 'Léa Martin', [fieldIds[2]!]: ['switch', 'touch'], [fieldIds[4]!]: 3, [fieldIds[8]!]: 'lea.martin@example.org', [fieldIds[10]!]: true } }, on);
  // Made after the demo's response, so that it calls and mails nobody at start.
  await createThrough(ctx, 'form-workflows', { name: 'Confirm to the respondent', workflowType: 'confirmation_email', config: { emailField: fieldIds[8], subject: 'Your loan request', message: 'Thank you {{Your name}}: we read every request within a week.' } }, on);
  // A documented placeholder (docs/decisions.md): example.org is reserved (RFC 2606); an administrator puts their own receiver here.
  await createThrough(ctx, 'form-workflows', { name: 'Send to the loans tool', workflowType: 'webhook', config: { url: DEMO_WEBHOOK_URL } }, on);
}
