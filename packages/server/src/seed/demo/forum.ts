import { and, eq, inArray, sql } from 'drizzle-orm';
import { backgroundJobs } from '../../db/system-tables.ts';
import type { EngineContext } from '../../jsonapi/context.ts';
import { FORUM_DIGEST_JOB, FORUM_NEW_MESSAGES } from '../../resources/community/forum-following.ts';
import { tableOf, tablesOf } from '../../services/tables.ts';
import { forumSubjectMessages, forumSubjects } from '@relais/domain';
import { createThrough, withTranslations } from '../operations.ts';
import type { Bilingual, DemoPage } from './types.ts';

/** The demo forum's page: `/forum` holds the forum block (each subject opens at `/forum/<id>`). */
export const forumPage: DemoPage = {
  path: '/forum',
  title: { en: 'Forum', fr: 'Forum' },
  description: {
    en: 'Ask and answer: switches, communication aids, seating and rehabilitation, with people who use them every day.',
    fr: 'Demandez et répondez : contacteurs, aides à la communication, positionnement et rééducation, avec celles et ceux qui les utilisent chaque jour.',
  },
  components: [
    {
      name: 'pageForum',
      props: {
        en: { title: 'Forum', subtitle: 'A community that answers: ask about a device, share what worked, help the next family.', perPage: 20, messagesPerPage: 20 },
        fr: { title: 'Forum', subtitle: 'Une communauté qui répond : posez vos questions, partagez ce qui a marché, aidez la famille suivante.', perPage: 20, messagesPerPage: 20 },
      },
    },
  ],
};

const t = (en: string, fr: string): Bilingual => ({ en, fr });
const p = (en: string, fr: string): Bilingual => ({ en: `<p>${en}</p>`, fr: `<p>${fr}</p>` });

/** The members who write the demo's messages (no password: they cannot sign in). */
const MEMBERS = [
  { firstName: 'Nadia', lastName: 'Benali' },
  { firstName: 'Tom', lastName: 'Eriksen' },
  { firstName: 'Claire', lastName: 'Dubois' },
  { firstName: 'Marco', lastName: 'Rossi' },
  { firstName: 'Ana', lastName: 'Popescu' },
];

/** How many members the demo forum adds. */
export const DEMO_FORUM_MEMBERS = MEMBERS.length;

const CATEGORIES: { name: Bilingual; description: Bilingual; children: { name: Bilingual; description: Bilingual }[] }[] = [
  {
    name: t('Access and control', 'Accès et contrôle'),
    description: t('Switches, scanning, eye gaze and pointing.', 'Contacteurs, défilement, contrôle oculaire et pointage.'),
    children: [
      { name: t('Switches and scanning', 'Contacteurs et défilement'), description: t('Choosing, placing and setting up switches.', 'Choisir, placer et régler les contacteurs.') },
      { name: t('Eye gaze', 'Contrôle oculaire'), description: t('Trackers, calibration and daily use.', 'Caméras, calibrage et usage au quotidien.') },
    ],
  },
  {
    name: t('Communication', 'Communication'),
    description: t('Communication aids, boards and voices.', 'Aides à la communication, tableaux et voix.'),
    children: [
      { name: t('AAC apps and devices', 'Applications et appareils de CAA'), description: t('Grids, vocabularies and devices that speak.', 'Grilles, vocabulaires et appareils qui parlent.') },
      { name: t('Voices and voice banking', 'Voix et banque de voix'), description: t('Synthetic voices and keeping one’s own.', 'Voix de synthèse et conservation de sa propre voix.') },
    ],
  },
  {
    name: t('Mobility and daily life', 'Mobilité et vie quotidienne'),
    description: t('Seating, mounts, home and rehabilitation.', 'Positionnement, supports, domicile et rééducation.'),
    children: [
      { name: t('Seating and mounts', 'Positionnement et supports'), description: t('Wheelchairs, tablet mounts and positioning.', 'Fauteuils, supports de tablette et positionnement.') },
      { name: t('Rehabilitation', 'Rééducation'), description: t('Exercises, therapy and progress at home.', 'Exercices, séances et progrès à la maison.') },
    ],
  },
];

