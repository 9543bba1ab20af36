import { like } from 'drizzle-orm';
import type { EngineContext } from '../../jsonapi/context.ts';
import { createResource } from '../../operations/index.ts';
import { tablesOf } from '../../services/tables.ts';
import { createThrough, withTranslations } from '../operations.ts';
import type { Bilingual, DemoPage } from './types.ts';

/** Where the demo shows the resources, and the requests beside them (a page of their own: docs/decisions.md). */
export const TRAINING_RESOURCES_PATH = '/training-resources';
export const TRAINING_REQUESTS_PATH = '/training-requests';

export const trainingResourcesPage: DemoPage = {
  path: TRAINING_RESOURCES_PATH,
  title: { en: 'Training resources', fr: 'Ressources de formation' },
  description: {
    en: 'Videos, guides and courses on communication aids, access and positioning, reviewed by the professionals and families who used them.',
    fr: 'Vidéos, guides et cours sur les aides à la communication, l’accès et le positionnement, évalués par les professionnels et les familles qui les ont utilisés.',
  },
  components: [
    {
      name: 'pageTrainingResourcesSearch',
      props: {
        en: { title: 'Training resources', subtitle: 'Find a resource by subject, type or theme, and read what others made of it.', perPage: 12, requestsPath: TRAINING_REQUESTS_PATH },
        fr: { title: 'Ressources de formation', subtitle: 'Trouvez une ressource par sujet, type ou thème, et lisez ce que d’autres en ont fait.', perPage: 12, requestsPath: TRAINING_REQUESTS_PATH },
      },
    },
  ],
};

export const trainingRequestsPage: DemoPage = {
  path: TRAINING_REQUESTS_PATH,
  title: { en: 'Requested resources', fr: 'Ressources demandées' },
  description: {
    en: 'The training resources members are looking for: ask for the one you miss, support the requests you share.',
    fr: 'Les ressources de formation que les membres cherchent : demandez celle qui vous manque, soutenez les demandes que vous partagez.',
  },
  components: [
    {
      name: 'pageTrainingResourcesRequests',
      props: {
        en: { title: 'Requested resources', subtitle: 'Missing a resource? Ask for it; contributors answer the most supported requests first.', perPage: 12, resourcesPath: TRAINING_RESOURCES_PATH },
        fr: { title: 'Ressources demandées', subtitle: 'Il vous manque une ressource ? Demandez-la ; les contributeurs répondent d’abord aux demandes les plus soutenues.', perPage: 12, resourcesPath: TRAINING_RESOURCES_PATH },
      },
    },
  ],
};

const t = (en: string, fr: string): Bilingual => ({ en, fr });
const p = (en: string, fr: string): Bilingual => ({ en: `<p>${en}</p>`, fr: `<p>${fr}</p>` });
const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

const THEMES: [string, Bilingual][] = [
  ['access', t('Access and switches', 'Accès et contacteurs')],
  ['seating', t('Seating and positioning', 'Installation et positionnement')],
  ['literacy', t('Literacy', 'Littératie')],
];
const TYPES: [string, Bilingual][] = [
  ['guide', t('Guide', 'Guide')],
  ['course', t('Online course', 'Cours en ligne')],
  ['webinar', t('Webinar', 'Webinaire')],
];

interface DemoResource {
  title: Bilingual;
  description: Bilingual;
  source?: Bilingual;
  usageNotes?: Bilingual;
  originalAuthors?: string;
  licenseId?: string;
  type: string;
  themes: string[];
  /** Reviews: [reviewer (index of the demo members), objective, recipients, rating, comment]. */
  reviews: [number, 'personal' | 'project' | 'integration' | 'other', number | null, number, string][];
}

