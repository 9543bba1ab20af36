import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderBooted } from '../../../test/render.tsx';
import { resetUiState } from '../../../lib/ui-store.ts';
import { interactionFeatures, jsonAnswer, member, mockInteractionsApi } from '../test-support.ts';
import { CommentThread } from './comment-thread.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetUiState();
});

const target = { type: 'blog-posts', id: 'p1' };
const published = { hasComments: true, publishedAt: '2025-01-01T00:00:00Z', deletedAt: null };

const names: Record<string, string> = { u1: 'Ada Lovelace', u2: 'Grace Hopper' };

/** A comment as the server sends it: its author named by `authorName`, their record not included (a visitor's or member's read). */
const comment = (id: string, content: string, { author = null as string | null, parent = null as string | null, isMine = false } = {}) => ({
  type: 'comments',
  id,
  attributes: { content, authorName: author ? names[author] : null, createdAt: `2025-03-0${id.slice(1)}T10:00:00Z`, updatedAt: `2025-03-0${id.slice(1)}T10:00:00Z` },
  relationships: { author: { data: author ? { type: 'users', id: author } : null }, commentable: { data: target }, parentComment: { data: parent ? { type: 'comments', id: parent } : null } },
  meta: { permissions: { update: isMine, delete: isMine } },
});

const listOf = (rows: unknown[], { canCreate = true, total = rows.length, lastPage = 1 } = {}) =>
  jsonAnswer({ data: rows, meta: { page: { currentPage: 1, perPage: 20, total, lastPage }, permissions: { create: canCreate } } });

const thread = [
  comment('c1', '<p>Who has tried the new ramp?</p>', { author: 'u2' }),
  comment('c2', '<p>I did, it works well.</p>', { author: 'u1', parent: 'c1', isMine: true }),
  comment('c3', '<p>From a removed account.</p>'),
];