const TAGS = [t('beginners', 'débutants'), t('children', 'enfants'), t('funding', 'financement'), t('settings', 'réglages'), t('school', 'école'), t('DIY', 'bricolage')];

interface DemoThread {
  /** The child category, as [parent, child] positions. */
  in: [number, number];
  title: Bilingual;
  tags: number[];
  /** The messages, the first opening the subject; `answers` is the index of the message answered. */
  messages: { text: Bilingual; by: number; answers?: number; lang?: 'fr' }[];
  pin?: 'home' | 'category';
  limitToAdmin?: boolean;
  /** How long ago it was opened, in days. */
  daysAgo: number;
}

const THREADS: DemoThread[] = [
  {
    in: [0, 0],
    title: t('Which switch for a first scanning setup?', 'Quel contacteur pour un premier défilement ?'),
    tags: [0, 1],
    daysAgo: 20,
    messages: [
      { by: 0, text: p('We are setting up scanning for our son, who is six. Which switch would you start with?', 'Nous mettons en place le défilement pour notre fils de six ans. Par quel contacteur commenceriez-vous ?') },
      { by: 2, text: p('A large button switch, placed where his movement is the most reliable: often beside the head or the hand.', 'Un gros contacteur bouton, placé là où son mouvement est le plus fiable : souvent près de la tête ou de la main.') },
      { by: 1, answers: 1, text: p('Agreed. Start with one switch and automatic scanning, and slow it right down at first.', 'D’accord. Commencez avec un seul contacteur et un défilement automatique, très lent au début.') },
      { by: 0, answers: 2, text: p('Thank you both, we will try the head position this week.', 'Merci à vous deux, nous essayons la position près de la tête cette semaine.') },
    ],
  },
  {
    in: [0, 0],
    title: t('Two-switch step scanning: worth it?', 'Défilement pas à pas à deux contacteurs : ça vaut le coup ?'),
    tags: [3],
    daysAgo: 12,
    messages: [
      { by: 3, text: p('My sister finds automatic scanning too fast at any speed. Has anyone moved to two-switch step scanning?', 'Ma sœur trouve le défilement automatique trop rapide à toutes les vitesses. Quelqu’un est-il passé au pas à pas à deux contacteurs ?') },
      { by: 4, text: p('Yes, it gave her control of the pace. It takes a few weeks to become automatic.', 'Oui, cela lui a donné la maîtrise du rythme. Il faut quelques semaines pour que cela devienne naturel.') },
    ],
  },
  {
    in: [0, 0],
    title: t('Making a switch mount from a camera arm', 'Fabriquer un support de contacteur avec un bras photo'),
    tags: [5],
    daysAgo: 6,
    messages: [
      { by: 1, text: p('A cheap articulated camera arm and a 3D-printed plate hold a switch very well. Photos and the file on request.', 'Un bras photo articulé bon marché et une plaque imprimée en 3D tiennent très bien un contacteur. Photos et fichier sur demande.') },
      { by: 2, text: p('Great idea. How do you stop it from turning over time?', 'Excellente idée. Comment l’empêchez-vous de tourner avec le temps ?') },
      { by: 1, answers: 1, text: p('A drop of thread locker on the joints, and I check it every month.', 'Une goutte de frein-filet sur les articulations, et je vérifie chaque mois.') },
    ],
  },
  {
    in: [0, 1],
    title: t('Calibrating an eye tracker for a child who moves a lot', 'Calibrer un contrôle oculaire pour un enfant qui bouge beaucoup'),
    tags: [1, 3],
    daysAgo: 15,
    pin: 'category',
    messages: [
      { by: 2, text: p('Calibration fails half the time because our daughter moves her head. Any tips?', 'Le calibrage échoue une fois sur deux car notre fille bouge la tête. Des conseils ?') },
      { by: 4, text: p('Use a calibration with fewer points and bright pictures instead of dots.', 'Utilisez un calibrage avec moins de points et des images vives à la place des points.') },
      { by: 3, text: p('Check the light too: a window behind her confuses most trackers.', 'Vérifiez aussi la lumière : une fenêtre derrière elle perturbe la plupart des caméras.') },
      { by: 2, answers: 1, text: p('Five points with pictures worked this morning. Thank you!', 'Cinq points avec des images, ça a marché ce matin. Merci !') },
    ],
  },
  {
    in: [0, 1],
    title: t('Eye gaze and glasses', 'Contrôle oculaire et lunettes'),
    tags: [3],
    daysAgo: 9,
    messages: [
      { by: 3, text: p('Does eye gaze work with glasses? Mine have anti-reflective coating.', 'Le contrôle oculaire fonctionne-t-il avec des lunettes ? Les miennes ont un traitement antireflet.') },
      { by: 0, text: p('It does for me, once the tracker is a little lower than the screen.', 'Pour moi oui, une fois la caméra placée un peu plus bas que l’écran.') },
    ],
  },
  {
    in: [0, 1],
    title: t('Dwell time: how long do you use?', 'Temps de fixation : combien utilisez-vous ?'),
    tags: [3, 0],
    daysAgo: 3,
    messages: [
      { by: 4, text: p('I started at 1.2 seconds and I am now at 0.6. What about you?', 'J’ai commencé à 1,2 seconde et je suis maintenant à 0,6. Et vous ?') },
      { by: 1, text: p('0.8 for typing, longer for anything that deletes.', '0,8 pour écrire, plus long pour tout ce qui efface.') },
      { by: 2, text: p('Nous restons à une seconde pour notre fille, elle se fatigue vite.', 'Nous restons à une seconde pour notre fille, elle se fatigue vite.'), lang: 'fr' },
    ],
  },
  {
    in: [1, 0],
    title: t('Sharing communication boards between a tablet and a computer', 'Partager des grilles de communication entre tablette et ordinateur'),
    tags: [3],
    daysAgo: 18,
    messages: [
      { by: 1, text: p('How do you keep the same boards on a tablet and a computer?', 'Comment gardez-vous les mêmes grilles sur une tablette et un ordinateur ?') },
      { by: 0, text: p('Our app syncs through its own cloud account; the computer version reads the same set.', 'Notre application synchronise par son propre compte en ligne ; la version ordinateur lit le même ensemble.') },
    ],
  },
  {
    in: [1, 0],
    title: t('Core vocabulary for a teenager', 'Vocabulaire de base pour un adolescent'),
    tags: [4],
    daysAgo: 11,
    messages: [
      { by: 3, text: p('Which core vocabulary set would you choose for a 14-year-old starting AAC?', 'Quel vocabulaire de base choisiriez-vous pour un jeune de 14 ans qui débute la CAA ?') },
      { by: 2, text: p('One that grows: start with 60 core words and keep the same places as you add more.', 'Un vocabulaire qui grandit : commencez par 60 mots de base et gardez les mêmes places en en ajoutant.') },
      { by: 4, answers: 1, text: p('Yes, motor planning matters more than the first words you pick.', 'Oui, la planification motrice compte plus que les premiers mots choisis.') },
    ],
  },
  {
    in: [1, 0],
    title: t('Funding a communication device', 'Financer un appareil de communication'),
    tags: [2],
    daysAgo: 25,
    messages: [
      { by: 4, text: p('Which steps did you go through to have a device funded?', 'Par quelles étapes êtes-vous passés pour faire financer un appareil ?') },
      { by: 0, text: p('A speech therapist’s assessment, a trial of two months, then the application with the trial report.', 'Un bilan d’orthophonie, un essai de deux mois, puis la demande avec le compte rendu d’essai.') },
    ],
  },
  {
    in: [1, 0],
    title: t('Modelling at home: small steps', 'Modéliser à la maison : des petits pas'),
    tags: [1, 0],
    daysAgo: 5,
    messages: [
      { by: 2, text: p('We model three words a day during breakfast. It feels slow but it works.', 'Nous modélisons trois mots par jour au petit-déjeuner. Cela semble lent mais ça marche.') },
      { by: 3, text: p('Slow is fine. Consistency is what counts.', 'Lent, c’est bien. C’est la régularité qui compte.') },
    ],
  },
  {
    in: [1, 1],
    title: t('Recording my voice before surgery', 'Enregistrer ma voix avant une opération'),
    tags: [0],
    daysAgo: 14,
    messages: [
      { by: 0, text: p('My surgery is in two months. How many sentences should I record for voice banking?', 'Mon opération a lieu dans deux mois. Combien de phrases faut-il enregistrer pour la banque de voix ?') },
      { by: 1, text: p('Most services ask for 300 to 600 sentences. Record a little every day in a quiet room.', 'La plupart des services demandent 300 à 600 phrases. Enregistrez un peu chaque jour dans une pièce calme.') },
      { by: 4, text: p('And keep a few personal phrases as they are: a laugh, a greeting.', 'Et gardez quelques phrases personnelles telles quelles : un rire, une salutation.') },
    ],
  },
  {
    in: [1, 1],
    title: t('A French voice that sounds natural', 'Une voix française qui sonne naturelle'),
    tags: [3],
    daysAgo: 8,
    messages: [
      { by: 2, text: p('Which French synthetic voice sounds the most natural to you?', 'Quelle voix de synthèse française vous semble la plus naturelle ?') },
      { by: 3, text: p('The newer neural voices are far better for long sentences.', 'Les voix neuronales récentes sont bien meilleures pour les longues phrases.') },
    ],
  },
  {
    in: [1, 1],
    title: t('Voice for a child: options?', 'Une voix pour un enfant : quelles options ?'),
    tags: [1],
    daysAgo: 2,
    messages: [{ by: 4, text: p('Our son’s device has an adult voice. Are there good child voices?', 'L’appareil de notre fils a une voix d’adulte. Existe-t-il de bonnes voix d’enfant ?') }],
  },
  {
    in: [2, 0],
    title: t('Which mount for a tablet on a wheelchair?', 'Quel support pour une tablette sur un fauteuil ?'),
    tags: [3],
    daysAgo: 16,
    messages: [
      { by: 3, text: p('The tablet keeps slipping on the tray. Which mount do you use?', 'La tablette glisse sans cesse sur la tablette du fauteuil. Quel support utilisez-vous ?') },
      { by: 1, text: p('A clamp on the frame with a rigid arm. Flexible arms shake when the chair moves.', 'Une pince sur le cadre avec un bras rigide. Les bras souples tremblent quand le fauteuil roule.') },
      { by: 0, text: p('And a quick release, so it comes off for transfers.', 'Et une attache rapide, pour l’enlever lors des transferts.') },
    ],
  },
  {
    in: [2, 0],
    title: t('Pressure cushions: air or foam?', 'Coussins anti-escarres : air ou mousse ?'),
    tags: [2],
    daysAgo: 22,
    messages: [
      { by: 0, text: p('Our occupational therapist suggests air. Any experience with maintenance?', 'Notre ergothérapeute conseille l’air. Des retours sur l’entretien ?') },
      { by: 4, text: p('Check the pressure every week with a hand under the cushion; it is quick.', 'Vérifiez la pression chaque semaine avec une main sous le coussin ; c’est rapide.') },
    ],
  },
  {
    in: [2, 0],
    title: t('Headrest for better head control', 'Appui-tête pour un meilleur maintien de la tête'),
    tags: [1],
    daysAgo: 4,
    messages: [
      { by: 2, text: p('A lateral headrest changed everything for our daughter’s eye gaze.', 'Un appui-tête latéral a tout changé pour le contrôle oculaire de notre fille.') },
      { by: 1, text: p('Same here. Posture first, then access.', 'Pareil ici. D’abord la posture, ensuite l’accès.') },
    ],
  },
  {
    in: [2, 1],
    title: t('Hand exercises with a game controller', 'Exercices de la main avec une manette de jeu'),
    tags: [5, 1],
    daysAgo: 13,
    messages: [
      { by: 1, text: p('Our physiotherapist uses an adapted game controller for grip exercises. Motivation went up a lot.', 'Notre kinésithérapeute utilise une manette adaptée pour les exercices de préhension. La motivation a beaucoup augmenté.') },
      { by: 3, text: p('Which games? We need slow ones.', 'Quels jeux ? Il nous en faut des lents.') },
      { by: 1, answers: 1, text: p('Puzzle games without a timer work best.', 'Les jeux de réflexion sans chronomètre marchent le mieux.') },
    ],
  },
  {
    in: [2, 1],
    title: t('Tracking progress at home', 'Suivre les progrès à la maison'),
    tags: [0],
    daysAgo: 7,
    messages: [
      { by: 4, text: p('How do you keep track of exercises between sessions?', 'Comment suivez-vous les exercices entre les séances ?') },
      { by: 2, text: p('A simple chart on the fridge, with a sticker per day.', 'Un simple tableau sur le frigo, avec une gommette par jour.') },
    ],
  },
  {
    in: [2, 1],
    title: t('Welcome! How the forum works', 'Bienvenue ! Comment fonctionne le forum'),
    tags: [0],
    daysAgo: 30,
    pin: 'home',
    messages: [
      {
        by: -1,
        text: p(
          'Welcome to the Relais forum. Ask in the category closest to your question, add a tag or two, and answer others when you can. Be kind: many of us write with a switch or our eyes.',
          'Bienvenue sur le forum Relais. Posez votre question dans la catégorie la plus proche, ajoutez une ou deux étiquettes et répondez aux autres quand vous le pouvez. Soyez bienveillants : beaucoup d’entre nous écrivent avec un contacteur ou avec les yeux.',
        ),
      },
    ],
  },
  {
    in: [2, 1],
    title: t('Announcements from the Relais team', 'Annonces de l’équipe Relais'),
    tags: [],
    daysAgo: 1,
    limitToAdmin: true,
    messages: [{ by: -1, text: p('The calendar now lists the next fair: come and try devices with us.', 'Le calendrier annonce le prochain salon : venez essayer des appareils avec nous.') }],
  },
];

