import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ResourceCollectionDocument, ResourceDocument } from '@relais/domain';
import { featuresOn, messages } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderBooted } from '../../test/render.tsx';
import type { BlockProps } from '../block-types.ts';
import { SelectedArticles } from '../page-selected-articles/page-selected-articles.tsx';
import { ArticleScreen } from './page-articles.article.tsx';
import { ArticleList } from './page-articles.main.tsx';

/** The area's English messages (seed/language-lines/articles.json), and the interaction bar's name. */
const articleMessages = {"searchLabel": "Search the articles", "search": "Search", "clearSearch": "Clear the search", "empty": "No article has been published in this category yet. Come back soon, or follow the newsletter to hear of the next one.", "emptyWrite": "No article has been published in this category yet. Be the first: write one and the team will review it.", "noCategory": "No category has been chosen for this section yet: choose one in the page editor.", "noResults": "No article matches “{{search}}”. Try other words, or clear the search to see every article.", "results_one": "{{count}} article", "results": "{{count}} articles", "pagination": "Pages of the articles", "previousPage": "Previous page", "nextPage": "Next page", "pageOf": "Page {{page}} of {{count}}", "publishedOn": "Published on {{date}}", "backToList": "Back to {{page}}", "readOriginal": "Read it on the original site", "source": "Source:", "write": "Write an article", "read": "Read “{{title}}”", "navigation": "Articles of {{category}}", "neighbours": "Other articles of {{category}}", "previousArticle": "Previous:", "nextArticle": "Next:", "draft": "Draft: only its authors and the administrators see it.", "unlisted": "Unlisted: not shown in the list; anyone with its link can read it.", "byAuthor": "By {{author}}", "noSelection": "No article has been chosen for this section yet.", "yearLabel": "Published in", "anyYear": "Any year", "noneInYear": "No article of this category was published in {{year}}."};

const CATEGORY = 'c1';
const resource = (id: string, title: string, more: Record<string, unknown> = {}) => ({
  type: 'articles',
  id,
  attributes: { title, shortDescription: `About ${title}`, publishedAt: '2026-03-02T10:00:00Z', externalUrl: null, ...more },
  relationships: { image: { data: null }, category: { data: { type: 'categories', id: CATEGORY } } },
});
const list = (articles: ReturnType<typeof resource>[], { lastPage = 1, create = false } = {}) =>
  ({ data: articles, meta: { page: { total: articles.length, lastPage }, permissions: { create } }, jsonapi: { version: '1.1' } }) as unknown as ResourceCollectionDocument;
const category = (attributes: Record<string, unknown> = {}) =>
  ({ data: { type: 'categories', id: CATEGORY, attributes: { name: 'Guides', allowContributions: false, alertText: null, alertLinkText: null, alertLinkUrl: null, defaultLayoutId: 'pagination', ...attributes } } }) as unknown as ResourceDocument;
const three = [resource('a1', 'Choosing a first switch'), resource('a2', 'Setting up scanning'), resource('a3', 'Calibrating an eye tracker')];

type ListProps = Extract<BlockProps<'pageArticles'>, { screen: 'main' }>;
type DetailProps = Extract<BlockProps<'pageArticles'>, { screen: '/:article' }>;
const page = { path: '/articles', title: 'Articles' };

const renderList = (data: Omit<ListProps['data'], 'oldest'> & { oldest?: ResourceCollectionDocument }, props: Partial<ListProps['props']> = {}, path = '/articles') =>
  renderBooted(<ArticleList screen="main" params={{}} data={{ oldest: list([]), ...data }} props={{ title: '', category: CATEGORY, perPage: 9, ...props }} headingLevel={1} page={page} />, {
    path,
    environment: { features: featuresOn({ articles: true, likes: true }) },
  });

const renderArticle = (data: DetailProps['data'], props: Partial<DetailProps['props']> = {}) =>
  renderBooted(<ArticleScreen screen="/:article" params={{ article: 'a2' }} data={data} props={{ title: '', category: CATEGORY, perPage: 9, ...props }} headingLevel={1} page={page} />, {
    path: '/articles/a2',
    environment: { features: featuresOn({ articles: true, likes: true }) },
  });

