import { yearIn } from '@relais/domain';
import type { EngineContext } from '../../jsonapi/context.ts';
import { updateResource } from '../../operations/index.ts';
import { createThrough, withTranslations } from '../operations.ts';
import type { Bilingual, DemoPage } from './types.ts';

/** The demo's organizations page: `/organizations` holds the map, then the table (each organization opens at `/organizations/<slug>`). */
export const organizationsPage: DemoPage = {
  path: '/organizations',
  title: { en: 'Organizations', fr: 'Structures' },
  description: {
    en: 'The organizations of the network: rehabilitation centres, fab labs, associations and lending services near you.',
    fr: 'Les structures du réseau : centres de rééducation, fab labs, associations et services de prêt près de chez vous.',
  },
  components: [
    {
      name: 'pageOrganizationsMap',
      props: {
        en: { title: 'Organizations', subtitle: 'Rehabilitation centres, fab labs, associations and lending services that share what they make and lend.', accessLevels: [], height: 460 },
        fr: { title: 'Structures', subtitle: 'Centres de rééducation, fab labs, associations et services de prêt qui partagent ce qu’ils fabriquent et prêtent.', accessLevels: [], height: 460 },
      },
    },
    {
      name: 'pageOrganizationsTable',
      props: {
        en: { title: 'All the organizations', accessLevels: [], withPosition: false, perPage: 25 },
        fr: { title: 'Toutes les structures', accessLevels: [], withPosition: false, perPage: 25 },
      },
    },
  ],
};

interface DemoOrganization {
  name: string;
  unitName?: string;
  slug: string;
  country: string;
  latitude: number;
  longitude: number;
  accessLevel: string;
  shortDescription: Bilingual;
  description: Bilingual;
  contactEmail: string;
  contactPhone: string;
  contactAddress: string;
  externalUrl?: string;
  achievements?: Bilingual;
}

const t = (en: string, fr: string): Bilingual => ({ en, fr });
const p = (en: string, fr: string): Bilingual => ({ en: `<p>${en}</p>`, fr: `<p>${fr}</p>` });

/** The demo organization the admin administers: its page filled in, its place on the map. */
const DEMO_ORGANIZATION: Omit<DemoOrganization, 'name' | 'slug' | 'accessLevel'> = {
  country: 'FR',
  latitude: 48.8414,
  longitude: 2.3155,
  shortDescription: t('A demonstration lab that adapts devices with families and therapists, and lends what it makes.', 'Un lab de démonstration qui adapte des aides avec les familles et les thérapeutes, et prête ce qu’il fabrique.'),
  description: p(
    'We meet every Wednesday with families, occupational therapists and makers to adapt switches, mounts and game controllers. Everything we make is documented and shared in the repository.',
    'Nous nous retrouvons chaque mercredi avec des familles, des ergothérapeutes et des makers pour adapter contacteurs, supports et manettes. Tout ce que nous fabriquons est documenté et partagé dans le dépôt.',
  ),
  contactEmail: 'lab@relais.example',
  contactPhone: '+33 1 45 67 89 10',
  contactAddress: '12 rue de l’Exemple\n75015 Paris',
  externalUrl: 'https://relais.example',
  achievements: p('Adapted 48 switches and 12 game controllers; lent 30 communication devices; ran 9 open workshops.', 'Adapté 48 contacteurs et 12 manettes ; prêté 30 appareils de communication ; animé 9 ateliers ouverts.'),
};

