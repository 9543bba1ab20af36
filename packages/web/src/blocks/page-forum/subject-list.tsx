import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { InLanguageText } from '../../components/in-language.tsx';
import { useMember } from '../../components/interactions/use-member.ts';
import { SmartLink } from '../../components/smart-link.tsx';
import { formatNumber } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n/i18n.ts';
import { formatDay, useReaderTimeZone } from '../../lib/reader-time.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { forumPaths } from './forum-model.ts';
import type { ForumSubject, ForumTag } from './forum-model.ts';

/** A subject's tags as links to the subjects that share them. */
export function TagLinks({ tags, pagePath }: { tags: readonly ForumTag[] | undefined; pagePath: string }) {
  const { t } = useTranslation();
  if (!tags?.length) return null;
  return (
    <Box component="ul" aria-label={t('forum.tags')} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <Box
            component={SmartLink}
            href={forumPaths.home(pagePath, { tag: tag.id })}
            sx={{ display: 'inline-block', px: 1, py: 0.25, borderRadius: 4, border: 1, borderColor: 'divider', typography: 'body2', color: 'text.primary', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
          >
            #{tag.name}
          </Box>
        </li>
      ))}
    </Box>
  );
}

/**
 * Subjects as a list: each title links to its thread, with its pin, tags, author, answers and its
 * latest activity (who wrote last, when), and for a signed-in member the messages new since their
 * last visit with a link to the first of them (on its page of `messagesPerPage`). `pinnedOn` says
 * where these are pinned.
 */
export function SubjectList({
  subjects,
  pagePath,
  headingLevel,
  messagesPerPage,
  pinnedOn,
}: {
  subjects: readonly ForumSubject[];
  pagePath: string;
  headingLevel: number;
  messagesPerPage: number;
  pinnedOn?: 'home' | 'category';
}) {
  const { t } = useTranslation();
  const { userId } = useMember();
  const locale = useLocale();
  const timeZone = useReaderTimeZone();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, borderTop: 1, borderColor: 'divider' }}>
      {subjects.map((subject) => {
        const answers = Math.max(0, (subject.messagesCount ?? 0) - 1);
        const latest = subject.latestMessage;
        const newCount = userId !== null ? (subject.newMessagesCount ?? 0) : 0;
        return (
          <Box component="li" key={subject.id} sx={{ borderBottom: 1, borderColor: 'divider', py: 1.5, display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}>
            <Box sx={{ flex: '1 1 320px', minWidth: 0 }}>
              <BlockHeading level={headingLevel} variant="subtitle1" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
                {pinnedOn && (
                  <Typography component="span" variant="body2" sx={{ mr: 1, px: 0.75, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText', fontWeight: 700 }}>
                    {t(pinnedOn === 'home' ? 'forum.pinnedOnHome' : 'forum.pinnedOnCategory')}
                  </Typography>
                )}
                <SmartLink href={forumPaths.subject(pagePath, subject.id)}>
                  <InLanguageText locale={fallbackLocaleOf(subject, 'title')}>{subject.title}</InLanguageText>
                </SmartLink>
              </BlockHeading>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {[subject.authorName ? t('forum.openedBy', { author: subject.authorName }) : null, subject.limitToAdmin ? t('forum.limitedToAdmins') : null].filter(Boolean).join(' · ')}
              </Typography>
              <TagLinks tags={subject.tags} pagePath={pagePath} />
            </Box>
            <Box sx={{ flex: '0 1 260px', typography: 'body2', color: 'text.secondary' }}>
              <div>{t('forum.answers', { count: answers, formatted: formatNumber(answers) })}</div>
              {latest?.createdAt && <div>{latest.authorName ? t('forum.latestBy', { author: latest.authorName, date: formatDay(latest.createdAt, locale, timeZone) }) : t('forum.latestOn', { date: formatDay(latest.createdAt, locale, timeZone) })}</div>}
              {newCount > 0 && (
                <Box sx={{ color: 'text.primary' }}>
                  <Box component="span" sx={{ fontWeight: 700 }}>
                    {t('forum.newMessages', { count: newCount })}
                  </Box>
                  {subject.firstUnreadMessageId && (
                    <>
                      {' · '}
                      <SmartLink href={forumPaths.message(pagePath, subject.id, subject.firstUnreadMessageId, subject.firstUnreadPosition, messagesPerPage)}>{t('forum.jumpToUnread')}</SmartLink>
                    </>
                  )}
                </Box>
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}
