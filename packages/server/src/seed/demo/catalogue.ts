import type { EngineContext } from '../../jsonapi/context.ts';
import { syncCatalogueReference } from '../catalogue.ts';
import { createThrough, withTranslations } from '../operations.ts';
import type { Bilingual, DemoPage } from './types.ts';

/** The demo's assistive-communication catalogue: `/catalogue` (a product at `/catalogue/<id>`, the comparison at `/catalogue/compare`). */
export const cataloguePage: DemoPage = {
  path: '/catalogue',
  title: { en: 'Communication catalogue', fr: 'Catalogue de communication' },
  description: {
    en: 'Compare communication devices and apps: how they are reached, the systems they run on, keyboards, pictograms, conjugation and where to buy them.',
    fr: 'Comparez les appareils et applications de communication : comment y accéder, sur quels systèmes, claviers, pictogrammes, conjugaison et où les acheter.',
  },
  components: [
    {
      name: 'pageAacProducts',
      props: {
        en: { title: 'Communication catalogue', subtitle: 'Filter by what matters to the person, open a product’s sheet, or tick two to four products to compare them side by side.', perPage: 12 },
        fr: { title: 'Catalogue de communication', subtitle: 'Filtrez selon les besoins de la personne, ouvrez la fiche d’un produit, ou cochez deux à quatre produits pour les comparer côte à côte.', perPage: 12 },
      },
    },
  ],
};

const t = (en: string, fr: string): Bilingual => ({ en, fr });

const SYSTEMS = ['Windows', 'iPadOS', 'Android', 'Linux'];
const KEYBOARDS: Bilingual[] = [t('AZERTY', 'AZERTY'), t('QWERTY', 'QWERTY'), t('Alphabetical', 'Alphabétique'), t('Frequency order', 'Ordre de fréquence')];
const PICTOGRAMS: Bilingual[] = [t('ARASAAC', 'ARASAAC'), t('PCS', 'PCS'), t('Widgit symbols', 'Symboles Widgit'), t('Photos', 'Photos')];
const CONJUGATIONS: Bilingual[] = [t('Automatic', 'Automatique'), t('Assisted', 'Assistée'), t('None', 'Aucune')];
const SELLERS = [
  { name: 'Parole Libre', website: 'https://parole-libre.example', description: t('Communication aids, trials at home and training.', 'Aides à la communication, essais à domicile et formation.') },
  { name: 'Access Shop', website: 'https://access-shop.example', description: t('Switches, mounts and eye trackers.', 'Contacteurs, fixations et commandes oculaires.') },
  { name: 'AppStore CAA', website: 'https://apps-caa.example', description: t('Communication apps and licences.', 'Applications et licences de communication.') },
];

type Access = readonly [type: 'pointing' | 'head_pointer' | 'eye_pointer' | 'scanning', integration: 'direct' | 'third_party', note: Bilingual | null];
interface DemoProduct {
  name: string;
  productType: 'device' | 'software';
  description: Bilingual;
  note: Bilingual;
  systems: readonly (readonly [index: number, note: Bilingual | null])[];
  accesses?: readonly Access[];
  keyboards: readonly number[];
  pictograms: readonly number[];
  conjugations: readonly number[];
  sellers: readonly number[];
}

