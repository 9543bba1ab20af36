import { eq } from 'drizzle-orm';
import type { EngineContext } from '../../jsonapi/context.ts';
import { tablesOf } from '../../services/tables.ts';
import { createThrough, withTranslations } from '../operations.ts';
import type { DemoPage } from './types.ts';

const CHOICES = [
  { en: 'Switches and scanning', fr: 'Contacteurs et défilement', answers: 9 },
  { en: 'Eye gaze', fr: 'Commande oculaire', answers: 6 },
  { en: 'Head pointer', fr: 'Souris de tête', answers: 4 },
  { en: 'Touch screen with a keyguard', fr: 'Écran tactile avec guide-doigts', answers: 7 },
];

/**
 * An open survey of the community (closes in three months), with its choices and answers a
 * community would have given: written as the visitors' answers are (rows, choices, the count), so
 * the home page shows its results once a visitor answers. Answers the survey's id.
 */
export async function seedDemoSurvey(ctx: EngineContext): Promise<string> {
  const closeAt = new Date(Date.now() + 90 * 24 * 3_600_000).toISOString();
  const survey = await createThrough(
    ctx,
    'surveys',
    withTranslations(
      { allowMultiple: true, maxSelectedChoices: 2, allowNewChoice: true, requireAuth: false, onePerOrganization: false, openAt: null, closeAt },
      {
        question: { en: 'Which access methods should our next workshop cover?', fr: 'Quels modes d’accès notre prochain atelier doit-il aborder ?' },
        description: { en: '<p>Pick up to two, or suggest another one. The workshop takes place at the lab in the spring.</p>', fr: '<p>Choisissez-en deux au plus, ou proposez-en un autre. L’atelier aura lieu au laboratoire au printemps.</p>' },
      },
    ),
  );
  const answers = tablesOf('survey-answers');
  const join = answers.joins.choices!;
  let total = 0;
  for (const [position, choice] of CHOICES.entries()) {
    const id = await createThrough(ctx, 'survey-choices', withTranslations({ position }, { text: { en: choice.en, fr: choice.fr } }), { survey: ['surveys', survey] });
    for (let index = 0; index < choice.answers; index += 1) {
      const [answer] = (await ctx.db.insert(answers.table).values({ surveyId: survey }).returning({ id: answers.table.id })) as { id: string }[];
      await ctx.db.insert(join.table).values({ ownerId: answer!.id, relatedId: id, position: 0 });
      total += 1;
    }
  }
  const surveys = tablesOf('surveys').table;
  await ctx.db.update(surveys).set({ answersCount: total }).where(eq(surveys.id, survey));
  return survey;
}

/** The home page with the survey block after the community's numbers. */
export function withSurvey(page: DemoPage, surveyId: string): DemoPage {
  const block = { name: 'pageSurvey', viewId: 'survey', props: { en: { survey: surveyId, title: 'Have your say' }, fr: { survey: surveyId, title: 'Donnez votre avis' } } };
  const after = page.components.findIndex((component) => component.name === 'pageCommunityNumbers') + 1;
  return { ...page, components: [...page.components.slice(0, after), block, ...page.components.slice(after)] };
}
