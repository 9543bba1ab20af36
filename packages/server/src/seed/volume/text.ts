import type { Bilingual } from '../operations.ts';
import type { Random } from './random.ts';

/**
 * Realistic-looking texts of the platform's field (assistive technology, rehabilitation, assistive
 * communication) in English and French, built from aligned phrases so that each French text says
 * what its English one says. Everything is drawn from a `Random`, so a seed gives the same texts.
 */

/** A device: its English name, and its French name bare, with an indefinite and a definite article. */
interface Device {
  en: string;
  fr: string;
  frA: string;
  frThe: string;
}

const device = (en: string, fr: string, masculine: boolean): Device => ({
  en,
  fr,
  frA: `${masculine ? 'un' : 'une'} ${fr}`,
  frThe: /^[aeéiouh]/i.test(fr) ? `l'${fr}` : `${masculine ? 'le' : 'la'} ${fr}`,
});

export const DEVICES: readonly Device[] = [
  device('switch', 'contacteur', true),
  device('eye-tracking device', 'commande oculaire', false),
  device('communication board', 'tableau de communication', true),
  device('tablet holder', 'support de tablette', true),
  device('adapted keyboard', 'clavier adapté', true),
  device('joystick mouse', 'souris joystick', false),
  device('speech synthesis app', 'application de synthèse vocale', false),
  device('wheelchair mount', 'fixation pour fauteuil', false),
  device('head pointer', 'licorne de pointage', false),
  device('grip aid', 'aide à la préhension', false),
  device('page turner', 'tourne-page', true),
  device('pictogram set', 'jeu de pictogrammes', true),
  device('LifeCompanion configuration', 'configuration LifeCompanion', false),
  device('Bluetooth switch interface', 'interface de contacteurs Bluetooth', false),
  device('keyguard', 'guide-doigts', true),
  device('environmental control unit', 'contrôle d’environnement', true),
  device('voice output device', 'synthèse vocale portable', false),
  device('adapted spoon', 'cuillère adaptée', false),
  device('trackball', 'boule de commande', false),
  device('standing frame', 'verticalisateur', true),
];

const SITUATIONS: readonly Bilingual[] = [
  { en: 'a child with cerebral palsy', fr: 'un enfant avec une paralysie cérébrale' },
  { en: 'an adult with ALS', fr: 'un adulte atteint de SLA' },
  { en: 'a classroom', fr: 'une salle de classe' },
  { en: 'daily use at home', fr: 'un usage quotidien à la maison' },
  { en: 'a power wheelchair', fr: 'un fauteuil roulant électrique' },
  { en: 'a person after a stroke', fr: 'une personne après un AVC' },
  { en: 'a teenager with autism', fr: 'un adolescent autiste' },
  { en: 'a nursing home', fr: 'un EHPAD' },
  { en: 'someone with limited hand movement', fr: 'une personne avec peu de mobilité des mains' },
  { en: 'a speech therapy session', fr: 'une séance d’orthophonie' },
  { en: 'a bedridden person', fr: 'une personne alitée' },
  { en: 'a young child learning to point', fr: 'un jeune enfant qui apprend à pointer' },
];

const PEOPLE: readonly Bilingual[] = [
  { en: 'our occupational therapist', fr: 'notre ergothérapeute' },
  { en: 'the speech therapist', fr: 'l’orthophoniste' },
  { en: 'my son’s teacher', fr: 'l’enseignante de mon fils' },
  { en: 'the physiotherapist', fr: 'le kinésithérapeute' },
  { en: 'our technician', fr: 'notre technicien' },
  { en: 'the family', fr: 'la famille' },
];

const cap = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

