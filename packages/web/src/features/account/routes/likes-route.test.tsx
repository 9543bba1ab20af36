import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation, useRoutes } from 'react-router';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { resetUiState } from '../../../lib/ui-store.ts';
import { featuresOn, sessionUser } from '../../../test/fixtures.ts';
import { renderBooted } from '../../../test/render.tsx';
import { accountRoutes } from '../routes.tsx';
import { jsonAnswer, mockProfileApi } from '../components/test-support.ts';
import { LikesRoute } from './likes-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetUiState();
});

const MESSAGES = {
  common: { loading: 'Loading…' },
  accountLikes: {
    title: 'My likes',
    backToProfile: 'Back to my profile',
    failed: 'Your likes could not be loaded.',
    empty: 'You have not liked anything yet.',
    listLabel: '{{count}} liked items',
    listLabel_one: '1 liked item',
    likedOn: 'Liked on {{date}}',
    unlike: 'Unlike',
    unlikeItem: 'Unlike {{name}}',
    unliked: 'You no longer like {{name}}.',
    unlikeFailed: 'The like could not be taken back.',
    pages: 'Pages of your likes',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {{page}} of {{count}}',
    unavailable: 'An item that is no longer available',
    kindBlogPost: 'Blog post',
    kindForumSubject: 'Forum subject',
    kindForumMessage: 'Forum message',
  },
};

const member = sessionUser({ id: 'u1', validatedAt: '2025-01-02T00:00:00Z' });
const environment = { features: featuresOn({ auth: true, likes: true }) };

const like = (id: string, createdAt: string, likable: { type: string; id: string } | null) => ({
  type: 'likes',
  id,
  attributes: { createdAt, updatedAt: createdAt },
  relationships: { user: { data: { type: 'users', id: 'u1' } }, likable: { data: likable } },
});

const items = [
  { type: 'blog-posts', id: 'p1', attributes: { title: 'Ramps for everyone' } },
  { type: 'forum-subjects', id: 's1', attributes: { title: 'Who has tried the new ramp?' } },
  { type: 'forum-subject-messages', id: 'm1', attributes: { content: '<p>Me</p>' } },
];

const likesAnswer = (rows: unknown[], { lastPage = 1, total = rows.length } = {}) =>
  jsonAnswer({ data: rows, included: items, meta: { page: { currentPage: 1, perPage: 20, total, lastPage } } });

/** The blog block on the page at /news: blog posts have a public page there; forum subjects none (yet). */
const placedBlocks = () =>
  jsonAnswer({
    data: [{ type: 'app-page-components', id: 'c1', attributes: { name: 'pageBlogPosts' }, relationships: { page: { data: { type: 'app-pages', id: 'g1' } } } }],
    included: [{ type: 'app-pages', id: 'g1', attributes: { path: '/news', isDraft: false } }],
    meta: { page: { currentPage: 1, perPage: 50, total: 1, lastPage: 1 } },
  });

async function renderLikes(routes: Parameters<typeof mockProfileApi>[0], path = '/account/profile/likes') {
  const sent = await mockProfileApi({ 'GET /api/v1/app-page-components': placedBlocks, ...routes });
  await renderBooted(
    <Routes>
      <Route path="/account/profile/likes" element={<LikesRoute />} />
    </Routes>,
    { path, user: member, environment },
  );
  await act(() => applyMessages('en', MESSAGES));
  return sent;
}

describe('the member’s likes page', () => {
  it('lists what the member liked, newest first, linking items that have a public page and naming the kind of the others', async () => {
    const sent = await renderLikes({
      'GET /api/v1/likes': () =>
        likesAnswer(
          [
            like('l1', '2025-03-03T10:00:00Z', { type: 'blog-posts', id: 'p1' }),
            like('l2', '2025-03-02T10:00:00Z', { type: 'forum-subjects', id: 's1' }),
            like('l3', '2025-03-01T10:00:00Z', { type: 'forum-subject-messages', id: 'm1' }),
            like('l4', '2025-02-01T10:00:00Z', null),
          ],
          { lastPage: 2, total: 24 },
        ),
    });
    const list = await screen.findByRole('list', { name: '24 liked items' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Ramps for everyoneBlog post · Liked on March 3, 2025Unlike',
      'Who has tried the new ramp?Forum subject · Liked on March 2, 2025Unlike',
      'Forum messageForum message · Liked on March 1, 2025Unlike',
      'An item that is no longer availableLiked on February 1, 2025Unlike',
    ]);
    expect(await within(rows[0]!).findByRole('link', { name: 'Ramps for everyone' })).toHaveAttribute('href', '/news/p1');
    expect(within(rows[1]!).queryByRole('link')).not.toBeInTheDocument();
    const listCall = sent.find((request) => request.url.startsWith('/api/v1/likes'))!;
    expect(decodeURIComponent(listCall.url)).toContain('filter[user]=u1');
    expect(decodeURIComponent(listCall.url)).toContain('sort=-createdAt');
    expect(decodeURIComponent(listCall.url)).toContain('include=likable');
    const pages = screen.getByRole('navigation', { name: 'Pages of your likes' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/account/profile/likes?page=2');
  });

  it('takes a like back, says so and lists the likes again without it', async () => {
    let rows = [like('l1', '2025-03-03T10:00:00Z', { type: 'blog-posts', id: 'p1' }), like('l2', '2025-03-02T10:00:00Z', { type: 'forum-subjects', id: 's1' })];
    const sent = await renderLikes({
      'GET /api/v1/likes': () => likesAnswer(rows),
      'DELETE /api/v1/likes/l1': () => {
        rows = rows.slice(1);
        return new Response(null, { status: 204 });
      },
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Unlike Ramps for everyone' }));
    await waitFor(() => expect(screen.queryByText('Ramps for everyone')).not.toBeInTheDocument());
    expect(screen.getByRole('list', { name: '1 liked item' })).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual(['/api/v1/likes/l1']);
    await waitFor(() => expect(screen.getByTestId('announcer')).toHaveTextContent('You no longer like Ramps for everyone.'));
    expect(screen.getByRole('heading', { level: 1, name: 'My likes' })).toHaveFocus();
  });

  it('says what to do when nothing is liked yet', async () => {
    await renderLikes({ 'GET /api/v1/likes': () => likesAnswer([]) });
    expect(await screen.findByText('You have not liked anything yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to my profile' })).toHaveAttribute('href', '/account/profile');
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

function AccountScreens() {
  return useRoutes([...accountRoutes(), { path: '*', element: <Where /> }]);
}

describe('the likes page’s route', () => {
  it('sends a visitor to sign in first, and back here after', async () => {
    await mockProfileApi({});
    await renderBooted(<AccountScreens />, { path: '/account/profile/likes', user: null, environment });
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/auth/sign-in?redirectUrl=%2Faccount%2Fprofile%2Flikes'));
  });
});