describe('the comment thread', () => {
  it('nests answers under what they answer, names the author or "Anonymous", and offers edit and delete only where the server allows', async () => {
    const sent = await mockInteractionsApi({ 'GET /api/v1/comments': () => listOf(thread) });
    await renderBooted(<CommentThread target={target} item={published} />, { user: member, environment: interactionFeatures });
    expect(await screen.findByRole('heading', { name: '3 comments' })).toBeInTheDocument();
    expect(sent[0]!.url).toContain('filter[commentable]=blog-posts:p1');
    const question = screen.getByRole('article', { name: 'Comment by Grace Hopper' });
    const replies = screen.getByRole('list', { name: 'Answers to Grace Hopper' });
    expect(within(replies).getByRole('article', { name: 'Comment by Ada Lovelace' })).toHaveTextContent('I did, it works well.');
    expect(within(question).queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(within(question).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    const mine = screen.getByRole('article', { name: 'Comment by Ada Lovelace' });
    expect(within(mine).getByRole('button', { name: 'Edit' })).toBeInTheDocument();
    expect(within(mine).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Comment by Anonymous' })).toHaveTextContent('From a removed account.');
  });

  it('posts an answer to its comment, announces it and moves focus to it', async () => {
    let rows = thread.slice(0, 1);
    const sent = await mockInteractionsApi({
      'GET /api/v1/comments': () => listOf(rows),
      'POST /api/v1/comments': () => {
        rows = [...rows, comment('c4', '<p>Yes &lt;b&gt;twice&lt;/b&gt;</p>', { author: 'u1', parent: 'c1', isMine: true })];
        return jsonAnswer({ data: rows.at(-1) }, 201);
      },
    });
    await renderBooted(<CommentThread target={target} item={published} />, { user: member, environment: interactionFeatures });
    const question = await screen.findByRole('article', { name: 'Comment by Grace Hopper' });
    fireEvent.click(within(question).getByRole('button', { name: 'Reply' }));
    const field = await screen.findByRole('textbox', { name: 'Your answer to Grace Hopper' });
    expect(field).toHaveFocus();
    fireEvent.change(field, { target: { value: 'Yes <b>twice</b>' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post the answer' }));
    const answer = await screen.findByRole('article', { name: 'Comment by Ada Lovelace' });
    await waitFor(() => expect(answer).toHaveFocus());
    expect(answer).toHaveTextContent('Yes <b>twice</b>');
    const post = sent.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({
      data: {
        type: 'comments',
        attributes: { content: '<p>Yes &lt;b&gt;twice&lt;/b&gt;</p>' },
        relationships: { commentable: { data: { type: 'blog-posts', id: 'p1' } }, parentComment: { data: { type: 'comments', id: 'c1' } } },
      },
    });
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('Your comment is posted.'));
    expect(screen.queryByRole('textbox', { name: 'Your answer to Grace Hopper' })).not.toBeInTheDocument();
  });

  it('edits one’s own comment from its text, then gives focus back to it', async () => {
    let rows = [thread[1]!];
    const sent = await mockInteractionsApi({
      'GET /api/v1/comments': () => listOf(rows),
      'PATCH /api/v1/comments/c2': () => {
        rows = [comment('c2', '<p>Edited.</p>', { author: 'u1', isMine: true })];
        return jsonAnswer({ data: rows[0] });
      },
    });
    await renderBooted(<CommentThread target={target} item={published} />, { user: member, environment: interactionFeatures });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit' }));
    const field = await screen.findByRole('textbox', { name: 'Edit your comment' });
    expect(field).toHaveValue('I did, it works well.');
    fireEvent.change(field, { target: { value: 'Edited.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Comment by Ada Lovelace' })).toHaveTextContent('Edited.'));
    await waitFor(() => expect(screen.getByRole('article', { name: 'Comment by Ada Lovelace' })).toHaveFocus());
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ data: { type: 'comments', id: 'c2', attributes: { content: '<p>Edited.</p>' } } });
  });

  it('deletes one’s own comment only after a question, then moves focus to the next one', async () => {
    let rows = [thread[1]!, thread[2]!];
    const sent = await mockInteractionsApi({
      'GET /api/v1/comments': () => listOf(rows),
      'DELETE /api/v1/comments/c2': () => {
        rows = [thread[2]!];
        return new Response(null, { status: 204 });
      },
    });
    await renderBooted(<CommentThread target={target} item={published} />, { user: member, environment: interactionFeatures });
    const deleteButton = await screen.findByRole('button', { name: 'Delete' });
    deleteButton.focus();
    fireEvent.click(deleteButton);
    const question = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    expect(deleteButton).toHaveFocus();
    fireEvent.click(deleteButton);
    fireEvent.click(within(await screen.findByRole('dialog', { name: 'Delete this comment?' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('article', { name: 'Comment by Ada Lovelace' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('article', { name: 'Comment by Anonymous' })).toHaveFocus());
  });

  it('says why comments are closed, with no form and no answers, when the item takes none', async () => {
    await mockInteractionsApi({ 'GET /api/v1/comments': () => listOf(thread) });
    await renderBooted(<CommentThread target={target} item={{ ...published, hasComments: false }} />, { user: member, environment: interactionFeatures });
    expect(await screen.findByText('Comments are closed on this item.')).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Comment by Grace Hopper' });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('invites a visitor to sign in instead of the form', async () => {
    await mockInteractionsApi({ 'GET /api/v1/comments': () => listOf(thread, { canCreate: false }) });
    await renderBooted(<CommentThread target={target} item={published} />, { path: '/blog/ramp', user: null, environment: interactionFeatures });
    expect(await screen.findByRole('link', { name: 'Sign in to comment' })).toHaveAttribute('href', '/auth/sign-in?redirectUrl=%2Fblog%2Framp');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows a refused comment’s reason on the field', async () => {
    await mockInteractionsApi({
      'GET /api/v1/comments': () => listOf([]),
      'POST /api/v1/comments': () => jsonAnswer({ errors: [{ status: '422', code: 'invalid', detail: 'Too long for a comment.', source: { pointer: '/data/attributes/content' } }] }, 422),
    });
    await renderBooted(<CommentThread target={target} item={published} />, { user: member, environment: interactionFeatures });
    const field = await screen.findByRole('textbox', { name: 'Your comment' });
    fireEvent.change(field, { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post the comment' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('Too long for a comment.'));
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('lets a member report someone else’s comment, never their own, and gives focus back to the button', async () => {
    const sent = await mockInteractionsApi({
      'GET /api/v1/comments': () => listOf(thread),
      'POST /api/v1/reports': () => jsonAnswer({ data: { type: 'reports', id: 'r1', attributes: {} } }, 201),
    });
    await renderBooted(<CommentThread target={target} item={published} />, { user: member, environment: interactionFeatures });
    const mine = await screen.findByRole('article', { name: 'Comment by Ada Lovelace' });
    expect(within(mine).queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
    const question = screen.getByRole('article', { name: 'Comment by Grace Hopper' });
    const report = within(question).getByRole('button', { name: 'Report the comment by Grace Hopper' });
    fireEvent.click(report);
    const dialog = await screen.findByRole('dialog', { name: 'Report this content' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Spam or advertising' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send the report' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(report).toHaveFocus());
    const posted = sent.find((request) => request.method === 'POST');
    expect(posted?.body).toMatchObject({ data: { type: 'reports', attributes: { reason: 'spam' }, relationships: { reportable: { data: { type: 'comments', id: 'c1' } } } } });
  });

  it('offers a visitor no report button', async () => {
    await mockInteractionsApi({ 'GET /api/v1/comments': () => listOf(thread, { canCreate: false }) });
    await renderBooted(<CommentThread target={target} item={published} />, { user: null, environment: interactionFeatures });
    await screen.findByRole('article', { name: 'Comment by Grace Hopper' });
    expect(screen.queryByRole('button', { name: /^Report/ })).not.toBeInTheDocument();
  });
});