const SUBJECT_TITLES: readonly ((d: Device, s: Bilingual) => Bilingual)[] = [
  (d, s) => ({ en: `Looking for a ${d.en} for ${s.en}`, fr: `Je cherche ${d.frA} pour ${s.fr}` }),
  (d, s) => ({ en: `Feedback on the ${d.en} with ${s.en}`, fr: `Retour d’expérience sur ${d.frThe} avec ${s.fr}` }),
  (d) => ({ en: `How do you set up the ${d.en}?`, fr: `Comment régler ${d.frThe} ?` }),
  (d) => ({ en: `The ${d.en} stopped working after an update`, fr: `${cap(d.frThe)} ne fonctionne plus après une mise à jour` }),
  (d) => ({ en: `Funding a ${d.en}: which steps?`, fr: `Financer ${d.frA} : quelles démarches ?` }),
  (d, s) => ({ en: `Lending a ${d.en} for ${s.en}`, fr: `Prêt d’${d.frA.replace(/^une? /, '')} pour ${s.fr}` }),
];

const SENTENCES: readonly ((d: Device, s: Bilingual, p: Bilingual) => Bilingual)[] = [
  (d, s) => ({ en: `We have been using the ${d.en} with ${s.en} for three months now.`, fr: `Nous utilisons ${d.frThe} avec ${s.fr} depuis trois mois.` }),
  (d, _s, p) => ({ en: `${cap(p.en)} suggested trying a ${d.en} first.`, fr: `${cap(p.fr)} nous a conseillé d’essayer d’abord ${d.frA}.` }),
  () => ({ en: 'Has anyone compared the settings of the different versions?', fr: 'Quelqu’un a-t-il comparé les réglages des différentes versions ?' }),
  () => ({ en: 'The main difficulty is the position: it has to stay within reach all day.', fr: 'La principale difficulté est la position : il faut que ce soit accessible toute la journée.' }),
  (d) => ({ en: `Thanks, I will lend you our ${d.en} if you want to try it.`, fr: `Merci, je peux vous prêter ${d.frThe} si vous voulez l’essayer.` }),
  () => ({ en: 'The battery lasts about a day with normal use.', fr: 'La batterie tient environ une journée en usage normal.' }),
  (_d, s) => ({ en: `It works well for ${s.en}, but it takes a few weeks of practice.`, fr: `Cela fonctionne bien pour ${s.fr}, mais il faut quelques semaines d’entraînement.` }),
  () => ({ en: 'You can ask the lending library of your region for a trial period.', fr: 'Vous pouvez demander une période d’essai à l’aidothèque de votre région.' }),
  () => ({ en: 'I printed the holder in PETG, the PLA one broke after a week.', fr: 'J’ai imprimé le support en PETG, celui en PLA a cassé au bout d’une semaine.' }),
  (_d, _s, p) => ({ en: `I asked ${p.en} and will let you know what they think.`, fr: `J’ai demandé à ${p.fr}, je vous tiens au courant.` }),
  () => ({ en: 'The funding file took four months, so start early.', fr: 'Le dossier de financement a pris quatre mois : commencez tôt.' }),
  () => ({ en: 'The sensitivity can be lowered in the advanced menu.', fr: 'La sensibilité peut être réduite dans le menu avancé.' }),
];

const ITEM_KINDS: readonly Bilingual[] = [
  { en: '3D model', fr: 'modèle 3D' },
  { en: 'configuration', fr: 'configuration' },
  { en: 'user guide', fr: 'guide d’utilisation' },
  { en: 'printable template', fr: 'gabarit à imprimer' },
  { en: 'set of pictograms', fr: 'planche de pictogrammes' },
];

function paragraph(random: Random, d: Device, s: Bilingual, count: number): Bilingual {
  const picked = random.sample(SENTENCES, count).map((sentence) => sentence(d, s, random.pick(PEOPLE)));
  return { en: picked.map((t) => t.en).join(' '), fr: picked.map((t) => t.fr).join(' ') };
}

