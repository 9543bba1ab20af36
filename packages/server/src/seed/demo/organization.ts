import type { Executor } from '../../db/client.ts';
import { tablesOf } from '../../services/tables.ts';

/** One organization the admin belongs to and administers, so the acting-as switch has something to show. */
export async function seedDemoOrganization(tx: Executor, adminId: string): Promise<string> {
  const organizations = tablesOf('organizations');
  const [row] = await tx
    .insert(organizations.table)
    .values({
      name: 'Relais demo',
      unitName: 'Assistive technology lab',
      slug: 'relais-demo',
      country: 'FR',
      accessLevelId: 'member_level_2',
      shortDescription: { en: 'A demonstration organization.', fr: 'Une organisation de démonstration.' },
    })
    .returning({ id: organizations.table.id });
  const organizationId = row!.id as string;
  await tx.insert(tablesOf('users').joins.organizations!.table).values({ ownerId: adminId, relatedId: organizationId, position: 0 });
  await tx.insert(organizations.joins.administrators!.table).values({ ownerId: organizationId, relatedId: adminId, position: 0 });
  return organizationId;
}
