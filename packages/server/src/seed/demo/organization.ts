import type { EngineContext } from '../../jsonapi/context.ts';
import { updateResource } from '../../operations/index.ts';
import { createThrough, withTranslations } from '../operations.ts';

/** One organization the admin belongs to and administers, so the acting-as switch has something to show. */
export async function seedDemoOrganization(ctx: EngineContext, adminId: string): Promise<string> {
  const attributes = withTranslations(
    { name: 'Relais demo', unitName: 'Assistive technology lab', slug: 'relais-demo', country: 'FR' },
    { shortDescription: { en: 'A demonstration organization.', fr: 'Une organisation de démonstration.' } },
  );
  const organizationId = await createThrough(ctx, 'organizations', attributes, {
    accessLevel: ['access-levels', 'member_level_2'],
    administrators: ['users', [adminId]],
  });
  const membership = { data: { type: 'users', id: adminId, relationships: { organizations: { data: [{ type: 'organizations', id: organizationId }] } } } };
  await updateResource(ctx, { type: 'users', id: adminId, document: membership });
  return organizationId;
}
