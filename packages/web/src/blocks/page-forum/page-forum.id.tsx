import { useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { pageNumberOf } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { InLanguageText } from '../../components/in-language.tsx';
import { InteractionBar } from '../../components/interactions/index.ts';
import { OnceOpened } from '../../components/interactions/components/lazy-parts.tsx';
import { useMember } from '../../components/interactions/use-member.ts';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatMoment, useReaderTimeZone } from '../../lib/reader-time.ts';
import { useLocale } from '../../lib/i18n/i18n.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import { useSession } from '../../lib/session/session.ts';
import { toast } from '../../lib/ui-store.ts';
import type { BlockProps } from '../block-types.ts';
import { ListPagination } from '../lists/list-controls.tsx';
import { pageCountOf, totalOf } from '../lists/list-meta.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { useForumWrites } from './forum-api.ts';
import { forumPaths, messageAnchor, recordOf, recordsOf } from './forum-model.ts';
import type { ForumMessage, ForumSubject } from './forum-model.ts';
import { FollowButton, useMarkRead } from './follow-button.tsx';
import { TagLinks } from './subject-list.tsx';

// The form comes when a member opens it: a reader's thread carries no editor.
const MessageForm = lazy(() => import('./reply-form.tsx').then((m) => ({ default: m.MessageForm })));
// The question before deleting comes with the first delete.
const ConfirmDialog = lazy(() => import('../../components/confirm-dialog.tsx').then((m) => ({ default: m.ConfirmDialog })));
// Only moderators download their tools.
const ModerationPanel = lazy(() => import('./moderation.tsx').then((m) => ({ default: m.ModerationPanel })));

type SubjectProps = Extract<BlockProps<'pageForum'>, { screen: '/:id' }>;

/** The visit (history entry and hash) whose message was last focused: kept outside the screen, which may be drawn anew. */
let focusedVisit: string | null = null;

/**
 * A subject: its title as the document title and h1, its category, tags and actions, then its
 * messages in order a page at a time (an answer says which message it answers), each with its own
 * like, share and report, and the form to answer. A message's address (`#message-…`) scrolls to it
 * and focuses it.
 */