/** Rich text of one to three paragraphs, sometimes with a list, as a message or a description reads. */
export function richText(random: Random, d: Device = random.pick(DEVICES), s: Bilingual = random.pick(SITUATIONS)): Bilingual {
  const paragraphs = Array.from({ length: random.int(1, 3) }, () => paragraph(random, d, s, random.int(1, 3)));
  const html = (locale: 'en' | 'fr') => {
    let text = paragraphs.map((p) => `<p>${p[locale]}</p>`).join('');
    if (random.chance(0.15)) text += locale === 'en' ? '<ul><li>Pros: sturdy</li><li>Cons: heavy</li></ul>' : '<ul><li>Points forts : solide</li><li>Points faibles : lourd</li></ul>';
    return text;
  };
  const en = html('en');
  return { en, fr: html('fr') };
}

export function subjectTitle(random: Random): { title: Bilingual; device: Device; situation: Bilingual } {
  const d = random.pick(DEVICES);
  const s = random.pick(SITUATIONS);
  return { title: random.pick(SUBJECT_TITLES)(d, s), device: d, situation: s };
}

export function itemTitle(random: Random): { title: Bilingual; device: Device; situation: Bilingual } {
  const d = random.pick(DEVICES);
  const s = random.pick(SITUATIONS);
  const k = random.pick(ITEM_KINDS);
  return { title: { en: `${cap(d.en)} ${k.en} for ${s.en}`, fr: `${cap(k.fr)} – ${d.fr} pour ${s.fr}` }, device: d, situation: s };
}

export const FIRST_NAMES = [
  'Alice', 'Antoine', 'Camille', 'Chloé', 'Claire', 'David', 'Élise', 'Emma', 'Étienne', 'Fatima', 'Françoise', 'Gabriel', 'Hugo', 'Inès', 'Isabelle',
  'Jules', 'Julien', 'Karim', 'Laura', 'Léa', 'Louis', 'Lucas', 'Manon', 'Marc', 'Marie', 'Mathilde', 'Nathalie', 'Nicolas', 'Noah', 'Océane', 'Olivier',
  'Paul', 'Pauline', 'Pierre', 'Rachel', 'Sarah', 'Sophie', 'Thomas', 'Valérie', 'Yasmine', 'James', 'Emily', 'Oliver', 'Hannah', 'George', 'Grace',
  'Lars', 'Sofia', 'Matteo', 'Giulia', 'Ana', 'Andrei', 'Ioana', 'Mette', 'Søren', 'Lucía', 'Javier', 'Elena', 'Tomás', 'Noémie',
] as const;

export const LAST_NAMES = [
  'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy', 'Moreau', 'Simon', 'Laurent', 'Lefebvre', 'Michel', 'Garcia',
  'David', 'Bertrand', 'Roux', 'Vincent', 'Fournier', 'Morel', 'Girard', 'André', 'Mercier', 'Dupont', 'Lambert', 'Bonnet', 'François', 'Martinez', 'Legrand',
  'Garnier', 'Faure', 'Rousseau', 'Blanc', 'Guérin', 'Muller', 'Henry', 'Roussel', 'Nicolas', 'Perrin', 'Smith', 'Jones', 'Taylor', 'Brown', 'Wilson',
  'Jensen', 'Nielsen', 'Rossi', 'Bianchi', 'Popescu', 'Ionescu', 'Fernández', 'López', 'Janssens', 'Peeters', 'Maes', 'Claes', 'Wouters', 'Goossens', 'Lemaire',
] as const;

/** Cities by country, for organizations' names and addresses. */
export const CITIES: Readonly<Record<string, readonly string[]>> = {
  FR: ['Lyon', 'Lille', 'Nantes', 'Rennes', 'Bordeaux', 'Toulouse', 'Marseille', 'Grenoble', 'Strasbourg', 'Montpellier', 'Dijon', 'Tours', 'Brest', 'Nancy', 'Rouen', 'Limoges', 'Caen', 'Angers', 'Amiens', 'Metz'],
  BE: ['Bruxelles', 'Liège', 'Namur', 'Charleroi', 'Mons', 'Gent', 'Leuven'],
  IT: ['Torino', 'Milano', 'Bologna', 'Firenze', 'Napoli'],
  ES: ['Madrid', 'Barcelona', 'Valencia', 'Sevilla'],
  DK: ['København', 'Aarhus', 'Odense'],
  RO: ['București', 'Cluj-Napoca', 'Iași'],
};

