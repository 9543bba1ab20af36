import { vi } from 'vitest';
import { applyMessages } from '../../lib/i18n/i18n.ts';
import { featuresOn, sessionUser } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';

/** The messages these tests read, as the catalogue (language-lines/interactions.json) has them. */
export const interactionMessages = {
  common: { cancel: 'Cancel', loading: 'Loading…' },
  validation: { required: 'This field is required.', max: 'At most {{max}} characters.', datetime: 'Enter a date and time.' },
  interactions: {
    actionsOn: 'Actions on {{title}}',
    anonymous: 'Anonymous',
    closed_closed: 'Comments are closed on this item.',
    commentBy: 'Comment by {{name}}',
    commentPosted: 'Your comment is posted.',
    commentsHeading: '{{count}} comments',
    commentsHeading_one: '1 comment',
    copyThisLink: 'Link to share',
    delete: 'Delete',
    deleteQuestion: 'The comment will be removed for good.',
    deleteTitle: 'Delete this comment?',
    edit: 'Edit',
    editLabel: 'Edit your comment',
    historyCreated: 'Created by {{name}} on {{date}}',
    historyHeading: 'History',
    historyOlder: '{{count}} earlier changes are not shown.',
    historyOlder_one: '1 earlier change is not shown.',
    historyUpdated: 'Updated by {{name}} on {{date}}',
    like: 'Like',
    likeFailed: 'The like could not be saved. Try again.',
    likesCount: '{{formatted}} likes',
    likesCount_one: '{{formatted}} like',
    linkCopied: 'The link is copied.',
    newCommentLabel: 'Your comment',
    reminderAt: 'Remind me on',
    reminderInPast: 'Choose a moment in the future.',
    reminderMessage: 'Message',
    reminderSave: 'Set the reminder',
    reminderTitle: 'Set a reminder',
    reminderTitleField: 'Title',
    remind: 'Set a reminder',
    reply: 'Reply',
    repliesTo: 'Answers to {{name}}',
    saveEdit: 'Save',
    replyLabel: 'Your answer to {{name}}',
    report: 'Report',
    reportComment: 'Report the comment by {{name}}',
    reportDetails: 'Details',
    reportReason: 'Reason',
    reportSend: 'Send the report',
    reportSent: 'Thank you: the moderators have received your report.',
    reportTitle: 'Report this content',
    reportUrl: 'Page address',
    reason_spam: 'Spam or advertising',
    sendComment: 'Post the comment',
    sendReply: 'Post the answer',
    share: 'Share',
    signInToAct: 'Sign in to like, report or set a reminder',
    signInToComment: 'Sign in to comment',
  },
};

/** A validated member (the server's `isMember`). */
export const member = sessionUser({ validatedAt: '2025-01-02T00:00:00Z' });

export const interactionFeatures = { features: featuresOn({ auth: true, likes: true, reminders: true }) };

export interface SentRequest {
  method: string;
  url: string;
  body: unknown;
}

export const jsonAnswer = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });

export const validationAnswer = (pointer: string, detail: string) => jsonAnswer({ errors: [{ status: '422', code: 'invalid', detail, source: { pointer } }] }, 422);

/**
 * The contracts' answers (mockApi), plus `routes` keyed "METHOD /path" (query left out) for the
 * calls under test; answers what was sent to those routes.
 */
export async function mockInteractionsApi(routes: Record<string, (body: unknown, url: string) => Response | Promise<Response>>) {
  await applyMessages('en', interactionMessages);
  mockApi();
  const base = globalThis.fetch;
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const handler = routes[`${method} ${input.split('?')[0]}`];
      if (!handler) return base(input, init);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, url: decodeURIComponent(input), body });
      return handler(body, decodeURIComponent(input));
    }),
  );
  return sent;
}
