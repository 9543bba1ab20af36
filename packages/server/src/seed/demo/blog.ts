import type { Bilingual, DemoPage } from './types.ts';

/**
 * The demo blog: the page `/blog` holding the blog block (each post opens at `/blog/<slug>`), and
 * its posts in English and French, about assistive technology, rehabilitation and communication.
 * The publications seed writes the posts (content.ts), signed by the demo organization.
 */
export const blogPage: DemoPage = {
  path: '/blog',
  title: { en: 'Blog', fr: 'Blog' },
  description: { en: 'News, field notes and how-tos from the Relais community.', fr: 'Actualités, retours de terrain et tutoriels de la communauté Relais.' },
  components: [{ name: 'pageBlogPosts', props: { en: { title: 'Blog', subtitle: 'Field notes, how-tos and news from the community.', perPage: 6 }, fr: { title: 'Blog', subtitle: 'Retours de terrain, tutoriels et actualités de la communauté.', perPage: 6 } } }],
};

export interface DemoPost {
  slug: string;
  daysAgo: number;
  membersOnly?: boolean;
  title: Bilingual;
  shortDescription: Bilingual;
  content: Bilingual;
}

/** Published posts (newest first once sorted), one of them for members only. */
export const BLOG_POSTS: DemoPost[] = [
  {
    slug: 'welcome',
    daysAgo: 60,
    title: { en: 'Welcome to Relais', fr: 'Bienvenue sur Relais' },
    shortDescription: { en: 'What this community is for.', fr: 'À quoi sert cette communauté.' },
    content: { en: '<p>Relais brings together people who use, make and recommend assistive technology.</p>', fr: '<p>Relais réunit celles et ceux qui utilisent, fabriquent et conseillent des aides techniques.</p>' },
  },
  {
    slug: 'core-vocabulary-first',
    daysAgo: 48,
    title: { en: 'Core vocabulary first: starting a communication board', fr: 'Le vocabulaire de base d’abord : démarrer un tableau de communication' },
    shortDescription: { en: 'Fifty words cover most of what we say. Here is how we pick them with a family.', fr: 'Cinquante mots couvrent l’essentiel de ce que nous disons. Voici comment nous les choisissons avec une famille.' },
    content: {
      en: '<p>Most of what anyone says uses a small set of words: <em>more</em>, <em>stop</em>, <em>go</em>, <em>like</em>, <em>not</em>, <em>help</em>. We start every board with these core words, placed where they never move, and add a few personal words (names, a favourite food) around them.</p><h2>Model, do not test</h2><p>Point to the words yourself as you talk, many times a day, without asking the child to answer. Understanding comes before use.</p>',
      fr: '<p>L’essentiel de ce que chacun dit repose sur peu de mots : <em>encore</em>, <em>stop</em>, <em>aller</em>, <em>aimer</em>, <em>pas</em>, <em>aide</em>. Nous commençons chaque tableau par ces mots de base, placés à un endroit fixe, puis ajoutons quelques mots personnels (prénoms, plat préféré) autour.</p><h2>Montrer, sans évaluer</h2><p>Pointez vous-même les mots en parlant, plusieurs fois par jour, sans demander de réponse à l’enfant. La compréhension précède l’usage.</p>',
    },
  },
  {
    slug: 'eye-gaze-at-school',
    daysAgo: 40,
    title: { en: 'Eye gaze at school: one term with Léa', fr: 'Le contrôle du regard à l’école : un trimestre avec Léa' },
    shortDescription: { en: 'Calibration, fatigue and the teacher’s role: what we learned in class.', fr: 'Calibrage, fatigue et rôle de l’enseignant : ce que nous avons appris en classe.' },
    content: {
      en: '<p>Léa, nine, has used an eye tracker in class since September. Sessions of twenty minutes worked better than long ones: her accuracy dropped after half an hour.</p><p>Recalibrating after lunch, when the light changes, saved many frustrating moments. Her teacher now prepares the day’s vocabulary page the evening before.</p>',
      fr: '<p>Léa, neuf ans, utilise une commande oculaire en classe depuis septembre. Des séances de vingt minutes ont mieux fonctionné que des séances longues : sa précision baissait après une demi-heure.</p><p>Recalibrer après le déjeuner, quand la lumière change, a évité bien des frustrations. Son enseignante prépare désormais la page de vocabulaire du jour la veille.</p>',
    },
  },
  {
    slug: 'switch-access-for-beginners',
    daysAgo: 33,
    title: { en: 'Switch access for beginners', fr: 'L’accès par contacteur pour débuter' },
    shortDescription: { en: 'Cause and effect, timing, then choice: three steps towards scanning.', fr: 'Cause à effet, moment, puis choix : trois étapes vers le défilement.' },
    content: {
      en: '<p>Begin with cause and effect: one press, one reward (a song, a fan, a light). Then work on timing: press when something happens. Only then introduce choice with two options and slow scanning.</p><p>Mount the switch where the movement is the most reliable, not the most obvious: a knee or an elbow often beats a hand.</p>',
      fr: '<p>Commencez par la relation de cause à effet : un appui, une récompense (une chanson, un ventilateur, une lumière). Travaillez ensuite le moment : appuyer quand il se passe quelque chose. Introduisez seulement alors le choix, avec deux options et un défilement lent.</p><p>Placez le contacteur là où le mouvement est le plus fiable, pas le plus évident : un genou ou un coude vaut souvent mieux qu’une main.</p>',
    },
  },
  {
    slug: 'printed-keyguards',
    daysAgo: 26,
    title: { en: 'Printed keyguards that last', fr: 'Des guides-doigts imprimés qui durent' },
    shortDescription: { en: 'Materials and settings from our lab.', fr: 'Matières et réglages de notre atelier.' },
    content: { en: '<p>PETG at 0.2 mm layers held up best in a year of daily use. Round the edges of each hole: fingers slide in more easily.</p>', fr: '<p>Le PETG en couches de 0,2 mm a le mieux résisté à un an d’usage quotidien. Arrondissez les bords de chaque trou : les doigts y glissent plus facilement.</p>' },
  },
  {
    slug: 'wheelchair-mounts',
    daysAgo: 19,
    title: { en: 'Mounting a tablet on a wheelchair safely', fr: 'Fixer une tablette sur un fauteuil roulant en sécurité' },
    shortDescription: { en: 'Reach, glare and transfers: check these before you tighten the clamp.', fr: 'Portée, reflets et transferts : à vérifier avant de serrer la pince.' },
    content: {
      en: '<p>The device should sit within comfortable reach and sight, without blocking transfers or the view of the path ahead. Check it with the person seated, at the angle they spend most of the day in.</p><p>A quick-release mount lets carers move it aside in seconds; test it under load before the first outing.</p>',
      fr: '<p>L’appareil doit être à portée de main et de regard, sans gêner les transferts ni la vue du chemin. Vérifiez-le avec la personne installée, dans l’inclinaison où elle passe la plupart de la journée.</p><p>Un support à dégagement rapide permet aux aidants de l’écarter en quelques secondes ; testez-le en charge avant la première sortie.</p>',
    },
  },
  {
    slug: 'speech-after-stroke',
    daysAgo: 14,
    title: { en: 'Communicating after a stroke: low-tech first', fr: 'Communiquer après un AVC : d’abord les aides simples' },
    shortDescription: { en: 'Alphabet boards, yes/no cards and written choices in the first weeks of rehabilitation.', fr: 'Tableaux alphabétiques, cartes oui/non et choix écrits dans les premières semaines de rééducation.' },
    content: {
      en: '<p>In the first weeks after a stroke, speech therapists on our team reach for paper before tablets: a yes/no card, an alphabet board, written choices. They need no charging and no learning.</p><p>Families learn to ask closed questions and to wait: ten seconds of silence is often what an answer needs.</p>',
      fr: '<p>Dans les premières semaines après un AVC, les orthophonistes de notre équipe préfèrent le papier à la tablette : une carte oui/non, un tableau alphabétique, des choix écrits. Rien à recharger, rien à apprendre.</p><p>Les proches apprennent à poser des questions fermées et à attendre : dix secondes de silence, c’est souvent ce qu’il faut à une réponse.</p>',
    },
  },
  {
    slug: 'lending-library-first-year',
    daysAgo: 9,
    title: { en: 'The lending library’s first year', fr: 'La première année de la ludothèque de prêt' },
    shortDescription: { en: '212 loans, 38 devices and what borrowers told us.', fr: '212 prêts, 38 appareils et ce que les emprunteurs nous ont dit.' },
    content: {
      en: '<p>In its first year the lending library made 212 loans of 38 devices. Communication devices and adapted mice left the shelves most often.</p><p>Borrowers asked for longer loans to try a device in every setting (home, school, work): from next month a loan lasts six weeks.</p>',
      fr: '<p>Pour sa première année, la ludothèque a réalisé 212 prêts de 38 appareils. Les appareils de communication et les souris adaptées sont ceux qui ont le plus circulé.</p><p>Les emprunteurs ont demandé des prêts plus longs pour essayer un appareil dans tous les lieux (maison, école, travail) : dès le mois prochain, un prêt dure six semaines.</p>',
    },
  },
  {
    slug: 'voice-banking',
    daysAgo: 4,
    title: { en: 'Voice banking: recording your voice before you need it', fr: 'Banque de voix : enregistrer sa voix avant d’en avoir besoin' },
    shortDescription: { en: 'For people with a progressive condition, a few hours of recording give a synthetic voice that sounds like them.', fr: 'Pour les personnes atteintes d’une maladie évolutive, quelques heures d’enregistrement donnent une voix de synthèse qui leur ressemble.' },
    content: {
      en: '<p>Voice banking means recording a few hundred sentences while speech is still clear, to build a synthetic voice that sounds like you. Start early, record in a quiet room, and take breaks: tired speech is harder to use.</p>',
      fr: '<p>La banque de voix consiste à enregistrer quelques centaines de phrases tant que la parole est encore claire, pour créer une voix de synthèse qui vous ressemble. Commencez tôt, enregistrez dans une pièce calme et faites des pauses : une voix fatiguée est plus difficile à exploiter.</p>',
    },
  },
  {
    slug: 'members-meeting-notes',
    daysAgo: 2,
    membersOnly: true,
    title: { en: 'Notes from the members’ meeting', fr: 'Compte rendu de la réunion des membres' },
    shortDescription: { en: 'Decisions and next steps.', fr: 'Décisions et prochaines étapes.' },
    content: { en: '<p>The loan period goes to six weeks from next month.</p>', fr: '<p>La durée de prêt passe à six semaines dès le mois prochain.</p>' },
  },
];