const RESOURCES: DemoResource[] = [
  {
    title: t('Core vocabulary in ten minutes a day', 'Le vocabulaire de base en dix minutes par jour'),
    description: p('A short course on teaching the fifty words that make up most of what we say, one word a week, in everyday routines.', 'Un cours court pour enseigner les cinquante mots qui font l’essentiel de ce que nous disons, un mot par semaine, dans les routines du quotidien.'),
    source: t('Speech and language therapy service, Lyon', 'Service d’orthophonie, Lyon'),
    usageNotes: p('Pick the word of the week together with the family; stick it on the fridge.', 'Choisissez le mot de la semaine avec la famille ; affichez-le sur le frigo.'),
    licenseId: 'CC-BY-4.0',
    type: 'course',
    themes: ['communication'],
    reviews: [[0, 'project', 6, 5, 'We used it with six children in our class: simple and it works.'], [1, 'personal', null, 4, 'Clear, a little fast at the end.'], [2, 'integration', 12, 5, 'Now part of our onboarding for new assistants.']],
  },
  {
    title: t('Placing a switch: a checklist', 'Placer un contacteur : une liste de vérification'),
    description: p('Where to place a switch so that it can be pressed again and again without tiring: head, hand, knee, foot. A printable checklist with photos.', 'Où placer un contacteur pour pouvoir l’activer encore et encore sans se fatiguer : tête, main, genou, pied. Une liste imprimable avec photos.'),
    source: t('Occupational therapy network', 'Réseau d’ergothérapeutes'),
    originalAuthors: 'M. Laurent, K. Osei',
    licenseId: 'CC-BY-SA-4.0',
    type: 'guide',
    themes: ['access'],
    reviews: [[3, 'project', 3, 5, 'Saved us weeks of trial and error.'], [4, 'personal', null, 4, 'Good photos, I would add a section on mounting arms.']],
  },
  {
    title: t('Step-by-step scanning: from one switch to two', 'Le défilement pas à pas : d’un contacteur à deux'),
    description: p('Why and when to move from automatic scanning to step scanning with two switches, with video examples.', 'Pourquoi et quand passer du défilement automatique au défilement pas à pas avec deux contacteurs, avec des exemples en vidéo.'),
    licenseId: 'CC-BY-NC-4.0',
    type: 'video',
    themes: ['access', 'communication'],
    reviews: [[0, 'personal', null, 4, 'Helped me understand the timing settings.'], [2, 'other', 20, 3, 'Useful, but the sound is poor.']],
  },
  {
    title: t('Sitting well to communicate well', 'Bien assis pour bien communiquer'),
    description: p('How posture changes breathing, head control and eye gaze, and what to check before any communication session.', 'Comment la posture change la respiration, le contrôle de la tête et le regard, et ce qu’il faut vérifier avant toute séance de communication.'),
    source: t('Physiotherapy school, Geneva', 'École de physiothérapie, Genève'),
    licenseId: 'CC-BY-4.0',
    type: 'webinar',
    themes: ['seating', 'communication'],
    reviews: [[1, 'integration', 4, 5, 'An eye-opener for the whole team.'], [3, 'personal', null, 5, 'Short and practical.'], [4, 'project', 2, 4, 'We now start each session with the posture checks.']],
  },
  {
    title: t('Shared reading with a communication board', 'La lecture partagée avec un tableau de communication'),
    description: p('Reading a picture book together, pausing to let the child comment with their board: a guide for parents and teachers.', 'Lire un album ensemble en faisant des pauses pour que l’enfant commente avec son tableau : un guide pour parents et enseignants.'),
    licenseId: 'CC-BY-SA-4.0',
    type: 'guide',
    themes: ['literacy', 'communication'],
    reviews: [[2, 'personal', null, 5, 'My son now asks for “more book”!'], [0, 'project', 8, 4, 'Works well in small groups.']],
  },
  {
    title: t('Writing with a switch: on-screen keyboards compared', 'Écrire avec un contacteur : les claviers virtuels comparés'),
    description: p('Five on-screen keyboards tested with one and two switches: layouts, word prediction, speed.', 'Cinq claviers virtuels testés avec un et deux contacteurs : dispositions, prédiction de mots, vitesse.'),
    originalAuthors: 'AT lab, University of Padua',
    licenseId: 'CC-BY-4.0',
    type: 'guide',
    themes: ['access', 'literacy'],
    reviews: [[4, 'other', 15, 4, 'A good starting point for choosing.']],
  },
  {
    title: t('Eye-gaze calibration in difficult light', 'Calibrer un contrôle oculaire sous une lumière difficile'),
    description: p('Windows, neon lights, glasses: practical tips to calibrate an eye tracker where people actually live.', 'Fenêtres, néons, lunettes : des conseils pratiques pour calibrer une caméra oculaire là où les gens vivent vraiment.'),
    licenseId: 'CC-BY-4.0',
    type: 'video',
    themes: ['access'],
    reviews: [[1, 'personal', null, 5, 'The tip about the curtain changed everything.'], [3, 'project', 1, 4, 'Worked for a user with thick glasses.']],
  },
  {
    title: t('Introducing a speech-generating device at school', 'Introduire une synthèse vocale à l’école'),
    description: p('A six-week plan to bring a communication device into a classroom, with roles for the teacher, the assistant and the classmates.', 'Un plan de six semaines pour faire entrer un appareil de communication en classe, avec les rôles de l’enseignant, de l’AESH et des camarades.'),
    source: t('Regional resource centre for assistive technology', 'Centre régional de ressources en aides techniques'),
    licenseId: 'CC-BY-NC-SA-4.0',
    type: 'course',
    themes: ['communication'],
    reviews: [[0, 'integration', 25, 5, 'Clear roles: everybody knew what to do.'], [4, 'project', 3, 4, 'Week three is the hardest, plan extra time.']],
  },
  {
    title: t('Head control and mounting arms', 'Contrôle de la tête et bras articulés'),
    description: p('How to choose and adjust a mounting arm for a tablet or a switch when head control varies during the day.', 'Comment choisir et régler un bras articulé pour une tablette ou un contacteur quand le contrôle de la tête varie au fil de la journée.'),
    licenseId: 'CC-BY-4.0',
    type: 'webinar',
    themes: ['seating', 'access'],
    reviews: [[2, 'personal', null, 3, 'Good content, a bit long.']],
  },
  {
    title: t('Aided language modelling for families', 'La modélisation du langage aidé pour les familles'),
    description: p('Ten short videos for parents: model without expecting, point while you speak, follow the child’s lead.', 'Dix courtes vidéos pour les parents : modéliser sans attendre de réponse, pointer en parlant, suivre l’initiative de l’enfant.'),
    licenseId: 'CC-BY-SA-4.0',
    type: 'video',
    themes: ['communication'],
    reviews: [[1, 'personal', null, 5, 'Exactly what families need.'], [3, 'other', 40, 5, 'We show it at every parents’ evening.']],
  },
];