/**
 * The demo forum: categories under three parents, tags, and twenty subjects in English and French
 * written by demo members (answers to a message among them, a French message in an English thread),
 * one pinned on the forum's home, one in its category, one kept to the team; their dates spread over
 * the last month. Written through the operations, so the hooks keep the counters and the latest
 * activity; the dates are moved afterwards, then the latest activity read again. Writing follows
 * (each writer follows the subjects they wrote in, read up to the seeding), but the demo's own
 * conversation tells no one: its "new messages" notifications (and grouped mails, were any queued)
 * are removed.
 */
export async function seedDemoForum(ctx: EngineContext, adminId: string): Promise<void> {
  const memberIds: string[] = [];
  for (const member of MEMBERS) {
    memberIds.push(await createThrough(ctx, 'users', { ...member, email: `${member.firstName.toLowerCase()}.${member.lastName.toLowerCase()}@demo.relais.local`, locale: 'en', validatedAt: new Date().toISOString(), emailVerifiedAt: new Date().toISOString() }));
  }
  // The team's messages are the administrator's; the others, the members'.
  const as = (index: number): EngineContext => ({ ...ctx, actor: { ...ctx.actor, userId: index < 0 ? adminId : memberIds[index]! } });
  const childIds: string[][] = [];
  for (const [position, parent] of CATEGORIES.entries()) {
    const parentId = await createThrough(ctx, 'forum-categories', withTranslations({ position, isParent: true }, { name: parent.name, shortDescription: parent.description }));
    const children: string[] = [];
    for (const [childPosition, child] of parent.children.entries()) {
      children.push(await createThrough(ctx, 'forum-categories', withTranslations({ position: childPosition }, { name: child.name, shortDescription: child.description }), { parent: ['forum-categories', parentId] }));
    }
    childIds.push(children);
  }
  const tagIds: string[] = [];
  for (const name of TAGS) tagIds.push(await createThrough(ctx, 'tags', withTranslations({}, { name })));

  const now = Date.now();
  const day = 86_400_000;
  const dates: { subjectId: string; openedAt: Date; messageIds: string[] }[] = [];
  for (const thread of THREADS) {
    const [parent, child] = thread.in;
    const attributes: Record<string, unknown> = {
      ...(thread.pin === 'home' ? { pinnedOnHomeAt: new Date(now - thread.daysAgo * day).toISOString() } : {}),
      ...(thread.pin === 'category' ? { pinnedOnCategoryAt: new Date(now - thread.daysAgo * day).toISOString() } : {}),
      ...(thread.limitToAdmin ? { limitToAdmin: true } : {}),
    };
    const opener = thread.messages[0]!.by;
    const subjectId = await createThrough(as(opener), 'forum-subjects', withTranslations(attributes, { title: thread.title }), {
      category: ['forum-categories', childIds[parent]![child]!],
      tags: ['tags', thread.tags.map((index) => tagIds[index]!)],
    });
    const messageIds: string[] = [];
    for (const message of thread.messages) {
      const parentMessage = message.answers === undefined ? null : messageIds[message.answers]!;
      messageIds.push(
        await createThrough(as(message.by), 'forum-subject-messages', withTranslations({ lang: message.lang ?? null }, { content: message.text }), {
          subject: ['forum-subjects', subjectId],
          parentMessage: ['forum-subject-messages', parentMessage],
        }),
      );
    }
    dates.push({ subjectId, openedAt: new Date(now - thread.daysAgo * day), messageIds });
  }
  // A few likes on the first subject and its answer.
  const [first] = dates;
  if (first) {
    for (const member of [1, 2, 3]) await createThrough(as(member), 'likes', {}, { likable: ['forum-subjects', first.subjectId] });
    await createThrough(as(0), 'likes', {}, { likable: ['forum-subject-messages', first.messageIds[1]!] });
  }

  // The dates of a month of conversation: each thread opened on its day, its answers hours apart.
  const subjects = tableOf(forumSubjects);
  const messages = tableOf(forumSubjectMessages);
  for (const { subjectId, openedAt, messageIds } of dates) {
    await ctx.db.execute(sql`update ${subjects} set created_at = ${openedAt.toISOString()}::timestamptz, updated_at = ${openedAt.toISOString()}::timestamptz, published_at = ${openedAt.toISOString()}::timestamptz where id = ${subjectId}`);
    for (const [index, messageId] of messageIds.entries()) {
      const at = new Date(Math.min(openedAt.getTime() + index * 5 * 3_600_000, now - (messageIds.length - index) * 60_000));
      await ctx.db.execute(sql`update ${messages} set created_at = ${at.toISOString()}::timestamptz, updated_at = ${at.toISOString()}::timestamptz where id = ${messageId}`);
    }
    await ctx.db.execute(
      sql`update ${subjects} s set last_activity_at = coalesce((select max(m.created_at) from ${messages} m where m.subject_id = s.id), s.created_at) where s.id = ${subjectId}`,
    );
  }
  const subjectIds = dates.map(({ subjectId }) => subjectId);
  if (!subjectIds.length) return;
  const notifications = tablesOf('notifications').table;
  await ctx.db
    .delete(notifications)
    .where(and(eq(notifications.notificationType, FORUM_NEW_MESSAGES), sql`substring(${notifications.actionUrl} from '[^/]+$') in (${sql.join(subjectIds.map((id) => sql`${id}`), sql`, `)})`));
  await ctx.db.delete(backgroundJobs).where(and(eq(backgroundJobs.kind, FORUM_DIGEST_JOB), inArray(sql`${backgroundJobs.payload}->>'subjectId'`, subjectIds)));
}
