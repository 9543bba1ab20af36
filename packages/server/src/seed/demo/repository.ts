import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { cleanLccConfiguration } from '@relais/domain';
import type { Config } from '../../config.ts';
import type { EngineContext } from '../../jsonapi/context.ts';
import { prepareFile } from '../../files/prepare.ts';
import { storeWithRows } from '../../files/records.ts';
import { storageFromConfig } from '../../files/storage.ts';
import { createThrough, withTranslations } from '../operations.ts';
import type { Bilingual, DemoPage } from './types.ts';

/** The demo repository's page: `/repository` holds the repository block (each item opens at `/repository/<id>`). */
export const repositoryPage: DemoPage = {
  path: '/repository',
  title: { en: 'Repository', fr: 'Dépôt' },
  description: {
    en: 'Configurations, 3D models and guides shared by the community: download them, like them, and share yours.',
    fr: 'Configurations, modèles 3D et guides partagés par la communauté : téléchargez-les, aimez-les et partagez les vôtres.',
  },
  components: [
    {
      name: 'pageRepository',
      props: {
        en: { title: 'Repository', subtitle: 'What members made and shared: LifeCompanion configurations, 3D-printed mounts and adaptations, guides.', perPage: 12 },
        fr: { title: 'Dépôt', subtitle: 'Ce que les membres ont fait et partagé : configurations LifeCompanion, supports et adaptations imprimés en 3D, guides.', perPage: 12 },
      },
    },
  ],
};

const t = (en: string, fr: string): Bilingual => ({ en, fr });
const p = (en: string, fr: string): Bilingual => ({ en: `<p>${en}</p>`, fr: `<p>${fr}</p>` });

/** The sample configuration LifeCompanion exports (the domain's rule fixture), shared cleaned as an upload would be. */
const LCC_SAMPLE = join(import.meta.dirname, 'files', 'keyboard-configuration.lcc');

const CATEGORIES: { name: Bilingual; description: Bilingual; colour: string; mark: string }[] = [
  { name: t('Communication grids', 'Grilles de communication'), description: t('LifeCompanion configurations ready to use.', 'Configurations LifeCompanion prêtes à l’emploi.'), colour: '#0b5cad', mark: '<rect x="8" y="8" width="14" height="14"/><rect x="26" y="8" width="14" height="14"/><rect x="8" y="26" width="14" height="14"/><rect x="26" y="26" width="14" height="14"/>' },
  { name: t('Switch mounts', 'Supports de contacteurs'), description: t('Printed plates, clamps and arms.', 'Plaques, pinces et bras imprimés.'), colour: '#7b2d8e', mark: '<circle cx="24" cy="20" r="12"/><rect x="20" y="30" width="8" height="14"/>' },
  { name: t('Keyguards', 'Guides-doigts'), description: t('Keyguards for tablets and keyboards.', 'Guides-doigts pour tablettes et claviers.'), colour: '#a34100', mark: '<rect x="4" y="10" width="40" height="28" rx="4" fill-opacity=".4"/><circle cx="14" cy="20" r="4"/><circle cx="24" cy="20" r="4"/><circle cx="34" cy="20" r="4"/><circle cx="14" cy="30" r="4"/><circle cx="24" cy="30" r="4"/><circle cx="34" cy="30" r="4"/>' },
  { name: t('Daily life adaptations', 'Adaptations du quotidien'), description: t('Handles, holders and small aids.', 'Poignées, supports et petites aides.'), colour: '#1b6e3a', mark: '<path d="M10 40L24 6l14 34z"/>' },
  { name: t('Guides', 'Guides'), description: t('How-tos and setting guides, in PDF.', 'Modes d’emploi et guides de réglage, en PDF.'), colour: '#5a4a00', mark: '<path d="M10 6h20l8 8v28H10z"/>' },
];

const TAGS = [t('LifeCompanion', 'LifeCompanion'), t('3D printing', 'impression 3D'), t('switch', 'contacteur'), t('tablet', 'tablette'), t('children', 'enfants'), t('beginners', 'débutants')];

/** Which sample files an item carries: a configuration, a 3D model, a guide. */
type Sample = 'lcc' | 'stl' | 'pdf';

