import { parityRows } from '../../policies/parity-rows.ts';
import { tablesOf } from '../../services/tables.ts';

/** Open badges: a published badge and a draft, each with a module; assertions and training sessions (with a module) of the organization the organization admin runs and of a stranger's. */
export default parityRows({
  async seed({ db, users: { member, stranger }, organizations: { ours, theirs } }) {
    const badges = tablesOf('open-badges').table;
    const [published, draft] = await db.insert(badges).values([{ title: { en: 'Published badge' }, publishedAt: new Date() }, { title: { en: 'Draft badge' } }]).returning({ id: badges.id });
    for (const badge of [published!, draft!]) await db.insert(tablesOf('open-badge-training-modules').table).values({ badgeId: badge.id, title: { en: 'Module' } });
    for (const [issuer, trainee] of [[ours, member], [theirs, stranger]] as const) {
      await db.insert(tablesOf('open-badge-assertions').table).values({ badgeId: published!.id, issuerId: issuer, recipientName: 'Recipient', recipientEmail: 'recipient@example.test' });
      const sessions = tablesOf('open-badge-training-sessions').table;
      const [session] = await db.insert(sessions).values({ badgeId: published!.id, issuerId: issuer, createdById: trainee }).returning({ id: sessions.id });
      await db.insert(tablesOf('open-badge-training-session-modules').table).values({ sessionId: session!.id });
    }
  },
});
