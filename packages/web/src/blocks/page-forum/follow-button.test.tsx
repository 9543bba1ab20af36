import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { interactionFeatures, jsonAnswer, member, mockInteractionsApi } from '../../components/interactions/test-support.ts';
import { getUiState, resetUiState } from '../../lib/ui-store.ts';
import { messages } from '../../test/fixtures.ts';
import { renderBooted } from '../../test/render.tsx';
import { FollowButton, useMarkRead } from './follow-button.tsx';

/** The English messages of following (seed/language-lines/forum/forum.json). */
const followMessages = {
  follow: 'Follow',
  followed: 'You follow this subject: you will be told of new messages.',
  unfollowed: 'You no longer follow this subject.',
};

const readings = (rows: Record<string, unknown>[]) => () =>
  jsonAnswer({ data: rows.map(({ id, ...attributes }) => ({ type: 'forum-subject-readers', id, attributes })), meta: { page: { currentPage: 1, perPage: 1, total: rows.length, lastPage: 1 } } });
const saved = (status: number) => (body: unknown) => jsonAnswer({ data: { id: 'r1', ...(body as { data: object }).data } }, status);

let savedForum: unknown;
beforeEach(() => {
  savedForum = (messages.en as Record<string, unknown>).forum;
  Object.assign(messages.en, { forum: { ...(savedForum as object), ...followMessages } });
});
afterEach(() => {
  Object.assign(messages.en, { forum: savedForum });
  vi.unstubAllGlobals();
  resetUiState();
});

describe('the follow button', () => {
  it('follows a subject the member has no reading of: creates their reading, pressed, and says so', async () => {
    const sent = await mockInteractionsApi({ 'GET /api/v1/forum-subject-readers': readings([]), 'POST /api/v1/forum-subject-readers': saved(201) });
    await renderBooted(<FollowButton subjectId="s1" />, { user: member, environment: interactionFeatures });
    const button = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(sent[0]!.url).toContain('filter[subject]=s1');
    fireEvent.click(button);
    // A toggle keeps its name: its state is aria-pressed.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'true'));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      data: { type: 'forum-subject-readers', attributes: { isFollowing: true }, relationships: { subject: { data: { type: 'forum-subjects', id: 's1' } } } },
    });
    await waitFor(() => expect(getUiState().toast?.message).toBe(followMessages.followed));
  });

  it('unfollows a followed subject by updating the member’s reading', async () => {
    const sent = await mockInteractionsApi({
      'GET /api/v1/forum-subject-readers': readings([{ id: 'r9', isFollowing: true, lastReadAt: '2026-01-01T00:00:00Z' }]),
      'PATCH /api/v1/forum-subject-readers/r9': (body) => jsonAnswer({ data: { id: 'r9', ...(body as { data: object }).data } }),
    });
    await renderBooted(<FollowButton subjectId="s1" />, { user: member, environment: interactionFeatures });
    const button = await screen.findByRole('button', { name: 'Follow' });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Follow' })).toHaveAttribute('aria-pressed', 'false'));
    expect(sent.find((request) => request.method === 'PATCH')?.body).toEqual({ data: { type: 'forum-subject-readers', id: 'r9', attributes: { isFollowing: false } } });
    await waitFor(() => expect(getUiState().toast?.message).toBe(followMessages.unfollowed));
  });

  it('shows nothing to a visitor and asks nothing', async () => {
    const sent = await mockInteractionsApi({ 'GET /api/v1/forum-subject-readers': readings([]) });
    await renderBooted(<FollowButton subjectId="s1" />, { user: null, environment: interactionFeatures });
    expect(screen.queryByRole('button', { name: /Follow/ })).toBeNull();
    expect(sent).toEqual([]);
  });
});

function Reader({ subjectId }: { subjectId: string }) {
  useMarkRead(subjectId);
  const [draws, setDraws] = useState(1);
  return (
    <button type="button" onClick={() => setDraws(draws + 1)}>
      Drawn {draws}
    </button>
  );
}

describe('marking a subject read', () => {
  it('updates the member’s reading once per opening, however often the screen draws', async () => {
    const sent = await mockInteractionsApi({
      'GET /api/v1/forum-subject-readers': readings([{ id: 'r9', isFollowing: true, lastReadAt: '2026-01-01T00:00:00Z' }]),
      'PATCH /api/v1/forum-subject-readers/r9': (body) => jsonAnswer({ data: { id: 'r9', ...(body as { data: object }).data } }),
    });
    await renderBooted(<Reader subjectId="s1" />, { user: member, environment: interactionFeatures });
    await waitFor(() => expect(sent.filter((request) => request.method === 'PATCH')).toHaveLength(1));
    const patch = sent.find((request) => request.method === 'PATCH')!.body as { data: { attributes: { lastReadAt: string } } };
    expect(Date.now() - new Date(patch.data.attributes.lastReadAt).getTime()).toBeLessThan(60_000);
    fireEvent.click(screen.getByRole('button', { name: 'Drawn 1' }));
    expect(await screen.findByRole('button', { name: 'Drawn 2' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent.filter((request) => request.method === 'PATCH')).toHaveLength(1);
  });

  it('creates the reading of a subject never read, and marks nothing for a visitor', async () => {
    const sent = await mockInteractionsApi({ 'GET /api/v1/forum-subject-readers': readings([]), 'POST /api/v1/forum-subject-readers': saved(201) });
    await renderBooted(<Reader subjectId="s2" />, { user: member, environment: interactionFeatures });
    await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    expect((sent.find((request) => request.method === 'POST')!.body as { data: { relationships: unknown } }).data.relationships).toEqual({ subject: { data: { type: 'forum-subjects', id: 's2' } } });

    const visitorSent = await mockInteractionsApi({});
    await renderBooted(<Reader subjectId="s3" />, { user: null, environment: interactionFeatures });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(visitorSent).toEqual([]);
  });
});