const ORGANIZATION_KINDS: readonly { name: (city: string) => string; about: Bilingual }[] = [
  { name: (city) => `Centre de rééducation de ${city}`, about: { en: 'A rehabilitation centre that assesses and lends assistive technology.', fr: 'Un centre de rééducation qui évalue et prête des aides techniques.' } },
  { name: (city) => `Aidothèque ${city}`, about: { en: 'A lending library of assistive devices for families and professionals.', fr: 'Une aidothèque qui prête du matériel aux familles et aux professionnels.' } },
  { name: (city) => `Association Communiquer ${city}`, about: { en: 'An association of families using assistive communication.', fr: 'Une association de familles qui utilisent la communication alternative.' } },
  { name: (city) => `Fablab santé ${city}`, about: { en: 'A makerspace that designs and prints aids with their users.', fr: 'Un fablab qui conçoit et imprime des aides avec leurs utilisateurs.' } },
  { name: (city) => `Institut médico-éducatif de ${city}`, about: { en: 'A school and care service for children with disabilities.', fr: 'Un établissement qui accueille et accompagne des enfants en situation de handicap.' } },
  { name: (city) => `Service d'accompagnement ${city}`, about: { en: 'A support service for adults living at home.', fr: 'Un service qui accompagne des adultes vivant à domicile.' } },
];

export function organization(random: Random, n: number): { name: string; unitName: string | null; country: string; city: string; about: Bilingual } {
  const country = random.chance(0.6) ? 'FR' : random.pick(['BE', 'IT', 'ES', 'DK', 'RO']);
  const city = random.pick(CITIES[country]!);
  const kind = random.pick(ORGANIZATION_KINDS);
  return { name: kind.name(city), unitName: n % 4 === 0 ? `Antenne ${random.int(1, 9)}` : null, country, city, about: kind.about };
}

/** ASCII, lower case, words joined by hyphens: the shape of a slug. */
export const slugify = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export const FORUM_CATEGORIES: readonly { name: Bilingual; children: readonly Bilingual[] }[] = [
  {
    name: { en: 'Communication', fr: 'Communication' },
    children: [
      { en: 'Communication boards', fr: 'Tableaux de communication' },
      { en: 'Speech synthesis', fr: 'Synthèse vocale' },
      { en: 'Eye tracking', fr: 'Commande oculaire' },
      { en: 'Pictograms', fr: 'Pictogrammes' },
    ],
  },
  {
    name: { en: 'Computer access', fr: 'Accès à l’ordinateur' },
    children: [
      { en: 'Switches', fr: 'Contacteurs' },
      { en: 'Keyboards and mice', fr: 'Claviers et souris' },
      { en: 'Software', fr: 'Logiciels' },
      { en: 'Phones and tablets', fr: 'Téléphones et tablettes' },
    ],
  },
  {
    name: { en: 'Daily living', fr: 'Vie quotidienne' },
    children: [
      { en: 'Meals', fr: 'Repas' },
      { en: 'Home control', fr: 'Domotique' },
      { en: 'Leisure and games', fr: 'Loisirs et jeux' },
    ],
  },
  {
    name: { en: 'Mobility and positioning', fr: 'Mobilité et positionnement' },
    children: [
      { en: 'Wheelchairs', fr: 'Fauteuils roulants' },
      { en: 'Mounts and arms', fr: 'Fixations et bras' },
      { en: 'Seating', fr: 'Installation assise' },
    ],
  },
  {
    name: { en: 'Making and 3D printing', fr: 'Fabrication et impression 3D' },
    children: [
      { en: 'Printing tips', fr: 'Conseils d’impression' },
      { en: 'Electronics', fr: 'Électronique' },
      { en: 'Designs to share', fr: 'Modèles à partager' },
    ],
  },
  {
    name: { en: 'Funding and rights', fr: 'Financement et droits' },
    children: [
      { en: 'Funding files', fr: 'Dossiers de financement' },
      { en: 'Loans and rentals', fr: 'Prêts et locations' },
    ],
  },
];

