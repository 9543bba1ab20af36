import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderBooted } from '../../../test/render.tsx';
import { interactionFeatures, jsonAnswer, member, mockInteractionsApi } from '../test-support.ts';
import { ItemHistory } from './item-history.tsx';

afterEach(() => vi.unstubAllGlobals());

const target = { type: 'blog-posts', id: 'p1' };

const action = (id: string, type: 'creation' | 'updates', authorName: string | null, createdAt: string) => ({
  type: 'history-actions',
  id,
  attributes: { authorName, createdAt, updatedAt: createdAt },
  relationships: { actionType: { data: { type: 'history-action-types', id: type } }, item: { data: target } },
});

const listOf = (rows: unknown[], total = rows.length) => jsonAnswer({ data: rows, meta: { page: { currentPage: 1, perPage: 20, total, lastPage: 1 } } });

describe('the history of an item', () => {
  it('says who created and updated it and when, newest first, in the reader’s time zone, and counts older changes', async () => {
    const sent = await mockInteractionsApi({
      'GET /api/v1/history-actions': () =>
        listOf([action('h2', 'updates', null, '2025-03-02T23:30:00Z'), action('h1', 'creation', 'Grace Hopper', '2025-03-01T10:00:00Z')], 3),
    });
    await renderBooted(<ItemHistory target={target} />, { user: { ...member, timezone: 'Asia/Tokyo' }, environment: interactionFeatures });
    const section = await screen.findByRole('region', { name: 'History' });
    expect(within(section).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Updated by Anonymous on March 3, 2025 at 8:30 AM',
      'Created by Grace Hopper on March 1, 2025 at 7:00 PM',
    ]);
    expect(section).toHaveTextContent('1 earlier change is not shown.');
    expect(sent[0]!.url).toContain('filter[item]=blog-posts:p1');
    expect(sent[0]!.url).toContain('sort=-createdAt');
  });

  it('shows nothing when the server gives the reader no history: none kept or not theirs (an empty list), or a refusal', async () => {
    for (const answer of [() => listOf([]), () => jsonAnswer({ errors: [{ status: '404', title: 'Not found' }] }, 404)]) {
      const sent = await mockInteractionsApi({ 'GET /api/v1/history-actions': answer });
      const { unmount } = await renderBooted(<ItemHistory target={target} />, { user: member, environment: interactionFeatures });
      await waitFor(() => expect(sent).toHaveLength(1));
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
      expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
      unmount();
      vi.unstubAllGlobals();
    }
  });

  it('asks nothing for a visitor, who is never given any history', async () => {
    const sent = await mockInteractionsApi({ 'GET /api/v1/history-actions': () => listOf([action('h1', 'creation', 'Grace Hopper', '2025-03-01T10:00:00Z')]) });
    await renderBooted(<ItemHistory target={target} />, { user: null, environment: interactionFeatures });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(sent).toEqual([]);
    expect(screen.queryByRole('region', { name: 'History' })).not.toBeInTheDocument();
  });
});