interface DemoItem {
  category: number;
  title: Bilingual;
  description: Bilingual;
  printer?: Bilingual;
  tags: number[];
  files: Sample[];
  by: number;
  external?: { repositoryType: 'thingiverse' | 'myminifactory'; status: 'pulled' | 'pushed'; externalId: string };
  likes?: number;
}

const ITEMS: DemoItem[] = [
  { category: 0, by: 0, tags: [0, 5], files: ['lcc', 'pdf'], likes: 3, title: t('First words grid, 12 keys', 'Grille premiers mots, 12 cases'), description: p('A simple grid of twelve everyday words with pictures, for a first step into communication.', 'Une grille simple de douze mots du quotidien avec images, pour un premier pas vers la communication.') },
  { category: 0, by: 1, tags: [0], files: ['lcc'], likes: 2, title: t('Scanning keyboard AZERTY', 'Clavier à défilement AZERTY'), description: p('A French keyboard with row-column scanning and word prediction turned off.', 'Un clavier français avec défilement ligne-colonne, prédiction de mots désactivée.') },
  { category: 0, by: 2, tags: [0, 4], files: ['lcc'], title: t('School day grid', 'Grille journée d’école'), description: p('Classroom words, the timetable and the canteen, for a pupil using eye gaze.', 'Les mots de la classe, l’emploi du temps et la cantine, pour un élève au contrôle oculaire.') },
  { category: 0, by: 0, tags: [0], files: ['lcc', 'pdf'], likes: 1, title: t('Quick phrases for the hospital', 'Phrases rapides pour l’hôpital'), description: p('Pain, comfort and care phrases, spoken at once, for a stay in hospital.', 'Douleur, confort et soins, dits en une fois, pour un séjour à l’hôpital.') },
  { category: 1, by: 1, tags: [1, 2], files: ['stl', 'pdf'], likes: 4, external: { repositoryType: 'thingiverse', status: 'pushed', externalId: '5512301' }, title: t('Switch plate for a camera arm', 'Plaque de contacteur pour bras photo'), description: p('A plate that holds a 65 mm button switch on a standard camera arm screw.', 'Une plaque qui tient un contacteur bouton de 65 mm sur la vis d’un bras photo standard.'), printer: p('PETG, 0.2 mm layers, 30 % infill, no supports.', 'PETG, couches de 0,2 mm, remplissage 30 %, sans supports.') },
  { category: 1, by: 2, tags: [1, 2], files: ['stl'], likes: 1, title: t('Wheelchair tube clamp, 22–25 mm', 'Pince pour tube de fauteuil, 22–25 mm'), description: p('A clamp that fixes a switch or a small arm on a wheelchair tube.', 'Une pince qui fixe un contacteur ou un petit bras sur un tube de fauteuil.'), printer: p('PLA or PETG, 0.2 mm, 40 % infill; print the two halves flat.', 'PLA ou PETG, 0,2 mm, 40 % de remplissage ; imprimer les deux moitiés à plat.') },
  { category: 1, by: 0, tags: [1, 2, 5], files: ['stl'], title: t('Table switch stand', 'Socle de contacteur pour table'), description: p('A heavy base that keeps a switch tilted at 20° on a table.', 'Un socle lourd qui garde un contacteur incliné à 20° sur une table.'), printer: p('PLA, 0.3 mm, 15 % infill; add washers in the base for weight.', 'PLA, 0,3 mm, 15 % ; ajouter des rondelles dans le socle pour le poids.') },
  { category: 1, by: 1, tags: [1, 2], files: ['stl', 'pdf'], external: { repositoryType: 'myminifactory', status: 'pulled', externalId: 'switch-head-mount-88' }, title: t('Head switch mount', 'Support de contacteur de tête'), description: p('A mount that places a switch beside the head, on a headrest bar.', 'Un support qui place un contacteur près de la tête, sur une barre d’appui-tête.'), printer: p('PETG, 0.2 mm, 35 % infill, supports under the hinge only.', 'PETG, 0,2 mm, 35 %, supports sous la charnière seulement.') },
  { category: 2, by: 2, tags: [1, 3], files: ['stl'], likes: 2, title: t('Keyguard for a 10-inch tablet, 4×3 grid', 'Guide-doigts tablette 10 pouces, grille 4×3'), description: p('A keyguard matching a 4×3 grid, clipped on the tablet’s case.', 'Un guide-doigts pour une grille 4×3, clipsé sur la coque de la tablette.'), printer: p('PLA, 0.2 mm, 100 % infill; sand the holes.', 'PLA, 0,2 mm, 100 % ; poncer les trous.') },
  { category: 2, by: 0, tags: [1, 3, 4], files: ['stl', 'pdf'], title: t('Keyguard for a 6×5 grid', 'Guide-doigts pour grille 6×5'), description: p('A thinner keyguard for children who press lightly.', 'Un guide-doigts plus fin pour les enfants qui appuient légèrement.'), printer: p('PETG, 0.15 mm, 100 % infill.', 'PETG, 0,15 mm, 100 %.') },
  { category: 2, by: 1, tags: [1], files: ['stl'], title: t('Keyboard keyguard, compact layout', 'Guide-touches pour clavier compact'), description: p('A keyguard for a compact keyboard, fixed with hook-and-loop strips.', 'Un guide-touches pour clavier compact, fixé par bandes auto-agrippantes.'), printer: p('PLA, 0.2 mm, 100 % infill, print upside down.', 'PLA, 0,2 mm, 100 %, imprimer à l’envers.') },
  { category: 2, by: 2, tags: [1, 3], files: ['stl'], likes: 1, title: t('Keyguard for a phone, 3×3', 'Guide-doigts pour téléphone, 3×3'), description: p('A small keyguard for a phone with a 3×3 grid.', 'Un petit guide-doigts pour téléphone avec une grille 3×3.') },
  { category: 3, by: 0, tags: [1], files: ['stl'], likes: 3, title: t('Thick spoon handle', 'Manche de cuillère épais'), description: p('A handle that makes a spoon easier to hold with a weak grip.', 'Un manche qui rend la cuillère plus facile à tenir avec une prise faible.'), printer: p('PETG, 0.2 mm, 20 % infill; food-safe varnish.', 'PETG, 0,2 mm, 20 % ; vernis alimentaire.') },
  { category: 3, by: 1, tags: [1], files: ['stl'], title: t('Key turner', 'Tourne-clé'), description: p('A lever that turns a door key with the palm.', 'Un levier qui tourne une clé de porte avec la paume.') },
  { category: 3, by: 2, tags: [1, 3], files: ['stl', 'pdf'], external: { repositoryType: 'thingiverse', status: 'pulled', externalId: '4478120' }, title: t('Stylus holder for a wrist strap', 'Porte-stylet pour bracelet'), description: p('Holds a tablet stylus on a wrist strap, for pointing without gripping.', 'Tient un stylet de tablette sur un bracelet, pour pointer sans serrer.') },
  { category: 3, by: 0, tags: [1, 4], files: ['stl'], title: t('Cup holder for a wheelchair tray', 'Porte-gobelet pour tablette de fauteuil'), description: p('A cup holder that clips on the edge of a wheelchair tray.', 'Un porte-gobelet qui se clipse sur le bord d’une tablette de fauteuil.') },
  { category: 4, by: 1, tags: [0, 5], files: ['pdf'], likes: 2, title: t('Getting started with LifeCompanion', 'Bien démarrer avec LifeCompanion'), description: p('Installing, opening a configuration and choosing an access mode, step by step.', 'Installer, ouvrir une configuration et choisir un mode d’accès, pas à pas.') },
  { category: 4, by: 2, tags: [2, 5], files: ['pdf'], title: t('Placing a switch: a checklist', 'Placer un contacteur : une liste de contrôle'), description: p('The questions to ask before fixing a switch: movement, fatigue, posture.', 'Les questions à se poser avant de fixer un contacteur : mouvement, fatigue, posture.') },
  { category: 4, by: 0, tags: [1, 5], files: ['pdf', 'stl'], likes: 1, title: t('Printing assistive parts safely', 'Imprimer des aides techniques en sécurité'), description: p('Materials, strength and cleaning of printed parts used every day.', 'Matériaux, solidité et nettoyage des pièces imprimées utilisées chaque jour.') },
  { category: 4, by: 1, tags: [0, 3], files: ['pdf', 'lcc'], title: t('Eye gaze settings guide', 'Guide des réglages du contrôle oculaire'), description: p('Dwell time, calibration and feedback settings explained with examples.', 'Temps de fixation, calibrage et retours expliqués avec des exemples.') },
];

