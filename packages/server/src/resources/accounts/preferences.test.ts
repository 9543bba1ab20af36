import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, errorsOf } from '../../jsonapi/testing.ts';
import { createTestApp } from '../../test/app.ts';
import type { TestApp } from '../../test/app.ts';
import { signIn } from '../../test/auth.ts';
import { TEST_DATABASES } from '../../test/databases.ts';

const relationship = (id: string, name: string, type: string, related: string) => ({
  data: { type: 'users', id, relationships: { [name]: { data: { type, id: related } } } },
});

/** The newsletter frequency a user picks, the invoicing strategy an admin sets, both in `me`. */
describe.each(TEST_DATABASES)('newsletter and invoicing preferences on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('offers the seeded frequencies and strategies to anyone', async () => {
    const frequencies = (await client(t, {}).get('/api/v1/newsletter-frequencies')).json();
    expect(frequencies.data.map((r: { id: string }) => r.id).sort()).toEqual(['monthly', 'never', 'weekly']);
    const strategies = (await client(t, {}).get('/api/v1/rental-invoicing-strategies')).json();
    expect(strategies.data.map((r: { id: string }) => r.id).sort()).toEqual(['no_vat', 'no_vat_debit_note', 'vat']);
  });

  it('lets a user choose a frequency but only an admin set the invoicing strategy; me includes both', async () => {
    const user = await signIn(t);
    const admin = await signIn(t, { isAdmin: true });
    const own = client(t, user.headers);
    expect((await own.send('PATCH', `/api/v1/users/${user.userId}`, relationship(user.userId, 'newsletterFrequency', 'newsletter-frequencies', 'monthly'))).statusCode).toBe(200);
    const refused = await own.send('PATCH', `/api/v1/users/${user.userId}`, relationship(user.userId, 'rentalInvoicingStrategy', 'rental-invoicing-strategies', 'no_vat'));
    expect(errorsOf(refused)).toEqual([{ code: 'forbidden', pointer: '/data/relationships/rentalInvoicingStrategy' }]);
    const set = await client(t, admin.headers).send('PATCH', `/api/v1/users/${user.userId}`, relationship(user.userId, 'rentalInvoicingStrategy', 'rental-invoicing-strategies', 'no_vat'));
    expect(set.statusCode).toBe(200);
    const me = (await own.get('/api/v1/users/me')).json();
    const included = (me.included as { type: string; id: string }[]).map((r) => `${r.type}:${r.id}`);
    expect(included).toEqual(expect.arrayContaining(['newsletter-frequencies:monthly', 'rental-invoicing-strategies:no_vat']));
  });
});