beforeEach(() => {
  Object.assign(messages.en, { articles: articleMessages, interactions: { actionsOn: 'Actions on {{title}}' } });
  mockApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('the articles block’s list', () => {
  it('shows a page of cards in the pagination layout, each linking to /:article, with the pages and the page’s h1', async () => {
    await renderList({ category: category(), articles: list(three, { lastPage: 3 }) }, {}, '/articles?page=2');
    expect(screen.getByRole('heading', { level: 1, name: 'Articles' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Setting up scanning' })).toHaveAttribute('href', '/articles/a2');
    expect(screen.getByRole('heading', { level: 2, name: 'Choosing a first switch' })).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of the articles' });
    expect(within(pages).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(pages).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/articles');
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/articles?page=3');
    expect(screen.getByRole('search', { name: 'Search the articles' })).toBeInTheDocument();
  });

  it('lists every article in the simple layout, without cards or pages', async () => {
    await renderList({ category: category({ defaultLayoutId: 'simple' }), articles: list(three) });
    const items = within(screen.getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.queryByRole('article')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Pages of the articles' })).toBeNull();
  });

  it('shows the titles aside and the first article in the navigation layout, the block’s layout before the category’s', async () => {
    await renderList({ category: category({ defaultLayoutId: 'simple' }), articles: list(three) }, { layout: 'navigation' });
    const aside = screen.getByRole('navigation', { name: 'Articles of Guides' });
    expect(within(aside).getAllByRole('link')).toHaveLength(3);
    expect(within(aside).getByRole('link', { name: 'Choosing a first switch' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Read “Choosing a first switch”' })).toHaveAttribute('href', '/articles/a1');
  });

  it('shows the category’s alert with its link, and a safe link only', async () => {
    const { unmount } = await renderList({ category: category({ alertText: 'Guides are reviewed by therapists.', alertLinkText: 'How we review', alertLinkUrl: '/about' }), articles: list(three) });
    expect(screen.getByRole('note')).toHaveTextContent('Guides are reviewed by therapists.');
    expect(screen.getByRole('link', { name: 'How we review' })).toHaveAttribute('href', '/about');
    unmount();
    await renderList({ category: category({ alertText: 'Careful.', alertLinkText: 'Click', alertLinkUrl: 'javascript:alert(1)' }), articles: list(three) });
    expect(screen.getByRole('note')).toHaveTextContent('Careful.');
    expect(screen.queryByRole('link', { name: 'Click' })).toBeNull();
  });

  it('offers "Write an article" only to a reader who may write, in a category open to contributions', async () => {
    const { unmount } = await renderList({ category: category({ allowContributions: true }), articles: list(three, { create: true }) });
    expect(screen.getByRole('link', { name: 'Write an article' })).toHaveAttribute('href', `/account/contributions/articles/new?category=${CATEGORY}`);
    unmount();
    const second = await renderList({ category: category({ allowContributions: true }), articles: list(three, { create: false }) });
    expect(screen.queryByRole('link', { name: 'Write an article' })).toBeNull();
    second.unmount();
    await renderList({ category: category({ allowContributions: false }), articles: list(three, { create: true }) });
    expect(screen.queryByRole('link', { name: 'Write an article' })).toBeNull();
  });

  it('says what to do next when the category is empty, or the search finds nothing', async () => {
    const { unmount } = await renderList({ category: category(), articles: list([]) });
    expect(screen.getByText(/No article has been published in this category yet. Come back soon/)).toBeInTheDocument();
    unmount();
    const open = await renderList({ category: category({ allowContributions: true }), articles: list([], { create: true }) });
    expect(screen.getByText(/Be the first: write one/)).toBeInTheDocument();
    open.unmount();
    await renderList({ category: category(), articles: list([]) }, {}, '/articles?q=braille');
    expect(screen.getByText('No article matches “braille”. Try other words, or clear the search to see every article.')).toBeInTheDocument();
    expect(screen.getByText('0 articles')).toHaveAttribute('role', 'status');
  });

  it('offers the years from the oldest article to this one, and says when the year asked for has none', async () => {
    vi.useFakeTimers({ now: new Date('2026-06-01T12:00:00Z'), toFake: ['Date'] });
    try {
      await renderList({ category: category(), articles: list([]), oldest: list([resource('a0', 'The first guide', { publishedAt: '2024-02-10T09:00:00Z' })]) }, {}, '/articles?year=2025');
      const years = screen.getByRole('combobox', { name: 'Published in' });
      expect(within(years).getAllByRole('option').map((option) => option.textContent)).toEqual(['Any year', '2026', '2025', '2024']);
      expect(years).toHaveValue('2025');
      expect(screen.getByText('No article of this category was published in 2025.')).toBeInTheDocument();
      expect(screen.getByText('0 articles')).toHaveAttribute('role', 'status');
      expect(screen.getByRole('button', { name: 'Clear the search' })).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the article’s screen', () => {
  const article = (more: Record<string, unknown> = {}) =>
    ({ data: resource('a2', 'Setting up scanning', { content: '<p>Begin slowly.</p><script>alert(1)</script>', source: 'Our therapists', authorName: 'Relais Lyon', likesCount: 4, hasComments: true, status: 'published', ...more }) }) as unknown as ResourceDocument;

  it('has the title as h1 and document title, the date, the sanitised content, the interactions, the neighbours and the way back', async () => {
    await renderArticle({ article: article(), category: category(), titles: list(three) });
    expect(screen.getByRole('heading', { level: 1, name: 'Setting up scanning' })).toBeInTheDocument();
    await vi.waitFor(() => expect(document.title).toBe('Relais - Setting up scanning'));
    expect(screen.getByText('Begin slowly.')).toBeInTheDocument();
    expect(document.querySelector('script')).toBeNull();
    expect(screen.getByText('Published on', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(/Source: Our therapists/)).toBeInTheDocument();
    expect(screen.getByText(/^Published on .* · By Relais Lyon$/)).toBeInTheDocument();
    expect(screen.getByRole('group', { name: /Setting up scanning/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Articles' })).toHaveAttribute('href', '/articles');
    const neighbours = screen.getByRole('navigation', { name: 'Other articles of Guides' });
    expect(within(neighbours).getByRole('link', { name: 'Previous: Choosing a first switch' })).toHaveAttribute('href', '/articles/a1');
    expect(within(neighbours).getByRole('link', { name: 'Next: Calibrating an eye tracker' })).toHaveAttribute('href', '/articles/a3');
  });

  it('keeps the side navigation in the navigation layout, the article marked current', async () => {
    await renderArticle({ article: article(), category: category({ defaultLayoutId: 'navigation' }), titles: list(three) });
    const aside = screen.getByRole('navigation', { name: 'Articles of Guides' });
    expect(within(aside).getByRole('link', { name: 'Setting up scanning' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Other articles of Guides' })).toBeNull();
  });

  it('tells its authors that a draft is theirs alone, and that an unlisted one is not listed', async () => {
    const { unmount } = await renderArticle({ article: article({ status: 'draft' }), category: category(), titles: list(three) });
    expect(screen.getByText('Draft: only its authors and the administrators see it.')).toBeInTheDocument();
    unmount();
    await renderArticle({ article: article({ status: 'unlisted' }), category: category(), titles: list([]) });
    expect(screen.getByText(/Unlisted: not shown in the list/)).toBeInTheDocument();
  });
});

describe('the chosen articles', () => {
  const pages = {
    data: [
      { type: 'app-page-components', id: 'b1', attributes: { name: 'pageArticles', props: { category: 'other' } }, relationships: { page: { data: { type: 'app-pages', id: 'p1' } } } },
      { type: 'app-page-components', id: 'b2', attributes: { name: 'pageArticles', props: { category: CATEGORY } }, relationships: { page: { data: { type: 'app-pages', id: 'p2' } } } },
    ],
    included: [
      { type: 'app-pages', id: 'p1', attributes: { path: '/news', isDraft: false } },
      { type: 'app-pages', id: 'p2', attributes: { path: '/guides', isDraft: false } },
    ],
  } as unknown as ResourceCollectionDocument;

  it('shows them in the editor’s order, each under the page showing its category, leaving out those not readable', async () => {
    await renderBooted(
      <SelectedArticles screen="main" params={{}} data={{ articles: list(three), pages }} props={{ title: 'Start here', articles: ['a3', 'gone', 'a1'] }} headingLevel={2} page={{ path: '/', title: 'Home' }} />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Start here' })).toBeInTheDocument();
    const links = screen.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Calibrating an eye tracker', '/guides/a3'],
      ['Choosing a first switch', '/guides/a1'],
    ]);
  });

  it('falls back to the path the editor gave, and names an article no page shows without a link', async () => {
    const { unmount } = await renderBooted(<SelectedArticles screen="main" params={{}} data={{ articles: list(three), pages: list([]) }} props={{ title: '', articles: ['a1'], articlesPath: '/library' }} headingLevel={2} page={{ path: '/', title: 'Home' }} />);
    expect(screen.getByRole('link', { name: 'Choosing a first switch' })).toHaveAttribute('href', '/library/a1');
    unmount();
    await renderBooted(<SelectedArticles screen="main" params={{}} data={{ articles: list(three), pages: list([]) }} props={{ title: '', articles: ['a1'] }} headingLevel={2} page={{ path: '/', title: 'Home' }} />);
    expect(screen.getByRole('heading', { name: 'Choosing a first switch' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
