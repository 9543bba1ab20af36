import { eq } from 'drizzle-orm';
import { parityRows } from '../../policies/parity-rows.ts';
import { tablesOf } from '../../services/tables.ts';

/** Repository and the catalogue: a member's item with its attachment and an exchange with another site, an admin file, a device's and a software's notes. */
export default parityRows({
  rows: {
    'repository-categories': [{ attributes: { name: 'Switches' } }],
    'aac-access-types': [{ id: 'parity_pointing', attributes: { name: 'Pointing' } }],
    'aac-access-integration-types': [{ id: 'parity_direct', attributes: { name: 'Direct' } }],
    'aac-systems': [{ attributes: { name: 'Android' } }],
    'aac-keyboard-types': [{ attributes: { name: 'AZERTY' } }],
    'aac-pictogram-types': [{ attributes: { name: 'ARASAAC' } }],
    'aac-conjugation-types': [{ attributes: { name: 'Automatic' } }],
    'aac-products': [{ attributes: { name: 'Grid app' } }],
    'aac-sellers': [{ attributes: { name: 'Talking shop' } }],
  },
  async seed({ db, create, linked, users: { member } }) {
    const device = await create('aac-products', { attributes: { name: 'Parity device', productType: 'device' } });
    const software = await create('aac-products', { attributes: { name: 'Parity software', productType: 'software' } });
    const [aacSystem] = await db.select({ id: tablesOf('aac-systems').table.id }).from(tablesOf('aac-systems').table).limit(1);
    const system = aacSystem!.id as string;
    await create('aac-device-installed-systems', { attributes: {}, relationships: { product: linked('aac-products', device), system: linked('aac-systems', system) } });
    await create('aac-software-compatible-systems', { attributes: {}, relationships: { product: linked('aac-products', software), system: linked('aac-systems', system) } });
    await create('aac-software-accesses', {
      attributes: {},
      relationships: { product: linked('aac-products', software), accessType: linked('aac-access-types', 'parity_pointing'), accessIntegrationType: linked('aac-access-integration-types', 'parity_direct') },
    });
    // A member's proposal (members alone propose: written directly, as that member's).
    await db.insert(tablesOf('aac-product-contributions').table).values({ name: 'Parity proposal', message: 'Add it', productId: software, createdById: member });
    const files = tablesOf('files').table;
    const [file] = await db.insert(files).values({ name: 'Repository guide', mimeType: 'application/pdf' }).returning({ id: files.id });
    const item = await create('repository-items', { attributes: { title: 'Parity item' } });
    await db.update(tablesOf('repository-items').table).set({ createdById: member }).where(eq(tablesOf('repository-items').table.id, item));
    await create('repository-attachments', { attributes: {}, relationships: { file: linked('files', file!.id as string), repositoryItem: linked('repository-items', item) } });
    await create('external-repository-interactions', { attributes: { externalId: '1', status: 'pulled', repositoryType: 'thingiverse' }, relationships: { repositoryItem: linked('repository-items', item) } });
    await create('admin-files', { attributes: { path: '/parity' }, relationships: { file: linked('files', file!.id as string) } });
  },
});
