import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { invalidateKinds } from '../../lib/data-layer/query-keys.ts';
import type { ForumMessage, ForumSubject } from './forum-model.ts';

/** The body of a JSON:API atomic-operations request: a subject and its first message, written together or not at all. */
const ATOMIC = 'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"';

/** Every forum kind a write may change: counters and latest messages move with messages. */
const FORUM_KINDS = ['forum-subjects', 'forum-subject-messages', 'forum-categories'] as const;

export interface SubjectValues {
  title: string;
  category: string;
  tags: string[];
}

export interface MessageValues {
  content: string;
  /** Empty: the page's language. */
  lang: string;
}

const messageAttributes = ({ content, lang }: MessageValues) => ({ content, lang: lang || null });

/** The forum's writes; each refreshes what the forum's screens read. */
export function useForumWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateKinds(queryClient, FORUM_KINDS);
  /** A new subject with its first message, in one transaction: both or neither. */
  const createSubject = useMutation({
    mutationFn: async ({ subject, message }: { subject: SubjectValues; message: MessageValues }) => {
      const answer = await apiRequest<{ 'atomic:results': { data: { id: string } }[] }>('/api/v1/operations', {
        method: 'POST',
        contentType: ATOMIC,
        body: {
          'atomic:operations': [
            {
              op: 'add',
              data: {
                type: 'forum-subjects',
                lid: 'subject',
                attributes: { title: subject.title },
                relationships: { category: { data: { type: 'forum-categories', id: subject.category } }, tags: { data: subject.tags.map((id) => ({ type: 'tags', id })) } },
              },
            },
            { op: 'add', data: { type: 'forum-subject-messages', attributes: messageAttributes(message), relationships: { subject: { data: { type: 'forum-subjects', lid: 'subject' } } } } },
          ],
        },
      });
      return answer['atomic:results'][0]!.data.id;
    },
    onSuccess,
  });
  const updateSubject = useMutation({
    mutationFn: ({ id, subject }: { id: string; subject: SubjectValues }) =>
      dataProvider.update<ForumSubject>('forum-subjects', id, { attributes: { title: subject.title }, relationships: { category: subject.category, tags: subject.tags } }, { category: 'forum-categories', tags: 'tags' }),
    onSuccess,
  });
  const deleteSubject = useMutation({ mutationFn: (id: string) => dataProvider.delete('forum-subjects', id), onSuccess });
  const reply = useMutation({
    mutationFn: ({ subject, parent, message }: { subject: string; parent: string | null; message: MessageValues }) =>
      dataProvider.create<ForumMessage>(
        'forum-subject-messages',
        { attributes: messageAttributes(message), relationships: { subject, ...(parent ? { parentMessage: parent } : {}) } },
        { subject: 'forum-subjects', parentMessage: 'forum-subject-messages' },
        { fields: { 'forum-subject-messages': ['positionInSubject'] } },
      ),
    onSuccess,
  });
  const editMessage = useMutation({
    mutationFn: ({ id, message }: { id: string; message: MessageValues }) => dataProvider.update<ForumMessage>('forum-subject-messages', id, { attributes: messageAttributes(message) }),
    onSuccess,
  });
  const deleteMessage = useMutation({ mutationFn: (id: string) => dataProvider.delete('forum-subject-messages', id), onSuccess });
  /** A moderator's change of a subject: its pins (a date, or null to unpin) or its category. */
  const moderate = useMutation({
    mutationFn: ({ id, attributes = {}, category }: { id: string; attributes?: { pinnedOnHomeAt?: string | null; pinnedOnCategoryAt?: string | null }; category?: string }) =>
      dataProvider.update<ForumSubject>('forum-subjects', id, { attributes, ...(category ? { relationships: { category } } : {}) }, { category: 'forum-categories' }),
    onSuccess,
  });
  /** A moderator takes a subject or a message out of the trash. */
  const restore = useMutation({ mutationFn: ({ type, id }: { type: 'forum-subjects' | 'forum-subject-messages'; id: string }) => dataProvider.restore(type, id), onSuccess });
  return { createSubject, updateSubject, deleteSubject, reply, editMessage, deleteMessage, moderate, restore };
}
