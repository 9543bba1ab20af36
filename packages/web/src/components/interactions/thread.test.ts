import { describe, expect, it } from 'vitest';
import { comments } from '@relais/domain';
import { contentToText, isRichContent, textToContent } from './api/comment-content.ts';
import type { CommentModel } from './api/comments.ts';
import { authorName, buildThread, closedReason } from './thread.ts';

const comment = (id: string, parent: string | null = null, author: CommentModel['author'] = null): CommentModel => ({
  type: 'comments',
  id,
  content: `<p>${id}</p>`,
  createdAt: '2025-03-01T10:00:00Z',
  updatedAt: '2025-03-01T10:00:00Z',
  author,
  parentComment: parent ? { type: 'comments', id: parent } : null,
});

describe('comment content', () => {
  it('is rich text exactly when the comments declaration says so', () => {
    expect(isRichContent).toBe(comments.attributes.content?.kind === 'richText');
  });
});

describe('a comment thread', () => {
  it('puts answers under their comment at any depth, and an answer to a removed comment at the top', () => {
    const thread = buildThread([comment('a'), comment('b', 'a'), comment('c', 'b'), comment('d', 'gone'), comment('e')]);
    expect(thread.map((node) => node.comment.id)).toEqual(['a', 'd', 'e']);
    expect(thread[0]!.replies[0]!.comment.id).toBe('b');
    expect(thread[0]!.replies[0]!.replies[0]!.comment.id).toBe('c');
  });

  it('names the author, and no one for a deleted or missing author', () => {
    expect(authorName(comment('a', null, { type: 'users', id: 'u1', fullName: 'Ada Lovelace' }))).toBe('Ada Lovelace');
    expect(authorName(comment('a', null, { type: 'users', id: 'u1', fullName: 'Ada Lovelace', deletedAt: '2025-01-01T00:00:00Z' }))).toBeNull();
    expect(authorName(comment('a', null, null))).toBeNull();
    expect(authorName(comment('a', null, { type: 'users', id: 'u1' }))).toBeNull();
  });

  it('names the author from the comment’s authorName first, which visitors read without the author’s record', () => {
    expect(authorName({ ...comment('a'), authorName: 'Grace Hopper' })).toBe('Grace Hopper');
    expect(authorName({ ...comment('a', null, { type: 'users', id: 'u1', fullName: 'Ada Lovelace' }), authorName: null })).toBeNull();
  });
});

describe('whether an item takes comments', () => {
  const now = new Date('2025-06-01T00:00:00Z');
  const open = { hasComments: true, publishedAt: '2025-05-01T00:00:00Z', deletedAt: null };

  it('gives the reason it does not, as the server decides it', () => {
    expect(closedReason(open, now)).toBeNull();
    expect(closedReason(undefined, now)).toBeNull();
    expect(closedReason({ ...open, deletedAt: '2025-05-20T00:00:00Z' }, now)).toBe('deleted');
    expect(closedReason({ ...open, hasComments: false }, now)).toBe('closed');
    expect(closedReason({ ...open, publishedAt: null }, now)).toBe('unpublished');
    expect(closedReason({ ...open, publishedAt: '2025-07-01T00:00:00Z' }, now)).toBe('unpublished');
    expect(closedReason({ ...open, status: 'draft' }, now)).toBe('unpublished');
  });

  it('reads a kind without publishedAt as out from its creation, and one without hasComments as open', () => {
    expect(closedReason({ createdAt: '2025-05-01T00:00:00Z' }, now)).toBeNull();
    expect(closedReason({ createdAt: '2025-05-01T00:00:00Z', deletedAt: '2025-05-02T00:00:00Z' }, now)).toBe('deleted');
  });
});

describe('a comment’s text', () => {
  it('is stored as paragraphs of escaped text, and edited as the text it shows', () => {
    const content = textToContent('  First <b>line</b>\nsame paragraph\n\nSecond & last  ');
    expect(content).toBe('<p>First &lt;b&gt;line&lt;/b&gt;<br>same paragraph</p><p>Second &amp; last</p>');
    expect(contentToText(content)).toBe('First <b>line</b>\nsame paragraph\n\nSecond & last');
    expect(contentToText('<p>One <strong>bold</strong> word</p><ul><li>a</li></ul>')).toBe('One bold word\n\na');
  });
});