/** Eleven more organizations, across France, Belgium, Switzerland, Italy, Spain, Denmark and Romania. */
const ORGANIZATIONS: DemoOrganization[] = [
  {
    name: 'Centre de rééducation Les Tilleuls',
    unitName: 'Service d’ergothérapie',
    slug: 'les-tilleuls',
    country: 'FR',
    latitude: 45.764,
    longitude: 4.8357,
    accessLevel: 'member_level_2',
    shortDescription: t('Occupational therapy team of a rehabilitation centre, trying out communication aids with its patients.', 'Équipe d’ergothérapie d’un centre de rééducation, qui essaie les aides à la communication avec ses patients.'),
    description: p('Our team assesses seating, access and communication needs, and lends devices for trials at home.', 'Notre équipe évalue les besoins en positionnement, accès et communication, et prête des aides pour des essais à domicile.'),
    contactEmail: 'ergo@lestilleuls.example',
    contactPhone: '+33 4 72 00 11 22',
    contactAddress: '4 avenue des Tilleuls\n69003 Lyon',
    achievements: p('120 assessments and 45 devices lent for home trials.', '120 évaluations et 45 aides prêtées pour des essais à domicile.'),
  },
  {
    name: 'Fab Lab Solidaire',
    slug: 'fab-lab-solidaire',
    country: 'FR',
    latitude: 44.8378,
    longitude: -0.5792,
    accessLevel: 'member_level_2',
    shortDescription: t('A fab lab where volunteers print and assemble adapted objects on request.', 'Un fab lab où des bénévoles impriment et assemblent des objets adaptés à la demande.'),
    description: p('Bring your idea or your need: we design it with you, print it and hand over the files so anyone can make it again.', 'Venez avec votre idée ou votre besoin : nous la concevons avec vous, l’imprimons et partageons les fichiers pour que chacun puisse la refaire.'),
    contactEmail: 'bonjour@fablabsolidaire.example',
    contactPhone: '+33 5 56 00 12 34',
    contactAddress: '18 quai des Chartrons\n33000 Bordeaux',
    externalUrl: 'https://fablabsolidaire.example',
  },
  {
    name: 'Association Parole Partagée',
    slug: 'parole-partagee',
    country: 'FR',
    latitude: 43.6047,
    longitude: 1.4442,
    accessLevel: 'member_level_1',
    shortDescription: t('Families and professionals who promote augmentative and alternative communication.', 'Des familles et des professionnels qui font connaître la communication alternative et améliorée.'),
    description: p('Training evenings, a lending library of communication boards and a monthly meeting for parents.', 'Soirées de formation, prêt de tableaux de communication et une rencontre mensuelle pour les parents.'),
    contactEmail: 'contact@parolepartagee.example',
    contactPhone: '+33 5 61 00 45 67',
    contactAddress: '7 place du Capitole\n31000 Toulouse',
  },
  {
    name: 'Atelier Handi-Tech',
    slug: 'handi-tech',
    country: 'FR',
    latitude: 47.2184,
    longitude: -1.5536,
    accessLevel: 'member_level_1',
    shortDescription: t('Repairs and adapts powered wheelchairs, joysticks and environmental controls.', 'Répare et adapte fauteuils électriques, joysticks et contrôles d’environnement.'),
    description: p('A workshop run by technicians and users: repairs, loans while yours is fixed, and custom controls.', 'Un atelier animé par des techniciens et des utilisateurs : réparations, prêt pendant la réparation et commandes sur mesure.'),
    contactEmail: 'atelier@handitech.example',
    contactPhone: '+33 2 40 00 78 90',
    contactAddress: '22 boulevard de la Prairie\n44200 Nantes',
  },
  {
    name: 'Maison de l’autonomie',
    unitName: 'Pôle aides techniques',
    slug: 'maison-autonomie-lille',
    country: 'FR',
    latitude: 50.6292,
    longitude: 3.0573,
    accessLevel: 'friendly_member',
    shortDescription: t('Advice on technical aids and home adaptations, with a showroom open to all.', 'Conseils en aides techniques et aménagement du domicile, avec un espace de démonstration ouvert à tous.'),
    description: p('Come and try beds, lifts, grab rails and communication devices with an occupational therapist.', 'Venez essayer lits, lève-personnes, barres d’appui et aides à la communication avec un ergothérapeute.'),
    contactEmail: 'aides@maisonautonomie.example',
    contactPhone: '+33 3 20 00 33 44',
    contactAddress: '3 rue Nationale\n59000 Lille',
  },
  {
    name: 'Centre Sainte-Claire',
    slug: 'sainte-claire',
    country: 'FR',
    latitude: 48.5734,
    longitude: 7.7521,
    accessLevel: 'potential_member',
    shortDescription: t('A children’s rehabilitation centre starting a makers’ club with its families.', 'Un centre de rééducation pour enfants qui lance un club de makers avec ses familles.'),
    description: p('Our first project: adapted toys with big switches, made with the parents.', 'Notre premier projet : des jouets adaptés à gros contacteurs, fabriqués avec les parents.'),
    contactEmail: 'club@sainteclaire.example',
    contactPhone: '+33 3 88 00 55 66',
    contactAddress: '9 rue du Dôme\n67000 Strasbourg',
  },
  {
    name: 'AccessLab Bruxelles',
    slug: 'accesslab-bruxelles',
    country: 'BE',
    latitude: 50.8503,
    longitude: 4.3517,
    accessLevel: 'member_level_2',
    shortDescription: t('A bilingual lab that designs open-source assistive devices with their users.', 'Un lab bilingue qui conçoit des aides techniques libres avec leurs utilisateurs.'),
    description: p('Our designs are published under open licences; our workshops are in French and Dutch.', 'Nos conceptions sont publiées sous licence libre ; nos ateliers se tiennent en français et en néerlandais.'),
    contactEmail: 'hello@accesslab.example',
    contactPhone: '+32 2 500 12 34',
    contactAddress: 'Rue de la Loi 42\n1000 Bruxelles',
    externalUrl: 'https://accesslab.example',
  },
  {
    name: 'Fondation Voix Libre',
    slug: 'voix-libre',
    country: 'CH',
    latitude: 46.2044,
    longitude: 6.1432,
    accessLevel: 'member_level_1',
    shortDescription: t('Funds communication devices and voice banking for people with ALS.', 'Finance des aides à la communication et la banque de voix pour les personnes atteintes de SLA.'),
    description: p('We help people keep their own voice before they lose it, and fund the devices that speak with it.', 'Nous aidons chacun à conserver sa propre voix avant de la perdre, et finançons les appareils qui parlent avec elle.'),
    contactEmail: 'info@voixlibre.example',
    contactPhone: '+41 22 000 11 22',
    contactAddress: 'Rue du Rhône 10\n1204 Genève',
  },
  {
    name: 'Laboratorio Ausili',
    unitName: 'Politecnico',
    slug: 'laboratorio-ausili',
    country: 'IT',
    latitude: 45.4642,
    longitude: 9.19,
    accessLevel: 'member_level_1',
    shortDescription: t('A university lab testing eye-gaze and switch access with local families.', 'Un laboratoire universitaire qui teste le contrôle oculaire et les contacteurs avec des familles.'),
    description: p('Students and therapists build and evaluate low-cost access solutions.', 'Étudiants et thérapeutes construisent et évaluent des solutions d’accès à bas coût.'),
    contactEmail: 'ausili@polimi.example',
    contactPhone: '+39 02 0000 1234',
    contactAddress: 'Piazza Leonardo da Vinci 32\n20133 Milano',
  },
  {
    name: 'Taller Accesible',
    slug: 'taller-accesible',
    country: 'ES',
    latitude: 41.3874,
    longitude: 2.1686,
    accessLevel: 'friendly_member',
    shortDescription: t('A makerspace in Barcelona adapting games and toys for children with disabilities.', 'Un makerspace à Barcelone qui adapte jeux et jouets pour les enfants en situation de handicap.'),
    description: p('Each month, volunteers adapt toys donated by families and give them to schools.', 'Chaque mois, des bénévoles adaptent des jouets donnés par des familles et les offrent aux écoles.'),
    contactEmail: 'hola@talleraccesible.example',
    contactPhone: '+34 93 000 12 34',
    contactAddress: 'Carrer de Mallorca 200\n08036 Barcelona',
  },
  {
    name: 'Hjælpemiddelværkstedet',
    slug: 'hjaelpemiddelvaerkstedet',
    country: 'DK',
    latitude: 55.6761,
    longitude: 12.5683,
    accessLevel: 'contact',
    shortDescription: t('A municipal workshop that lends and adapts technical aids in Copenhagen.', 'Un atelier municipal qui prête et adapte des aides techniques à Copenhague.'),
    description: p('Lending, repair and adaptation of aids for residents of all ages.', 'Prêt, réparation et adaptation d’aides pour les habitants de tous âges.'),
    contactEmail: 'vaerksted@kk.example',
    contactPhone: '+45 33 00 12 34',
    contactAddress: 'Rådhuspladsen 1\n1550 København',
  },
];

