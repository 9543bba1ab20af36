import { eq } from 'drizzle-orm';
import type { EngineContext } from '../../jsonapi/context.ts';
import { tablesOf } from '../../services/tables.ts';
import { createThrough, withTranslations } from '../operations.ts';
import type { Bilingual, DemoPage } from './types.ts';

/** Where the demo shows the trainings and the open badges (under the menu's "Training"). */
export const TRAININGS_PATH = '/trainings';
export const OPEN_BADGES_PATH = '/open-badges';

export const trainingsPage: DemoPage = {
  path: TRAININGS_PATH,
  title: { en: 'Trainings', fr: 'Formations' },
  description: {
    en: 'Hands-on trainings on communication aids, eye gaze and switch access, with their dates and places: say which session interests you.',
    fr: 'Des formations pratiques sur les aides à la communication, le contrôle oculaire et l’accès par contacteur, avec leurs dates et lieux : dites quelle session vous intéresse.',
  },
  components: [
    {
      name: 'pageTrainings',
      props: {
        en: { title: 'Trainings', subtitle: 'Find a training by subject, category, level or type, and register your interest in a session.', perPage: 12 },
        fr: { title: 'Formations', subtitle: 'Trouvez une formation par sujet, catégorie, niveau ou type, et signalez votre intérêt pour une session.', perPage: 12 },
      },
    },
  ],
};

export const openBadgesPage: DemoPage = {
  path: OPEN_BADGES_PATH,
  title: { en: 'Open badges', fr: 'Open badges' },
  description: {
    en: 'Open badges that prove a skill in assistive technology, issued by the member organizations after their trainings and verifiable anywhere.',
    fr: 'Des open badges qui attestent une compétence en aides techniques, délivrés par les structures membres après leurs formations et vérifiables partout.',
  },
  components: [
    {
      name: 'pageOpenBadges',
      props: {
        en: { title: 'Open badges', subtitle: 'Each badge lists the modules a trainee goes through; an awarded badge has a page its holder can share.', perPage: 12 },
        fr: { title: 'Open badges', subtitle: 'Chaque badge liste les modules que suit l’apprenant ; un badge attribué a une page que son titulaire peut partager.', perPage: 12 },
      },
    },
  ],
};

interface DemoTraining {
  title: Bilingual;
  shortDescription: Bilingual;
  description: Bilingual;
  duration: Bilingual;
  sessions: { startAt: string; endAt: string; place: { fullName: string; line1: string; postalCode: string; city: string } | null }[];
}

const TRAININGS: DemoTraining[] = [
  {
    title: { en: 'Switch access from the first click', fr: 'L’accès par contacteur dès le premier clic' },
    shortDescription: { en: 'Choose, place and set up a switch, then teach scanning step by step.', fr: 'Choisir, placer et régler un contacteur, puis apprendre le défilement pas à pas.' },
    description: {
      en: '<p>For occupational therapists, teachers and families. We try a dozen switches, find the best body site together and set up row-column scanning on a tablet.</p>',
      fr: '<p>Pour les ergothérapeutes, les enseignants et les familles. Nous essayons une douzaine de contacteurs, cherchons ensemble le meilleur site corporel et réglons le défilement ligne-colonne sur une tablette.</p>',
    },
    duration: { en: '1 day', fr: '1 jour' },
    sessions: [
      { startAt: '2030-01-15T08:30:00.000Z', endAt: '2030-01-15T16:30:00.000Z', place: { fullName: 'Maison de l’autonomie', line1: '12 avenue Jean Jaurès', postalCode: '31000', city: 'Toulouse' } },
      { startAt: '2030-04-09T08:30:00.000Z', endAt: '2030-04-09T16:30:00.000Z', place: { fullName: 'Centre ressources', line1: '5 quai de la Fosse', postalCode: '44000', city: 'Nantes' } },
    ],
  },
  {
    title: { en: 'Building a communication book', fr: 'Construire un classeur de communication' },
    shortDescription: { en: 'Vocabulary, layout and modelling for a robust paper-based system.', fr: 'Vocabulaire, organisation et modélisation pour un système papier robuste.' },
    description: {
      en: '<p>Three half-days online: core vocabulary, pragmatic organisation, and how the whole team models the book every day.</p>',
      fr: '<p>Trois demi-journées en ligne : vocabulaire de base, organisation pragmatique, et comment toute l’équipe modélise le classeur au quotidien.</p>',
    },
    duration: { en: '3 × half a day', fr: '3 × une demi-journée' },
    sessions: [{ startAt: '2030-02-03T13:00:00.000Z', endAt: '2030-02-17T16:30:00.000Z', place: null }],
  },
];

