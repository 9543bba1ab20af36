import { parityRows } from '../../policies/parity-rows.ts';
import { tablesOf } from '../../services/tables.ts';

/** Community: what is one user's alone (notifications, reminders, reports), a forum subject still unpublished, one's likes and the history of one's own items. */
export default parityRows({
  async seed({ db, users: { member, stranger } }) {
    for (const owner of [member, stranger]) {
      await db.insert(tablesOf('notifications').table).values({ userId: owner, notificationType: 'parity', message: 'Hello' });
      await db.insert(tablesOf('reminders').table).values({ userId: owner, title: 'Call back', remindAt: new Date() });
      await db.insert(tablesOf('reports').table).values({ createdById: owner, reason: 'Spam', reportableType: 'users', reportableId: owner });
    }
    const [forumCategory] = await db.select({ id: tablesOf('forum-categories').table.id }).from(tablesOf('forum-categories').table).limit(1);
    const [draftSubject] = await db.insert(tablesOf('forum-subjects').table).values({ title: { en: 'Draft' }, categoryId: forumCategory!.id, createdById: member }).returning();
    await db.insert(tablesOf('forum-subject-messages').table).values({ content: { en: '<p>Draft</p>' }, subjectId: draftSubject!.id, createdById: member });
    // History is read by the item's author: the member reads their subject's, not the stranger's.
    const [strangersSubject] = await db.insert(tablesOf('forum-subjects').table).values({ title: { en: 'Theirs' }, categoryId: forumCategory!.id, createdById: stranger }).returning();
    await db.insert(tablesOf('likes').table).values([
      { userId: member, likableType: 'forum-subjects', likableId: strangersSubject!.id },
      { userId: stranger, likableType: 'forum-subjects', likableId: draftSubject!.id },
    ]);
    await db.insert(tablesOf('history-actions').table).values([
      { itemType: 'forum-subjects', itemId: draftSubject!.id, actionTypeId: 'creation', authorId: member },
      { itemType: 'forum-subjects', itemId: strangersSubject!.id, actionTypeId: 'creation', authorId: stranger },
    ]);
  },
  excluded: ['forum-subjects for the visitor', 'forum-subject-messages for the visitor', 'notifications for the member', 'reminders for the member', 'reports for the member', 'likes for the member', 'history-actions for the member', 'history-actions for the contributor at level 1'],
});