/** Every demo organization's slug: the demo one's, then the others'. */
export const DEMO_ORGANIZATION_SLUGS = ['relais-demo', ...ORGANIZATIONS.map((organization) => organization.slug)];

/**
 * The organizations of the demo: the admin's (its page filled in, this year's state recorded, the
 * admin named among its members) and eleven more, each with a position, in English and French.
 */
export async function seedDemoOrganizations(ctx: EngineContext, demoOrganizationId: string, adminId: string): Promise<void> {
  const { shortDescription, description, achievements, ...plain } = DEMO_ORGANIZATION;
  await updateResource(ctx, {
    type: 'organizations',
    id: demoOrganizationId,
    document: { data: { type: 'organizations', id: demoOrganizationId, attributes: withTranslations(plain, { shortDescription, description }) } },
  });
  const year = yearIn(new Date());
  // Achievements are not translated (one text per year): the demo writes them in English.
  await createThrough(ctx, 'organization-year-states', { year, achievements: achievements!.en }, { organization: ['organizations', demoOrganizationId] });
  await updateResource(ctx, { type: 'users', id: adminId, document: { data: { type: 'users', id: adminId, attributes: { isListedInOrganizations: true } } } });
  for (const organization of ORGANIZATIONS) {
    const { accessLevel, shortDescription: short, description: long, achievements: done, ...attributes } = organization;
    const id = await createThrough(ctx, 'organizations', withTranslations(attributes, { shortDescription: short, description: long }), { accessLevel: ['access-levels', accessLevel] });
    if (done) await createThrough(ctx, 'organization-year-states', { year: year - 1, achievements: done.en }, { organization: ['organizations', id] });
  }
}
