import type { Bilingual } from '../operations.ts';

/**
 * The demo's longer shelves, in English and French: the guides a newcomer finds on `/articles`
 * beyond the first two, and the events to come (and a few past) on `/calendar`.
 */

export interface DemoText {
  title: Bilingual;
  shortDescription: Bilingual;
  content: Bilingual;
}

const text = (en: string, fr: string): Bilingual => ({ en, fr });
const paragraphs = (en: string[], fr: string[]): Bilingual => ({ en: en.map((p) => `<p>${p}</p>`).join(''), fr: fr.map((p) => `<p>${p}</p>`).join('') });

export const MORE_GUIDES: DemoText[] = [
  {
    title: text('Mounting a tablet on a wheelchair', 'Fixer une tablette sur un fauteuil roulant'),
    shortDescription: text('Arms, clamps and the angle that spares the neck.', 'Bras, colliers et l’angle qui ménage la nuque.'),
    content: paragraphs(
      ['Fix the clamp to a tube of the frame, never to the armrest, which moves.', 'Set the screen at eye height and slightly tilted: reflections drop and the neck rests.'],
      ['Fixez le collier sur un tube du châssis, jamais sur l’accoudoir, qui bouge.', 'Placez l’écran à hauteur des yeux et légèrement incliné : les reflets diminuent et la nuque se repose.'],
    ),
  },
  {
    title: text('Calibrating an eye tracker', 'Calibrer une commande oculaire'),
    shortDescription: text('Light, distance and the points that matter.', 'Lumière, distance et les points qui comptent.'),
    content: paragraphs(
      ['Calibrate where the device will be used, with the same light: a window behind the user disturbs the camera.', 'Keep 60 cm between eyes and screen, and start with five points before trying nine.'],
      ['Calibrez là où l’appareil servira, sous la même lumière : une fenêtre derrière l’utilisateur gêne la caméra.', 'Gardez 60 cm entre les yeux et l’écran, et commencez par cinq points avant d’en essayer neuf.'],
    ),
  },
  {
    title: text('Core vocabulary boards', 'Tableaux de vocabulaire de base'),
    shortDescription: text('The fifty words that carry most conversations.', 'Les cinquante mots qui portent la plupart des conversations.'),
    content: paragraphs(
      ['A few words (more, stop, like, go, not) make up most of what we say: put them in the same place on every page.', 'Model them yourself while talking: pointing as you speak teaches faster than any lesson.'],
      ['Quelques mots (encore, stop, aimer, aller, pas) forment l’essentiel de ce que l’on dit : placez-les au même endroit sur chaque page.', 'Utilisez-les vous-même en parlant : montrer en disant enseigne plus vite que toute leçon.'],
    ),
  },
  {
    title: text('Adapting a game controller', 'Adapter une manette de jeu'),
    shortDescription: text('Jack sockets, large buttons and button remapping.', 'Prises jack, gros boutons et réaffectation des touches.'),
    content: paragraphs(
      ['Adaptive controllers take 3.5 mm switches: any switch of the lending library plugs in.', 'Remap the buttons in the console settings so the most used actions sit under the strongest movement.'],
      ['Les manettes adaptées acceptent des contacteurs jack 3,5 mm : tout contacteur de la ludothèque s’y branche.', 'Réaffectez les touches dans les réglages de la console pour que les actions fréquentes tombent sous le mouvement le plus sûr.'],
    ),
  },
  {
    title: text('Voice banking before surgery', 'Conserver sa voix avant une opération'),
    shortDescription: text('Record your own voice for a synthesiser later.', 'Enregistrer sa voix pour une synthèse vocale plus tard.'),
    content: paragraphs(
      ['Voice banking asks for a few hundred sentences read in a quiet room, over several short sessions.', 'Start early: fatigue and illness change the voice, and the recordings keep it as it is today.'],
      ['La conservation de la voix demande quelques centaines de phrases lues au calme, en plusieurs courtes séances.', 'Commencez tôt : la fatigue et la maladie changent la voix, et les enregistrements la gardent telle qu’elle est aujourd’hui.'],
    ),
  },
  {
    title: text('Choosing a keyboard layout for one hand', 'Choisir une disposition de clavier pour une main'),
    shortDescription: text('Half-QWERTY, compact keyboards and word prediction.', 'Demi-clavier, claviers compacts et prédiction de mots.'),
    content: paragraphs(
      ['A compact keyboard keeps every key within reach; word prediction saves more strokes than any layout.', 'Try each option for a week of real writing before deciding: speed comes back after a few days.'],
      ['Un clavier compact garde toutes les touches à portée ; la prédiction de mots économise plus de frappes que toute disposition.', 'Essayez chaque option une semaine en situation réelle avant de choisir : la vitesse revient en quelques jours.'],
    ),
  },
  {
    title: text('Printing a custom stylus holder', 'Imprimer un porte-stylet sur mesure'),
    shortDescription: text('Measure, model and print in one afternoon.', 'Mesurer, modéliser et imprimer en un après-midi.'),
    content: paragraphs(
      ['Measure the palm width and the angle the wrist finds comfortable; the repository has a parametric model to adjust.', 'Print in a flexible material first to check the fit, then in PETG for daily use.'],
      ['Mesurez la largeur de la paume et l’angle confortable du poignet ; le dépôt propose un modèle paramétrique à ajuster.', 'Imprimez d’abord dans une matière souple pour vérifier l’ajustement, puis en PETG pour l’usage quotidien.'],
    ),
  },
  {
    title: text('Funding a communication device', 'Financer un appareil de communication'),
    shortDescription: text('Who pays, which quotes, and how long it takes.', 'Qui finance, quels devis, et combien de temps cela prend.'),
    content: paragraphs(
      ['Ask for two quotes and a report from the therapist who ran the trials: funders decide on that report.', 'Count three to six months; a loan from the lending library bridges the wait.'],
      ['Demandez deux devis et un compte rendu de l’ergothérapeute qui a mené les essais : les financeurs décident sur ce compte rendu.', 'Comptez trois à six mois ; un prêt de la ludothèque permet d’attendre.'],
    ),
  },
  {
    title: text('Switch access to a smartphone', 'Piloter un smartphone avec un contacteur'),
    shortDescription: text('Built-in switch control on Android and iOS.', 'Le contrôle par contacteur intégré à Android et iOS.'),
    content: paragraphs(
      ['Both systems scan the screen with one or two switches through a Bluetooth interface; no app is needed.', 'Turn on auto-scan at a slow speed, then add a second switch for “select” once the first is mastered.'],
      ['Les deux systèmes font défiler l’écran avec un ou deux contacteurs via une interface Bluetooth ; aucune application n’est nécessaire.', 'Activez le défilement automatique à vitesse lente, puis ajoutez un second contacteur pour « sélectionner » une fois le premier maîtrisé.'],
    ),
  },
  {
    title: text('Caring for devices on loan', 'Prendre soin des appareils prêtés'),
    shortDescription: text('Cleaning, charging and what to report.', 'Nettoyage, recharge et ce qu’il faut signaler.'),
    content: paragraphs(
      ['Wipe screens and switches with a damp cloth, never with alcohol on eye-tracker lenses.', 'Report a fault as soon as you see it: another member is often waiting for the same device.'],
      ['Essuyez écrans et contacteurs avec un chiffon humide, jamais d’alcool sur les optiques des commandes oculaires.', 'Signalez une panne dès que vous la constatez : un autre membre attend souvent le même appareil.'],
    ),
  },
];