export function ForumSubjectScreen({ data, page, props }: SubjectProps) {
  const { t } = useTranslation();
  const subject = recordOf<ForumSubject>(data.subject);
  const messages = recordsOf<ForumMessage>(data.messages);
  // A member opening the subject has read it (once per opening): its lists' "new messages" go.
  useMarkRead(subject?.id ?? null);
  const [searchParams] = useSearchParams();
  const { hash, key: locationKey } = useLocation();
  const navigate = useNavigate();
  const { isMember, isVisitor, canSignIn, signInHref } = useMember();
  const { isAdmin } = useSession();
  const locale = useLocale();
  const timeZone = useReaderTimeZone();
  const writes = useForumWrites();
  const [replyTo, setReplyTo] = useState<ForumMessage | 'subject' | null>(null);
  const [deleting, setDeleting] = useState<ForumMessage | 'subject' | null>(null);
  const pageNumber = pageNumberOf(Object.fromEntries(searchParams));
  const firstText = messages[0]?.content ?? null;
  useDocumentTitle(subject?.title ?? null, false, pageNumber === 1 ? firstText : null);

  // The address's message, once shown: scrolled to and focused (a link from a search or a mail),
  // once per visit of the address: neither a later refetch of the messages nor the screen drawn
  // again (a suspended read) takes the focus back from the reader.
  useEffect(() => {
    const visit = `${locationKey}${hash}`;
    if (!hash.startsWith('#message-') || focusedVisit === visit) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    focusedVisit = visit;
    target.scrollIntoView?.({ block: 'start' });
    target.focus({ preventScroll: true });
  }, [hash, locationKey, messages.length]);

  if (!subject) return null;
  const byId = new Map(messages.map((message) => [message.id, message]));
  const total = totalOf(data.messages) ?? messages.length;
  const isClosedToMe = !!subject.limitToAdmin && !isAdmin;
  const categoryHref = subject.category ? forumPaths.home(page.path, { category: subject.category.id }) : forumPaths.home(page.path);

  const sendReply = async (values: { content: string; lang: string }) => {
    const parent = replyTo && replyTo !== 'subject' ? replyTo.id : null;
    const created = await writes.reply.mutateAsync({ subject: subject.id, parent, message: values });
    setReplyTo(null);
    toast(t('forum.replied'));
    const position = created.positionInSubject ?? total + 1;
    void navigate(forumPaths.message(page.path, subject.id, created.id, position, props.messagesPerPage));
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    if (deleting === 'subject') {
      await writes.deleteSubject.mutateAsync(subject.id);
      toast(t('forum.subjectDeleted', { title: subject.title }));
      void navigate(categoryHref);
    } else {
      await writes.deleteMessage.mutateAsync(deleting.id);
      toast(t('forum.messageDeleted'));
    }
    setDeleting(null);
  };

  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Button component={SmartLink} href={categoryHref} sx={{ mb: 2 }}>
        {subject.category ? t('forum.backToCategory', { category: subject.category.name }) : t('forum.backToForum')}
      </Button>
      <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1, overflowWrap: 'anywhere' }}>
        <InLanguageText locale={fallbackLocaleOf(subject, 'title')} isMarked>
          {subject.title}
        </InLanguageText>
      </BlockHeading>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {[subject.authorName ? t('forum.openedBy', { author: subject.authorName }) : null, t('forum.messagesCount', { count: total }), subject.limitToAdmin ? t('forum.limitedToAdmins') : null].filter(Boolean).join(' · ')}
      </Typography>
      {subject.deletedAt && (
        <Typography variant="body2" sx={{ border: 1, borderColor: 'warning.main', borderRadius: 1, p: 1.5, my: 1 }}>
          {t('forum.subjectInTrash')}
        </Typography>
      )}
      <TagLinks tags={subject.tags} pagePath={page.path} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, my: 2 }}>
        <FollowButton subjectId={subject.id} />
        {subject.canEdit && (
          <Button component={SmartLink} href={forumPaths.update(page.path, subject.id)} variant="outlined" size="small">
            {t('forum.editSubject')}
          </Button>
        )}
        {subject.canDelete && (
          <Button variant="outlined" color="error" size="small" onClick={() => setDeleting('subject')}>
            {t('forum.deleteSubject')}
          </Button>
        )}
      </Box>
      <InteractionBar target={{ type: 'forum-subjects', id: subject.id }} title={subject.title} likesCount={subject.likesCount ?? 0} />
      {isAdmin && (
        <Suspense fallback={null}>
          <ModerationPanel subject={subject} messages={messages} />
        </Suspense>
      )}

      <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700, mt: 4, mb: 1 }}>
        {t('forum.messages')}
      </BlockHeading>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2 }}>
        {messages.map((message) => {
          const parent = message.parentMessage?.id ? byId.get(message.parentMessage.id) : undefined;
          const author = message.authorName ?? t('forum.anonymous');
          return (
            <Box
              component="li"
              key={message.id}
              id={messageAnchor(message.id)}
              tabIndex={-1}
              aria-labelledby={`${messageAnchor(message.id)}-by`}
              sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, scrollMarginTop: 80, '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 } }}
            >
              <Typography id={`${messageAnchor(message.id)}-by`} variant="subtitle2" component="p" sx={{ fontWeight: 700 }}>
                {t('forum.messageBy', { author, date: formatMoment(message.createdAt, locale, timeZone) })}
              </Typography>
              {message.parentMessage?.id && (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {parent ? <SmartLink href={`#${messageAnchor(parent.id)}`}>{t('forum.inReplyTo', { author: parent.authorName ?? t('forum.anonymous') })}</SmartLink> : t('forum.inReplyToEarlier')}
                </Typography>
              )}
              {message.content && (
                <Box lang={message.lang ?? fallbackLocaleOf(message, 'content')} sx={{ mt: 1, overflowWrap: 'anywhere' }}>
                  <RichText html={message.content} />
                </Box>
              )}
              <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
                <InteractionBar
                  target={{ type: 'forum-subject-messages', id: message.id }}
                  title={t('forum.messageBy', { author, date: formatMoment(message.createdAt, locale, timeZone) })}
                  likesCount={message.likesCount ?? 0}
                  sharePath={forumPaths.message(page.path, subject.id, message.id, message.positionInSubject, props.messagesPerPage)}
                />
                {isMember && !isClosedToMe && (
                  <Button size="small" onClick={() => setReplyTo(message)} aria-label={t('forum.replyTo', { author })}>
                    {t('forum.reply')}
                  </Button>
                )}
                {message.canEdit && (
                  <Button component={SmartLink} href={forumPaths.editMessage(page.path, subject.id, message.id)} size="small" aria-label={t('forum.editMessageOf', { author })}>
                    {t('forum.edit')}
                  </Button>
                )}
                {message.canDelete && (
                  <Button size="small" color="error" onClick={() => setDeleting(message)} aria-label={t('forum.deleteMessageOf', { author })}>
                    {t('forum.delete')}
                  </Button>
                )}
              </Box>
              {replyTo !== null && replyTo !== 'subject' && replyTo.id === message.id && (
                <Suspense fallback={<Box sx={{ minHeight: 240 }} />}>
                  <MessageForm label={t('forum.answerTo', { author })} submitLabel={t('forum.send')} onSend={sendReply} onCancel={() => setReplyTo(null)} autoFocus />
                </Suspense>
              )}
            </Box>
          );
        })}
      </Box>
      <ListPagination page={pageNumber} count={pageCountOf(data.messages)} messages="forum" />

      <Box component="section" aria-label={t('forum.answerSubject')} sx={{ mt: 4 }}>
        {isClosedToMe ? (
          <Typography>{t('forum.closedToMembers')}</Typography>
        ) : isMember ? (
          replyTo === 'subject' ? (
            <Suspense fallback={<Box sx={{ minHeight: 240 }} />}>
              <MessageForm label={t('forum.yourAnswer')} submitLabel={t('forum.send')} onSend={sendReply} onCancel={() => setReplyTo(null)} autoFocus />
            </Suspense>
          ) : (
            <Button variant="contained" onClick={() => setReplyTo('subject')}>
              {t('forum.answerSubject')}
            </Button>
          )
        ) : isVisitor && canSignIn ? (
          <Typography>
            <SmartLink href={signInHref}>{t('forum.signInToAnswer')}</SmartLink>
          </Typography>
        ) : null}
      </Box>
      <OnceOpened isOpen={deleting !== null}>
        <ConfirmDialog
          isOpen={deleting !== null}
          title={deleting === 'subject' ? t('forum.deleteSubjectTitle') : t('forum.deleteMessageTitle')}
          message={deleting === 'subject' ? t('forum.deleteSubjectQuestion', { title: subject.title }) : t('forum.deleteMessageQuestion')}
          confirmLabel={t('forum.delete')}
          isDangerous
          isBusy={writes.deleteMessage.isPending || writes.deleteSubject.isPending}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDeleting(null)}
        />
      </OnceOpened>
    </Container>
  );
}
