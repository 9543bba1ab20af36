import fp from 'fastify-plugin';
import { configureForumDigest, FORUM_DIGEST_JOB } from '../../resources/community/forum-following.ts';
import { sendForumDigest } from '../../services/forum-digest.ts';

/**
 * The forum's grouped mails: a message queues, for each follower whose window is over, a
 * `forum-digest` job due at the end of a new window (`FORUM_DIGEST_DELAY_MS`); the job mails them the
 * subject's new messages (services/forum-digest.ts) through a `mail` job.
 */
export const forumDigestPlugin = fp(
  async (app) => {
    configureForumDigest({ delayMs: app.config.forumDigestDelayMs });
    app.jobs.handle(FORUM_DIGEST_JOB, async (payload) => {
      const { userId, subjectId } = payload;
      if (typeof userId !== 'string' || typeof subjectId !== 'string') return;
      await sendForumDigest(app.db, app.config, { userId, subjectId });
    });
  },
  { name: 'forum-digest', dependencies: ['context', 'jobs', 'mailer'] },
);