const MEMBERS = [
  { firstName: 'Léa', lastName: 'Martin' },
  { firstName: 'Jonas', lastName: 'Berg' },
  { firstName: 'Sofia', lastName: 'Ferreira' },
];

/** How many members the demo repository adds. */
export const DEMO_REPOSITORY_MEMBERS = MEMBERS.length;

/** A small real ASCII STL: a plate of `width` × `depth` × 4 mm (twelve facets), named after the item. */
function stlPlate(name: string, width: number, depth: number): string {
  const h = 4;
  const v = (x: number, y: number, z: number) => `      vertex ${x} ${y} ${z}`;
  const facet = (n: [number, number, number], a: number[], b: number[], c: number[]) =>
    `  facet normal ${n.join(' ')}\n    outer loop\n${[a, b, c].map((q) => v(q[0]!, q[1]!, q[2]!)).join('\n')}\n    endloop\n  endfacet`;
  const [W, D] = [width, depth];
  const facets = [
    facet([0, 0, -1], [0, 0, 0], [W, D, 0], [W, 0, 0]), facet([0, 0, -1], [0, 0, 0], [0, D, 0], [W, D, 0]),
    facet([0, 0, 1], [0, 0, h], [W, 0, h], [W, D, h]), facet([0, 0, 1], [0, 0, h], [W, D, h], [0, D, h]),
    facet([0, -1, 0], [0, 0, 0], [W, 0, 0], [W, 0, h]), facet([0, -1, 0], [0, 0, 0], [W, 0, h], [0, 0, h]),
    facet([0, 1, 0], [0, D, 0], [W, D, h], [W, D, 0]), facet([0, 1, 0], [0, D, 0], [0, D, h], [W, D, h]),
    facet([-1, 0, 0], [0, 0, 0], [0, D, h], [0, D, 0]), facet([-1, 0, 0], [0, 0, 0], [0, 0, h], [0, D, h]),
    facet([1, 0, 0], [W, 0, 0], [W, D, 0], [W, D, h]), facet([1, 0, 0], [W, 0, 0], [W, D, h], [W, 0, h]),
  ];
  return `solid ${name}\n${facets.join('\n')}\nendsolid ${name}\n`;
}

