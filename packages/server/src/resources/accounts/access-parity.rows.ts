import { parityRows } from '../../policies/parity-rows.ts';
import { tablesOf } from '../../services/tables.ts';

/** Accounts: what belongs to one user (addresses, requests, transactions, documents, coupons), organizations' year states. */
export default parityRows({
  rows: {
    'admin-tags': [{ attributes: { name: 'Partner' } }],
    'user-categories': [{ attributes: { name: 'Therapist' } }],
    'organization-types': [{ attributes: { name: 'Association' } }],
    'newsletter-types': [{ attributes: { name: 'Rental news' } }],
    'mailing-templates': [{ attributes: { subject: 'Spring news', introText: '<p>Hello</p>' } }],
  },
  async seed({ db, create, linked, users: { member, stranger, organizationMember }, organizations: { ours, theirs } }) {
    for (const owner of [member, stranger, organizationMember]) {
      await db.insert(tablesOf('secondary-email-addresses').table).values({ userId: owner, email: `other-${owner}@example.test` });
      await db.insert(tablesOf('validation-requests').table).values({ userId: owner, statusId: 'pending' });
    }
    for (const owner of [member, stranger]) {
      await db.insert(tablesOf('account-transactions').table).values({ accountId: owner, amount: 1000, operation: 'credit' });
      await db.insert(tablesOf('account-documents').table).values({ accountId: owner, documentType: 'invoice', name: 'Invoice' });
    }
    for (const organization of [ours, theirs]) await db.insert(tablesOf('organization-year-states').table).values({ organizationId: organization, year: 2020 });
    const coupon = await create('coupons', { attributes: { name: 'Ten', amount: 1000 } });
    await create('purchased-coupons', { attributes: {}, relationships: { coupon: linked('coupons', coupon), user: linked('users', member) } });
  },
  excluded: ['users for the organization admin', 'secondary-email-addresses for the member'],
});
