import { ACCESS_LEVELS } from '@relais/domain';
import { parityRows } from '../../policies/parity-rows.ts';
import { insertMenuItem, insertPage } from '../../services/test-fixtures.ts';
import { tablesOf } from '../../services/tables.ts';

/** Application: a second environment, pages and menu items behind each part of the page-access rule, private files. */
export default parityRows({
  rows: {
    'app-envs': [{ id: 'staging', attributes: {} }],
    'app-redirections': [{ attributes: { fromPath: '/old', toPath: '/new' } }],
    'app-short-urls': [{ attributes: { token: 'parity1', url: '/legal/terms' } }],
    'language-lines': [{ attributes: { group: 'parity', key: 'hello', text: 'Hello' } }],
  },
  async seed({ db, users: { member, stranger, organizationMember } }) {
    const guards = [
      { path: '/parity/open', requiresAuth: false },
      { path: '/parity/members', requiresAuth: true },
      { path: '/parity/contributors', requiresAuth: true, roles: ['contributor'] },
      { path: '/parity/level-1', requiresAuth: true, accessLevel: 'member_level_1' },
      { path: '/parity/highest', requiresAuth: true, accessLevel: ACCESS_LEVELS.at(-1)!.id, roles: ['eqlaat_member', 'contributor'] },
      { path: '/parity/draft', requiresAuth: false, isDraft: true },
    ];
    for (const [position, guard] of guards.entries()) {
      await insertPage(db, { ...guard, components: [{ name: 'pageTitle', position: 0 }] });
      await insertMenuItem(db, { ...guard, name: { en: guard.path }, position: 10 + position });
    }
    await db.insert(tablesOf('files').table).values([
      { name: 'Public guide', mimeType: 'application/pdf' },
      { name: 'Member scan', isPublic: false, mimeType: 'image/png', createdById: member },
      { name: 'Stranger scan', isPublic: false, mimeType: 'image/png', createdById: stranger },
    ]);
    // A file attached to the owner's own account (the secured-files service writes these rows).
    for (const owner of [member, stranger, organizationMember]) {
      await db.insert(tablesOf('secured-files').table).values({ name: 'Certificate', mimeType: 'application/pdf', size: 10, hash: 'x', modelType: 'users', modelId: owner, storagePath: `parity/${owner}`, createdById: owner });
    }
  },
  excluded: ['app-pages for the member', 'app-menu-items for the visitor', 'files for the member', 'app-page-components for the visitor', 'app-envs for the visitor'],
});
