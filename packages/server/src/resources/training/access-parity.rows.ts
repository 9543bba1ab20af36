import { parityRows } from '../../policies/parity-rows.ts';
import { tablesOf } from '../../services/tables.ts';

/** Training: a session with the member's interest and a stranger's (each reads their own only). */
export default parityRows({
  async seed({ db, users: { member, stranger } }) {
    const trainings = tablesOf('trainings').table;
    const sessions = tablesOf('training-sessions').table;
    const [training] = await db.insert(trainings).values({ title: { en: 'Parity training' } }).returning({ id: trainings.id });
    const [session] = await db.insert(sessions).values({ trainingId: training!.id, startAt: new Date('2030-01-01T09:00:00Z') }).returning({ id: sessions.id });
    await db.insert(tablesOf('training-session-interests').table).values([member, stranger].map((createdById) => ({ sessionId: session!.id, createdById })));
  },
});
