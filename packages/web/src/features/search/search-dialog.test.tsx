import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchAnswer } from '@relais/domain';
import { RECENT_SEARCHES_KEY } from '../../blocks/page-global-search/recent-searches.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderBooted } from '../../test/render.tsx';
import { SearchDialog } from './search-dialog.tsx';

const answer: SearchAnswer = {
  data: [
    { id: 'a1', type: 'articles', title: 'Voice banking, step by step', description: 'Record your voice before surgery.', titleLocale: 'en', path: '/articles/a1' },
    { id: 'f1', type: 'forum-subjects', title: 'Which voice for my son?', description: '', titleLocale: 'en', path: '/forum/f1' },
    { id: 'a2', type: 'articles', title: 'Voices in French', description: '', titleLocale: 'fr', path: '/articles/a2' },
  ],
  meta: { total: 3, page: 1, lastPage: 1, byType: { articles: 2, 'forum-subjects': 1 }, isCapped: false },
};

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

describe('the top bar’s search dialog', () => {
  let asked: string[];
  beforeEach(() => {
    window.localStorage.clear();
    mockApi();
    const served = globalThis.fetch as (input: string, init?: RequestInit) => Promise<Response>;
    asked = [];
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      if (input.startsWith('/api/v1/services/search')) {
        asked.push(input);
        return new Response(JSON.stringify(answer), { status: 200, headers: { 'content-type': 'application/vnd.api+json' } });
      }
      return served(input, init);
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('is a combobox whose results, grouped by kind, are chosen with the arrow keys and Enter', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    await renderBooted(
      <>
        <SearchDialog isOpen onClose={onClose} />
        <Where />
      </>,
    );
    const input = screen.getByRole('combobox');
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.type(input, 'v');
    // One letter asks nothing.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).toEqual([]);
    await user.type(input, 'oi');
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
    expect(asked).toEqual(['/api/v1/services/search?q=voi&page%5Bsize%5D=20']);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).toHaveAttribute('aria-controls', listbox.id);
    const groups = within(listbox).getAllByRole('group');
    expect(groups.map((group) => within(group).getAllByRole('option').length)).toEqual([2, 1]);
    expect(screen.getByRole('status')).toHaveTextContent('search.resultsCount');

    await user.keyboard('{ArrowDown}');
    const options = within(listbox).getAllByRole('option');
    expect(input).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    // The kinds come in the search's order: articles first, then the forum's subjects.
    expect(input).toHaveAttribute('aria-activedescendant', options[2]!.id);
    expect(options[2]).toHaveTextContent('Which voice for my son?');
    await user.keyboard('{ArrowUp}');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/articles/a2');
    expect(onClose).toHaveBeenCalled();
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['voi']);
  });

  it('offers the recent searches while empty, and Enter without a choice opens every result', async () => {
    window.localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['switch', 'eye gaze']));
    const user = userEvent.setup();
    await renderBooted(
      <>
        <SearchDialog isOpen onClose={() => undefined} />
        <Where />
      </>,
    );
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getAllByRole('option').map((option) => option.textContent)).toEqual(['switch', 'eye gaze']);
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(screen.getByRole('combobox')).toHaveValue('eye gaze');
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('where')).toHaveTextContent('/services/search');
  });
});