/** The request the demo answers: asked by a member, answered by a resource linking to it. */
const ANSWERED_REQUEST = {
  title: t('A switch-scanning starter guide for families', 'Un guide de démarrage du défilement pour les familles'),
  description: p('Something short for parents whose child just got a switch: what scanning is, how to practise at home.', 'Quelque chose de court pour les parents dont l’enfant vient de recevoir un contacteur : ce qu’est le défilement, comment s’entraîner à la maison.'),
  inspirationUrl: 'https://example.org/switch-scanning-guide',
};

const ANSWER: DemoResource = {
  title: t('Switch scanning at home: a starter guide for families', 'Le défilement à la maison : un guide de démarrage pour les familles'),
  description: p('Twelve pages for families: what scanning is, games to practise with a single switch, and when to ask the therapist to change the settings.', 'Douze pages pour les familles : ce qu’est le défilement, des jeux pour s’entraîner avec un seul contacteur, et quand demander au thérapeute de changer les réglages.'),
  source: t('Family association for AAC', 'Association de familles pour la CAA'),
  licenseId: 'CC-BY-SA-4.0',
  type: 'guide',
  themes: ['access', 'communication'],
  reviews: [[4, 'personal', null, 5, 'Just what I asked for, thank you!']],
};

const OPEN_REQUESTS: { title: Bilingual; description: Bilingual; type: string | null; themes: string[]; by: number; supporters: number[] }[] = [
  {
    title: t('Positioning for eye gaze in a wheelchair', 'Le positionnement pour le contrôle oculaire en fauteuil roulant'),
    description: p('How to set up seating, tablet and tracker so that calibration holds all day.', 'Comment régler l’assise, la tablette et la caméra pour que le calibrage tienne toute la journée.'),
    type: 'video',
    themes: ['seating', 'access'],
    by: 1,
    supporters: [0, 2, 3],
  },
  {
    title: t('Literacy activities for teenagers using AAC', 'Des activités de littératie pour les adolescents qui utilisent la CAA'),
    description: p('Most literacy material is for young children; we need age-appropriate activities.', 'La plupart des supports de littératie visent les jeunes enfants ; il nous faut des activités adaptées à l’âge.'),
    type: 'course',
    themes: ['literacy'],
    by: 3,
    supporters: [4],
  },
];

