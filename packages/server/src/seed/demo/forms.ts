import { eq } from 'drizzle-orm';
import { APP_ENV_ID } from '@relais/domain';
import type { EngineContext } from '../../jsonapi/context.ts';
import { tablesOf } from '../../services/tables.ts';
import { createThrough, withTranslations } from '../operations.ts';

/**
 * A contact form and a newsletter form, a contact who wrote through the first (the input matches
 * them), a saved search of subscribers, and an advanced form (a section and two questions) with a
 * workflow and a response (which makes the workflow's run), written through the operations: the hooks draw tokens, keep the
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

  const advancedForm = await createThrough(ctx, 'advanced-forms', { isCaptchaProtected: true });
  const fields = [
    { fieldType: 'section', title: { en: 'Your equipment needs', fr: 'Vos besoins en matériel' }, description: { en: '<p>A few questions before a loan.</p>', fr: '<p>Quelques questions avant un prêt.</p>' } },
    { fieldType: 'short_text', title: { en: 'Your name', fr: 'Votre nom' }, required: true },
    { fieldType: 'multiple_choice', title: { en: 'Access methods used', fr: 'Modes d’accès utilisés' }, config: { choices: ['switch', 'eye gaze', 'touch'] } },
  ];
  const fieldIds: string[] = [];
  for (const [position, { title, description, ...attributes }] of fields.entries()) {
    fieldIds.push(await createThrough(ctx, 'form-fields', withTranslations({ position, ...attributes }, { title, description }), { form: ['advanced-forms', advancedForm] }));
  }
  // The workflow comes first: the response then makes its run, which the job worker sends.
  await createThrough(ctx, 'form-workflows', { name: 'Tell the team', workflowType: 'email_notification', config: { recipients: ['team@example.org'] } }, { form: ['advanced-forms', advancedForm] });
  await createThrough(ctx, 'form-responses', { locale: 'fr', answers: { [fieldIds[1]!]: 'Léa Martin', [fieldIds[2]!]: ['switch', 'touch'] } }, { form: ['advanced-forms', advancedForm] });
}
