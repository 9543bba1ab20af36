import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderBooted } from '../../../test/render.tsx';
import { getUiState, resetUiState } from '../../../lib/ui-store.ts';
import { interactionFeatures, jsonAnswer, member, mockInteractionsApi } from '../test-support.ts';
import { InteractionBar } from './interaction-bar.tsx';
import { LikeButton } from './like-button.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetUiState();
});

const target = { type: 'blog-posts', id: 'p1' };
const noLike = () => jsonAnswer({ data: [], meta: { page: { currentPage: 1, perPage: 1, total: 0, lastPage: 1 } } });

describe('the like button', () => {
  it('shows the like at once, sends one request at a time, and keeps it once the server agrees', async () => {
    let answer: (response: Response) => void = () => undefined;
    const sent = await mockInteractionsApi({
      'GET /api/v1/likes': noLike,
      'POST /api/v1/likes': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    await renderBooted(<LikeButton target={target} count={3} />, { user: member, environment: interactionFeatures });
    const button = await screen.findByRole('button', { name: /Like/ });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('4 likes');
    fireEvent.click(button);
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ data: { type: 'likes', relationships: { likable: { data: { type: 'blog-posts', id: 'p1' } } } } });
    expect(sent[0]!.url).toContain('filter[likable]=blog-posts:p1&filter[user]=u1');
    answer(jsonAnswer({ data: { type: 'likes', id: 'l1', attributes: {} } }, 201));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveTextContent('4 likes');
  });

  it('takes the like back, with its count, when the server refuses it, and says so', async () => {
    await mockInteractionsApi({
      'GET /api/v1/likes': noLike,
      'POST /api/v1/likes': () => jsonAnswer({ errors: [{ status: '403', code: 'forbidden', title: 'Forbidden' }] }, 403),
    });
    await renderBooted(<LikeButton target={target} count={1} />, { user: member, environment: interactionFeatures });
    const button = await screen.findByRole('button', { name: /Like/ });
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    fireEvent.click(button);
    expect(button).toHaveTextContent('2 likes');
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(button).toHaveTextContent('1 like');
    expect(getUiState().toast?.message).toBe('The like could not be saved. Try again.');
  });

  it('unlikes a liked item by deleting the member’s like', async () => {
    const sent = await mockInteractionsApi({
      'GET /api/v1/likes': () => jsonAnswer({ data: [{ type: 'likes', id: 'l9', attributes: {} }], meta: { page: { currentPage: 1, perPage: 1, total: 1, lastPage: 1 } } }),
      'DELETE /api/v1/likes/l9': () => new Response(null, { status: 204 }),
    });
    await renderBooted(<LikeButton target={target} count={5} />, { user: member, environment: interactionFeatures });
    const button = await screen.findByRole('button', { name: /Like/ });
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.click(button);
    expect(button).toHaveTextContent('4 likes');
    await waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(button).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows a visitor the count and invites them to sign in and come back', async () => {
    await mockInteractionsApi({});
    await renderBooted(<InteractionBar target={target} title="Spring news" likesCount={2} />, { path: '/blog/spring', user: null, environment: interactionFeatures });
    expect(await screen.findByTestId('likes-count')).toHaveTextContent('2 likes');
    expect(screen.queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to like, report or set a reminder' })).toHaveAttribute('href', '/auth/sign-in?redirectUrl=%2Fblog%2Fspring');
  });

  it('leaves out what a kind does not take and what a feature switched off hides', async () => {
    await mockInteractionsApi({ 'GET /api/v1/likes': noLike });
    await renderBooted(<InteractionBar target={{ type: 'forum-subjects', id: 's1' }} title="Wheelchairs" likesCount={0} />, { user: member, environment: { features: { ...interactionFeatures.features, likes: false } } });
    expect(await screen.findByRole('group', { name: 'Actions on Wheelchairs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Like/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Set a reminder' })).toBeInTheDocument();
    await renderBooted(<InteractionBar target={target} title="Spring news" />, { user: member, environment: interactionFeatures });
    expect(screen.getAllByRole('button', { name: 'Report' })).toHaveLength(1);
  });
});