export interface DemoEvent {
  title: Bilingual;
  description: Bilingual;
  isRealLocation: boolean;
  location: string;
  /** Days from now to its start (negative: past). */
  inDays: number;
  hours: number;
  externalUrl?: string;
}

export const MORE_EVENTS: DemoEvent[] = [
  {
    title: text('Switch clinic', 'Permanence contacteurs'),
    description: paragraphs(['Bring a user and leave with a switch set up for them.'], ['Venez avec un utilisateur et repartez avec un contacteur réglé pour lui.']),
    isRealLocation: true,
    location: 'Relais lab, Villeurbanne',
    inDays: 3,
    hours: 3,
  },
  {
    title: text('Webinar: funding assistive technology', 'Webinaire : financer les aides techniques'),
    description: paragraphs(['Funders, quotes and timelines explained by a social worker.'], ['Financeurs, devis et délais expliqués par une assistante sociale.']),
    isRealLocation: false,
    location: 'Video call',
    inDays: 6,
    hours: 1,
    externalUrl: 'https://example.org/webinars/funding',
  },
  {
    title: text('3D printing for therapists', 'Impression 3D pour ergothérapeutes'),
    description: paragraphs(['A day to model and print a first aid from the repository.'], ['Une journée pour modéliser et imprimer une première aide du dépôt.']),
    isRealLocation: true,
    location: 'FabLab, 8 quai Perrache, Lyon',
    inDays: 13,
    hours: 7,
  },
  {
    title: text('AAC users’ coffee', 'Café des utilisateurs de CAA'),
    description: paragraphs(['An informal meeting for communicators and their families.'], ['Une rencontre informelle entre communicants et familles.']),
    isRealLocation: true,
    location: 'Café des Arts, Grenoble',
    inDays: 20,
    hours: 2,
  },
  {
    title: text('Gaming accessibility evening', 'Soirée jeux vidéo accessibles'),
    description: paragraphs(['Adapted controllers to try, two teams, one tournament.'], ['Des manettes adaptées à essayer, deux équipes, un tournoi.']),
    isRealLocation: true,
    location: 'Maison des associations, Lyon',
    inDays: 24,
    hours: 3,
  },
  {
    title: text('Lending library inventory', 'Inventaire de la ludothèque'),
    description: paragraphs(['Volunteers welcome to check and clean the devices.'], ['Bénévoles bienvenus pour vérifier et nettoyer les appareils.']),
    isRealLocation: true,
    location: 'Relais lab, Villeurbanne',
    inDays: -4,
    hours: 4,
  },
  {
    title: text('Annual members’ meeting', 'Assemblée générale annuelle'),
    description: paragraphs(['The year in review, the accounts, and the board election.'], ['Le bilan de l’année, les comptes et l’élection du bureau.']),
    isRealLocation: false,
    location: 'Video call (link sent to members)',
    inDays: 45,
    hours: 2,
  },
];
