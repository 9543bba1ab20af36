import { resourceTables } from '../../packages/server/src/db/schema.ts';
import type { Database } from '../../packages/server/src/db/client.ts';

const BATCH = 500;
/** The access levels the reference data migration creates, lowest weight first. */
const LEVELS = ['contact', 'potential_member', 'friendly_member', 'member_level_1', 'member_level_2'];

/**
 * `count` organizations as the directory shows them: each with a public image (a files row) and an
 * access level, names and short descriptions in English and French.
 */
export async function seedOrganizations(db: Database, { count }: { count: number }) {
  const organizations = resourceTables.get('organizations')!.table;
  const files = resourceTables.get('files')!.table;
  for (let start = 0; start < count; start += BATCH) {
    const size = Math.min(BATCH, count - start);
    const images = (await db
      .insert(files)
      .values(
        Array.from({ length: size }, (_, i) => ({
          name: `Logo ${start + i}`,
          slug: `bench-logo-${start + i}`,
          originalName: `logo-${start + i}.png`,
          mimeType: 'image/png',
          size: 20_000 + i,
          isPublic: true,
          isUploaded: true,
          storagePath: `bench/logo-${start + i}.png`,
        })),
      )
      .returning({ id: files.id })) as { id: string }[];
    await db.insert(organizations).values(
      images.map(({ id }, i) => {
        const n = start + i;
        return {
          // Names in a scattered order, as real ones are, not in insertion order.
          name: `Organization ${((n * 7919) % count).toString().padStart(5, '0')}`,
          unitName: n % 3 === 0 ? `Unit ${n % 17}` : null,
          slug: `bench-organization-${n}`,
          country: ['FR', 'BE', 'IT', 'ES', 'DK', 'RO'][n % 6],
          shortDescription: { en: `An organization that lends assistive technology (${n}).`, fr: `Une organisation qui prête des aides techniques (${n}).` },
          description: { en: `<p>About organization ${n}: ${'long text '.repeat(40)}</p>`, fr: `<p>À propos de l'organisation ${n} : ${'texte long '.repeat(40)}</p>` },
          contactEmail: `contact-${n}@example.test`,
          accessLevelId: LEVELS[n % LEVELS.length],
          imageId: id,
        };
      }),
    );
  }
}