const MODULES: { title: Bilingual; content: Bilingual }[] = [
  {
    title: { en: 'Choosing a switch and its place', fr: 'Choisir un contacteur et son emplacement' },
    content: { en: '<p>Switch types, body sites and mounting: try, observe, note.</p>', fr: '<p>Types de contacteurs, sites corporels et fixations : essayer, observer, noter.</p>' },
  },
  {
    title: { en: 'Setting up scanning', fr: 'Régler le défilement' },
    content: { en: '<p>Linear, row-column and group scanning; speed, feedback and error recovery.</p>', fr: '<p>Défilement linéaire, ligne-colonne et par groupes ; vitesse, retours et correction des erreurs.</p>' },
  },
  {
    title: { en: 'Teaching and following progress', fr: 'Accompagner et suivre les progrès' },
    content: { en: '<p>Motivating activities, cause and effect, and a simple progress log shared with the family.</p>', fr: '<p>Activités motivantes, cause à effet, et un suivi simple partagé avec la famille.</p>' },
  },
];

/**
 * The trainings and open badges of the demo, in English and French: two more trainings (beside the
 * one `training.ts` writes) with dated sessions and places, one published badge with three modules,
 * and one assertion the demo organization issued to the administrator (it shows on their
 * `/account/profile/open-badges`, and its page under `/open-badges/assertions/:id`).
 */
export async function seedDemoTrainingsAndBadges(ctx: EngineContext, organizationId: string, adminId: string): Promise<void> {
  const categories = tablesOf('training-categories').table;
  const levels = tablesOf('training-levels').table;
  const types = tablesOf('training-types').table;
  const [category] = await ctx.db.select({ id: categories.id }).from(categories).limit(1);
  const [level] = await ctx.db.select({ id: levels.id }).from(levels).limit(1);
  const [type] = await ctx.db.select({ id: types.id }).from(types).limit(1);
  const intermediate = await createThrough(ctx, 'training-levels', withTranslations({}, { name: { en: 'Intermediate', fr: 'Intermédiaire' } }));
  const online = await createThrough(ctx, 'training-types', withTranslations({}, { name: { en: 'Online course', fr: 'Formation en ligne' } }));
  for (const [index, training] of TRAININGS.entries()) {
    const trainingId = await createThrough(
      ctx,
      'trainings',
      withTranslations({}, { title: training.title, shortDescription: training.shortDescription, description: training.description, duration: training.duration }),
      {
        category: ['training-categories', category?.id ?? null],
        level: ['training-levels', index === 0 ? (level?.id ?? null) : intermediate],
        trainingType: ['training-types', index === 0 ? (type?.id ?? null) : online],
      },
    );
    for (const session of training.sessions) {
      const addressId = session.place ? await createThrough(ctx, 'addresses', session.place) : null;
      await createThrough(ctx, 'training-sessions', { startAt: session.startAt, endAt: session.endAt }, { training: ['trainings', trainingId], address: ['addresses', addressId] });
    }
  }

  const badgeId = await createThrough(
    ctx,
    'open-badges',
    withTranslations(
      { validityDuration: 730, publishedAt: new Date(Date.now() - 30 * 24 * 60 * 60 * 1000).toISOString() },
      {
        title: { en: 'Switch access practitioner', fr: 'Praticien de l’accès par contacteur' },
        description: {
          en: '<p>Holds the skills to choose, place and set up a switch, configure scanning and support a new switch user over time.</p>',
          fr: '<p>Sait choisir, placer et régler un contacteur, configurer le défilement et accompagner dans la durée une personne qui débute avec un contacteur.</p>',
        },
      },
    ),
  );
  for (const [position, module] of MODULES.entries()) {
    await createThrough(ctx, 'open-badge-training-modules', withTranslations({ position }, { title: module.title, content: module.content }), { badge: ['open-badges', badgeId] });
  }
  const users = tablesOf('users').table;
  const [admin] = await ctx.db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, adminId));
  if (!admin) return;
  await createThrough(
    ctx,
    'open-badge-assertions',
    { recipientName: `${String(admin.firstName ?? '')} ${String(admin.lastName ?? '')}`.trim() || 'Camille Martin', recipientEmail: String(admin.email), issuedAt: new Date(Date.now() - 7 * 24 * 60 * 60 * 1000).toISOString() },
    { badge: ['open-badges', badgeId], issuer: ['organizations', organizationId] },
  );
}