export const REPOSITORY_CATEGORIES: readonly Bilingual[] = [
  { en: '3D models', fr: 'Modèles 3D' },
  { en: 'LifeCompanion configurations', fr: 'Configurations LifeCompanion' },
  { en: 'User guides', fr: 'Guides d’utilisation' },
  { en: 'Pictogram boards', fr: 'Planches de pictogrammes' },
  { en: 'Switch mounts', fr: 'Supports de contacteurs' },
  { en: 'Tablet holders', fr: 'Supports de tablettes' },
  { en: 'Keyguards', fr: 'Guide-doigts' },
  { en: 'Eating aids', fr: 'Aides au repas' },
  { en: 'Writing aids', fr: 'Aides à l’écriture' },
  { en: 'Games', fr: 'Jeux' },
  { en: 'Electronics', fr: 'Électronique' },
  { en: 'Templates', fr: 'Gabarits' },
  { en: 'Assessment sheets', fr: 'Fiches d’évaluation' },
  { en: 'Training material', fr: 'Supports de formation' },
  { en: 'Home control', fr: 'Domotique' },
  { en: 'Wheelchair accessories', fr: 'Accessoires de fauteuil' },
  { en: 'Grip aids', fr: 'Aides à la préhension' },
  { en: 'Phone accessories', fr: 'Accessoires de téléphone' },
  { en: 'Reading aids', fr: 'Aides à la lecture' },
  { en: 'Other', fr: 'Autres' },
];

export const TOPICS: readonly Bilingual[] = [
  { en: 'open source', fr: 'open source' },
  { en: 'low cost', fr: 'petit budget' },
  { en: 'children', fr: 'enfants' },
  { en: 'adults', fr: 'adultes' },
  { en: 'school', fr: 'école' },
  { en: 'PETG', fr: 'PETG' },
  { en: 'PLA', fr: 'PLA' },
  { en: 'Arduino', fr: 'Arduino' },
  { en: 'Android', fr: 'Android' },
  { en: 'iPad', fr: 'iPad' },
  { en: 'Windows', fr: 'Windows' },
  { en: 'tested', fr: 'testé' },
  { en: 'beginner', fr: 'débutant' },
  { en: 'advanced', fr: 'avancé' },
  { en: 'one switch', fr: 'un contacteur' },
  { en: 'two switches', fr: 'deux contacteurs' },
  { en: 'scanning', fr: 'défilement' },
  { en: 'prediction', fr: 'prédiction' },
  { en: 'laser cut', fr: 'découpe laser' },
  { en: 'sewing', fr: 'couture' },
];

export const RENTAL_MODEL_CATEGORIES: readonly Bilingual[] = [
  { en: 'Eye tracking', fr: 'Commande oculaire' },
  { en: 'Speech devices', fr: 'Synthèses vocales' },
  { en: 'Switches', fr: 'Contacteurs' },
  { en: 'Tablets', fr: 'Tablettes' },
  { en: 'Mounts', fr: 'Fixations' },
  { en: 'Computer access', fr: 'Accès à l’ordinateur' },
];

/** The article categories of the large set. */
export const ARTICLE_CATEGORIES: readonly Bilingual[] = [
  { en: 'Guides', fr: 'Guides' },
  { en: 'News', fr: 'Actualités' },
  { en: 'Research notes', fr: 'Notes de recherche' },
  { en: 'Members’ stories', fr: 'Témoignages de membres' },
];
