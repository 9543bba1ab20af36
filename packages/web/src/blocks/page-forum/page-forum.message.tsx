import { useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import { useNavigate } from 'react-router';
import { toast } from '../../lib/ui-store.ts';
import type { BlockProps } from '../block-types.ts';
import { useForumWrites } from './forum-api.ts';
import { ForumFormScreen } from './forum-form-screen.tsx';
import { forumPaths, recordOf } from './forum-model.ts';
import type { ForumMessage, ForumSubject } from './forum-model.ts';

const MessageForm = lazy(() => import('./reply-form.tsx').then((m) => ({ default: m.MessageForm })));

type MessageProps = Extract<BlockProps<'pageForum'>, { screen: '/:subject/messages/:message' }>;

/**
 * One message's form (its author or a moderator: the server's `canEdit`). A reader who may not edit
 * it is taken to the message in its thread, which focuses it: a message's address is also its link.
 */
export function ForumMessageScreen({ data, page, props }: MessageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const writes = useForumWrites();
  const message = recordOf<ForumMessage>(data.message);
  const subject = recordOf<ForumSubject>(data.subject);
  const inThread = message && subject ? forumPaths.message(page.path, subject.id, message.id, message.positionInSubject, props.messagesPerPage) : null;
  const isEditable = message?.canEdit === true;
  useEffect(() => {
    if (inThread && !isEditable) void navigate(inThread, { replace: true });
  }, [inThread, isEditable, navigate]);
  if (!message || !subject || !inThread) return null;
  return (
    <ForumFormScreen title={t('forum.editMessageTitle', { title: subject.title })} backHref={inThread} backLabel={t('forum.backToSubject')} isAllowed={isEditable}>
      <Suspense fallback={<Box sx={{ minHeight: 320 }} />}>
        <MessageForm
          label={t('forum.fieldMessage')}
          submitLabel={t('forum.save')}
          defaults={{ content: message.content ?? '', lang: message.lang ?? '' }}
          onSend={async (values) => {
            await writes.editMessage.mutateAsync({ id: message.id, message: values });
            toast(t('forum.messageSaved'));
            void navigate(inThread);
          }}
        />
      </Suspense>
    </ForumFormScreen>
  );
}