/** A small real PDF of one page with the title and a line of text (offsets computed, so readers open it without repair). */
function pdfGuide(title: string, line: string): Buffer {
  const ascii = (text: string) => text.normalize('NFD').replace(/[^\x20-\x7e]/g, '').replace(/[()\\]/g, '');
  const stream = `BT /F1 20 Tf 56 760 Td (${ascii(title)}) Tj ET\nBT /F1 12 Tf 56 730 Td (${ascii(line)}) Tj ET\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream)} >>\nstream\n${stream}endstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** A category's picture: its mark on a soft panel of its colour (an SVG, previewed as pixels on upload). */
const categorySvg = ({ colour, mark, name }: (typeof CATEGORIES)[number]) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 72" width="384" height="288"><title>${name.en}</title><rect width="96" height="72" fill="${colour}" fill-opacity=".12"/><g fill="${colour}" transform="translate(24 12)">${mark}</g></svg>`;

const slugOf = (text: string) => text.normalize('NFD').replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase();

/**
 * The demo repository: five categories with pictures, tags, three members who share twenty items in
 * English and French with real small attachments (a LifeCompanion configuration, cleaned as an
 * upload is; an ASCII STL; a one-page PDF), stored as uploads are (checked, on disk or in the
 * bucket), a few links to Thingiverse and MyMiniFactory, and likes.
 */
export async function seedDemoRepository(ctx: EngineContext, config: Config): Promise<void> {
  const storage = storageFromConfig(config);
  const workDir = join(config.uploadsDir, 'work');
  await mkdir(workDir, { recursive: true });
  const memberIds: string[] = [];
  for (const member of MEMBERS) {
    const email = `${slugOf(member.firstName)}.${slugOf(member.lastName)}@demo.relais.local`;
    memberIds.push(await createThrough(ctx, 'users', { ...member, email, locale: 'fr', validatedAt: new Date().toISOString(), emailVerifiedAt: new Date().toISOString() }));
  }
  const as = (index: number): EngineContext => ({ ...ctx, actor: { ...ctx.actor, userId: memberIds[index]! } });
  /** Stores bytes as a public file, as an upload would (type read from the content, preview), and answers its id. */
  const store = async (bytes: Buffer | string, filename: string, createdById: string | null, metadata: Record<string, unknown> = {}) => {
    const received = join(workDir, `${randomUUID()}-${filename}`);
    await writeFile(received, bytes);
    const prepared = await prepareFile({ received, name: filename, field: { pointer: '/data/attributes/file' }, imageMaxBytes: config.imageMaxBytes, workDir });
    prepared.metadata = { ...prepared.metadata, ...metadata };
    try {
      const [id] = await storeWithRows({ db: ctx.db, storage, type: 'files', entries: [{ file: prepared, values: { name: filename, originalName: filename, isPublic: true, createdById } }] });
      return id!;
    } finally {
      await prepared.cleanup();
      await rm(received, { force: true });
    }
  };

  const categoryIds: string[] = [];
  for (const category of CATEGORIES) {
    const image = await store(categorySvg(category), `${slugOf(category.name.en)}.svg`, ctx.actor.userId);
    categoryIds.push(await createThrough(ctx, 'repository-categories', withTranslations({}, { name: category.name, shortDescription: category.description }), { image: ['files', image] }));
  }
  const tagIds: string[] = [];
  for (const name of TAGS) tagIds.push(await createThrough(ctx, 'tags', withTranslations({}, { name })));

  const sample = cleanLccConfiguration(new Uint8Array(await readFile(LCC_SAMPLE)));
  const lccBytes = Buffer.from(sample.file);
  const lccMetadata = sample.isCleaned ? { lcc: { ...sample.metadata, removedFiles: sample.removedFiles.length, removedChangelogEntries: sample.removedChangelogEntries } } : {};

  for (const [index, item] of ITEMS.entries()) {
    const author = memberIds[item.by]!;
    const slug = slugOf(item.title.en);
    const fileIds: string[] = [];
    for (const kind of item.files) {
      if (kind === 'lcc') fileIds.push(await store(lccBytes, `${slug}.lcc`, author, lccMetadata));
      if (kind === 'stl') fileIds.push(await store(stlPlate(slug, 40 + (index % 5) * 10, 30 + (index % 3) * 10), `${slug}.stl`, author));
      if (kind === 'pdf') fileIds.push(await store(pdfGuide(item.title.en, 'Shared on the Relais repository by the community.'), `${slug}.pdf`, author));
    }
    const lcc = item.files.includes('lcc') ? fileIds[item.files.indexOf('lcc')]! : null;
    const itemId = await createThrough(
      as(item.by),
      'repository-items',
      withTranslations({}, { title: item.title, description: item.description, ...(item.printer ? { printerSettingsDescription: item.printer } : {}) }),
      { categories: ['repository-categories', [categoryIds[item.category]!]], tags: ['tags', item.tags.map((tag) => tagIds[tag]!)], lcDefaultConfig: ['files', lcc] },
    );
    for (const fileId of fileIds) await createThrough(as(item.by), 'repository-attachments', {}, { file: ['files', fileId], repositoryItem: ['repository-items', itemId] });
    if (item.external) {
      const base = item.external.repositoryType === 'thingiverse' ? 'https://www.thingiverse.com/thing:' : 'https://www.myminifactory.com/object/3d-print-';
      await createThrough(ctx, 'external-repository-interactions', { ...item.external, externalUrl: `${base}${item.external.externalId}` }, { repositoryItem: ['repository-items', itemId] });
    }
    for (let like = 0; like < (item.likes ?? 0); like += 1) {
      const liker = (item.by + 1 + like) % (MEMBERS.length + 1);
      await createThrough(liker < MEMBERS.length ? as(liker) : ctx, 'likes', {}, { likable: ['repository-items', itemId] });
    }
  }
}