/**
 * The training resources and their requests as a newcomer meets them on `/training-resources` and
 * `/training-requests`: themes and types, a dozen published resources reviewed by the demo forum's
 * members (their ratings make each one's average), requests the members support with likes, and one
 * request answered by a resource linking to it, which notifies its writer as the site would.
 */
export async function seedDemoTrainingResources(ctx: EngineContext): Promise<void> {
  const users = tablesOf('users').table;
  const members = (await ctx.db.select({ id: users.id }).from(users).where(like(users.email, '%@demo.relais.local')).orderBy(users.createdAt)).map((row) => row.id as string);
  const as = (index: number): EngineContext => ({ ...ctx, actor: { ...ctx.actor, userId: members[index % Math.max(1, members.length)] ?? ctx.actor.userId } });
  for (const [id, name] of THEMES) await createListed(ctx, 'training-resource-themes', id, name);
  for (const [id, name] of TYPES) await createListed(ctx, 'training-resource-types', id, name);
  const write = async (resource: DemoResource, age: number, extra: Record<string, readonly [string, string | string[] | null]> = {}) => {
    const attributes = withTranslations(
      { publishedAt: daysAgo(age), licenseId: resource.licenseId ?? null, originalAuthors: resource.originalAuthors ?? null },
      { title: resource.title, description: resource.description, source: resource.source, usageNotes: resource.usageNotes },
    );
    const id = await createThrough(ctx, 'training-resources', attributes, { resourceType: ['training-resource-types', resource.type], themes: ['training-resource-themes', resource.themes], ...extra });
    for (const [by, objective, recipientsCount, reviewRating, reviewComment] of resource.reviews) {
      await createThrough(as(by), 'training-resource-reviews', { objective, recipientsCount, reviewRating, reviewComment }, { resource: ['training-resources', id] });
    }
    return id;
  };
  const ids: string[] = [];
  for (const [index, resource] of RESOURCES.entries()) ids.push(await write(resource, 40 - index * 3));
  // Likes from the members on a few resources.
  for (const [index, id] of ids.slice(0, 5).entries()) for (const by of [0, 1, 2].slice(0, 3 - (index % 3))) await createThrough(as(by + index), 'likes', {}, { likable: ['training-resources', id] });

  const requestIds: string[] = [];
  for (const [index, request] of OPEN_REQUESTS.entries()) {
    const id = await createThrough(as(request.by), 'training-resource-requests', withTranslations({ publishedAt: daysAgo(20 - index * 5) }, { title: request.title, description: request.description }), {
      resourceType: ['training-resource-types', request.type],
      themes: ['training-resource-themes', request.themes],
    });
    for (const by of request.supporters) await createThrough(as(by), 'likes', {}, { likable: ['training-resource-requests', id] });
    requestIds.push(id);
  }
  const askedId = await createThrough(as(4), 'training-resource-requests', withTranslations({ publishedAt: daysAgo(30), inspirationUrl: ANSWERED_REQUEST.inspirationUrl }, { title: ANSWERED_REQUEST.title, description: ANSWERED_REQUEST.description }), {
    resourceType: ['training-resource-types', 'guide'],
    themes: ['training-resource-themes', ['access']],
  });
  for (const by of [0, 2]) await createThrough(as(by), 'likes', {}, { likable: ['training-resource-requests', askedId] });
  // The answer builds on the switch checklist and answers the family's request (its writer is notified).
  await write(ANSWER, 2, { originalRequests: ['training-resource-requests', [askedId]], originalResources: ['training-resources', [ids[1]!]] });
}

/** A theme or resource type with a readable id. */
async function createListed(ctx: EngineContext, type: string, id: string, name: Bilingual) {
  await createResource(ctx, { type, document: { data: { type, id, attributes: withTranslations({}, { name }) } } });
}