/** 12 products, devices and apps, each with its notes (English and French). */
const PRODUCTS: DemoProduct[] = [
  { name: 'Grid Talk', productType: 'software', description: t('Symbol grids and a keyboard with word prediction, for every age.', 'Grilles de symboles et clavier avec prédiction de mots, pour tous les âges.'), note: t('Free 60-day trial.', 'Essai gratuit de 60 jours.'), systems: [[0, t('Windows 10 or later.', 'Windows 10 ou ultérieur.')], [1, null]], accesses: [['pointing', 'direct', null], ['eye_pointer', 'third_party', t('With a separate eye tracker.', 'Avec une commande oculaire séparée.')], ['scanning', 'direct', t('One or two switches.', 'Un ou deux contacteurs.')]], keyboards: [0, 1, 3], pictograms: [1, 2], conjugations: [0], sellers: [0, 2] },
  { name: 'Pictalk', productType: 'software', description: t('A free app of ARASAAC pictograms that speaks sentences.', 'Une application gratuite de pictogrammes ARASAAC qui prononce les phrases.'), note: t('Works offline once installed.', 'Fonctionne hors ligne une fois installée.'), systems: [[2, null], [1, null]], accesses: [['pointing', 'direct', null]], keyboards: [0], pictograms: [0], conjugations: [0], sellers: [2] },
  { name: 'Verbo', productType: 'software', description: t('Builds sentences word by word and conjugates the verbs.', 'Construit les phrases mot à mot et conjugue les verbes.'), note: t('Made for French.', 'Conçu pour le français.'), systems: [[0, null], [3, t('Community build.', 'Version communautaire.')]], accesses: [['pointing', 'direct', null], ['head_pointer', 'third_party', null]], keyboards: [0, 2], pictograms: [0, 3], conjugations: [0], sellers: [0] },
  { name: 'Scan & Say', productType: 'software', description: t('Scanning-first communication with auditory cues.', 'Communication par défilement avec repères sonores.'), note: t('Needs a switch interface.', 'Nécessite une interface de contacteurs.'), systems: [[0, null], [2, null]], accesses: [['scanning', 'direct', t('Row-column and linear scanning.', 'Défilement ligne-colonne et linéaire.')]], keyboards: [3], pictograms: [2], conjugations: [1], sellers: [1, 2] },
  { name: 'Look to Speak', productType: 'software', description: t('Choose phrases by looking left or right.', 'Choisir des phrases en regardant à gauche ou à droite.'), note: t('Uses the front camera.', 'Utilise la caméra frontale.'), systems: [[2, null]], accesses: [['eye_pointer', 'direct', t('No eye tracker needed.', 'Sans commande oculaire.')]], keyboards: [], pictograms: [3], conjugations: [2], sellers: [2] },
  { name: 'Symbol Writer', productType: 'software', description: t('Writing with symbols above the words, for school.', 'Écrire avec des symboles au-dessus des mots, pour l’école.'), note: t('School licences available.', 'Licences scolaires disponibles.'), systems: [[0, null], [1, null]], accesses: [['pointing', 'direct', null], ['scanning', 'third_party', null]], keyboards: [0, 1], pictograms: [2, 1], conjugations: [1], sellers: [0] },
  { name: 'Talker 10', productType: 'device', description: t('A sturdy 10-inch speech device with loud speakers.', 'Un appareil de parole robuste de 10 pouces aux haut-parleurs puissants.'), note: t('Battery lasts a full day.', 'La batterie tient une journée.'), systems: [[0, t('Locked Windows.', 'Windows verrouillé.')]], keyboards: [0, 3], pictograms: [1], conjugations: [0], sellers: [0, 1] },
  { name: 'Eye Pad 13', productType: 'device', description: t('A 13-inch tablet with a built-in eye tracker.', 'Une tablette 13 pouces avec commande oculaire intégrée.'), note: t('Calibration in under a minute.', 'Calibration en moins d’une minute.'), systems: [[0, null]], keyboards: [0, 1], pictograms: [1, 2], conjugations: [0], sellers: [1] },
  { name: 'Tab Rugged 8', productType: 'device', description: t('An 8-inch rugged tablet with a keyguard and a strap.', 'Une tablette renforcée 8 pouces avec guide-doigts et sangle.'), note: t('Survives a fall from a wheelchair.', 'Résiste à une chute depuis un fauteuil.'), systems: [[2, null]], keyboards: [2], pictograms: [0, 3], conjugations: [2], sellers: [1] },
  { name: 'Go Talk Mini', productType: 'device', description: t('A light device with 9 recorded messages per page.', 'Un appareil léger avec 9 messages enregistrés par page.'), note: t('No screen: printed overlays.', 'Sans écran : planches imprimées.'), systems: [], keyboards: [], pictograms: [3], conjugations: [2], sellers: [0] },
  { name: 'iTalk Case', productType: 'device', description: t('A tablet in a case with amplified speaker, ready for apps.', 'Une tablette en coque avec haut-parleur amplifié, prête pour les applications.'), note: t('Apps bought separately.', 'Applications achetées à part.'), systems: [[1, t('Guided access on.', 'Accès guidé activé.')]], keyboards: [1], pictograms: [], conjugations: [2], sellers: [1, 2] },
  { name: 'Switch Speaker', productType: 'device', description: t('A single big button that says one message.', 'Un gros bouton unique qui dit un message.'), note: t('Two minutes of recording.', 'Deux minutes d’enregistrement.'), systems: [], keyboards: [], pictograms: [], conjugations: [2], sellers: [0, 1] },
];

export const DEMO_CATALOGUE = { products: PRODUCTS.length, sellers: SELLERS.length };

/** The catalogue's lists, its 12 products with their notes on systems and access, and its sellers. */
export async function seedDemoCatalogue(ctx: EngineContext): Promise<void> {
  // The access and integration types the notes name (already there after a start's seed; a test's demo may come without them).
  await syncCatalogueReference(ctx.db);
  const systems: string[] = [];
  for (const name of SYSTEMS) systems.push(await createThrough(ctx, 'aac-systems', { name }));
  const named = async (type: string, names: Bilingual[]) => {
    const ids: string[] = [];
    for (const name of names) ids.push(await createThrough(ctx, type, withTranslations({}, { name })));
    return ids;
  };
  const keyboards = await named('aac-keyboard-types', KEYBOARDS);
  const pictograms = await named('aac-pictogram-types', PICTOGRAMS);
  const conjugations = await named('aac-conjugation-types', CONJUGATIONS);
  const products: string[] = [];
  for (const product of PRODUCTS) {
    const id = await createThrough(ctx, 'aac-products', withTranslations({ name: product.name, productType: product.productType }, { description: product.description, note: product.note }), {
      keyboardTypes: ['aac-keyboard-types', product.keyboards.map((index) => keyboards[index]!)],
      pictogramTypes: ['aac-pictogram-types', product.pictograms.map((index) => pictograms[index]!)],
      conjugationTypes: ['aac-conjugation-types', product.conjugations.map((index) => conjugations[index]!)],
    });
    products.push(id);
    const systemKind = product.productType === 'device' ? 'aac-device-installed-systems' : 'aac-software-compatible-systems';
    for (const [index, note] of product.systems) {
      await createThrough(ctx, systemKind, withTranslations({}, { note: note ?? undefined }), { product: ['aac-products', id], system: ['aac-systems', systems[index]!] });
    }
    for (const [type, integration, note] of product.accesses ?? []) {
      await createThrough(ctx, 'aac-software-accesses', withTranslations({}, { note: note ?? undefined }), {
        product: ['aac-products', id],
        accessType: ['aac-access-types', type],
        accessIntegrationType: ['aac-access-integration-types', integration],
      });
    }
  }
  for (const [index, seller] of SELLERS.entries()) {
    const sold = PRODUCTS.flatMap((product, position) => (product.sellers.includes(index) ? [products[position]!] : []));
    await createThrough(ctx, 'aac-sellers', withTranslations({ name: seller.name, website: seller.website }, { description: seller.description }), { products: ['aac-products', sold] });
  }
}
