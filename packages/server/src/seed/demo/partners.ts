import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import type { Executor } from '../../db/client.ts';
import { prepareFile } from '../../files/prepare.ts';
import { storeWithRows } from '../../files/records.ts';
import { storageFromConfig } from '../../files/storage.ts';

/** A partner of the demo site: its name, site and a logo drawn here (an SVG), stored as a public file. */
interface DemoPartner {
  slug: string;
  name: string;
  url: string;
  colour: string;
  /** The shape beside the name, an SVG fragment in a 48×48 box. */
  mark: string;
}

const PARTNERS: DemoPartner[] = [
  { slug: 'atelier-mobilite', name: 'Atelier Mobilité', url: 'https://example.org/atelier-mobilite', colour: '#0b5cad', mark: '<circle cx="24" cy="24" r="20"/>' },
  { slug: 'comaccess-lab', name: 'ComAccess Lab', url: 'https://example.org/comaccess-lab', colour: '#7b2d8e', mark: '<rect x="6" y="6" width="36" height="36" rx="8"/>' },
  { slug: 'fondation-horizon', name: 'Fondation Horizon', url: 'https://example.org/fondation-horizon', colour: '#a34100', mark: '<path d="M4 36h40L24 8z"/>' },
  { slug: 'reseau-ergo-rhone', name: 'Réseau Ergo Rhône', url: 'https://example.org/reseau-ergo-rhone', colour: '#1b6e3a', mark: '<path d="M24 4l20 20-20 20L4 24z"/>' },
  { slug: 'open-aac-collective', name: 'Open AAC Collective', url: 'https://example.org/open-aac', colour: '#5a4a00', mark: '<circle cx="16" cy="24" r="12"/><circle cx="32" cy="24" r="12" fill-opacity=".6"/>' },
];

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A logo: the mark and the name, 240×80, with the name as its title. */
const logoSvg = ({ name, colour, mark }: DemoPartner) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 80" width="240" height="80" role="img"><title>${escapeXml(name)}</title>` +
  `<g fill="${colour}" transform="translate(8 16)">${mark}</g>` +
  `<text x="68" y="47" font-family="Arial, Helvetica, sans-serif" font-size="17" font-weight="700" fill="${colour}">${escapeXml(name)}</text></svg>`;

export interface SeededPartner {
  name: string;
  url: string;
  logoUrl: string;
}

/**
 * Stores the demo partners' logos as public files (checked, previewed and stored as an upload would
 * be, on disk or in the bucket) and answers what the home page's clients block shows.
 */
export async function seedDemoPartners(tx: Executor, config: Config, createdById: string): Promise<SeededPartner[]> {
  const storage = storageFromConfig(config);
  const workDir = join(config.uploadsDir, 'work');
  await mkdir(workDir, { recursive: true });
  const seeded: SeededPartner[] = [];
  for (const partner of PARTNERS) {
    const filename = `${partner.slug}.svg`;
    const received = join(workDir, `${randomUUID()}-${filename}`);
    await writeFile(received, logoSvg(partner));
    const prepared = await prepareFile({ received, name: filename, field: { pointer: '/data/attributes/file' }, imageMaxBytes: config.imageMaxBytes, workDir });
    try {
      const slug = `demo-partner-${partner.slug}`;
      await storeWithRows({ db: tx, storage, type: 'files', entries: [{ file: prepared, values: { name: `${partner.name} logo`, slug, originalName: filename, isPublic: true, createdById } }] });
      seeded.push({ name: partner.name, url: partner.url, logoUrl: `/services/files/${slug}` });
    } finally {
      await prepared.cleanup();
      await rm(received, { force: true });
    }
  }
  return seeded;
}
