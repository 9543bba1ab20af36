import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { applyMessages } from '../../../lib/i18n/i18n.ts';
import { getUiState, resetUiState } from '../../../lib/ui-store.ts';
import { featuresOn, sessionUser } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderBooted } from '../../../test/render.tsx';
import { ContributionRoute } from './contribution-route.tsx';
import { ContributionsRoute } from './contributions-route.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  resetUiState();
});

const MESSAGES = {
  common: { loading: 'Loading…', cancel: 'Cancel' },
  validation: { required: 'This field is required.', max: 'This value is too long.', datetime: 'Enter a valid date and time.' },
  contributions: {
    title: 'My contributions',
    intro: 'What you wrote.',
    backToList: 'Back to my contributions',
    sectionBlogPosts: 'Blog posts',
    sectionEvents: 'Events',
    newBlogPost: 'Write a post',
    newEvent: 'Add an event',
    emptyEvents: 'You have not added an event yet.',
    stateDraft: 'Draft',
    statePublished: 'Published on {{date}}',
    statePending: 'Publication requested',
    headingNewBlogPost: 'New blog post',
    headingNewArticle: 'New article',
    headingNewEvent: 'New event',
    fieldCategory: 'Category',
    fieldDescription: 'Description',
    fieldStartAt: 'Starts',
    fieldEndAt: 'Ends',
    endBeforeStart: 'The end cannot come before the start.',
    kindBlogPost: 'Blog post',
    fieldTitle: 'Title',
    fieldContent: 'Text',
    fieldAuthor: 'Signed as',
    authorMyself: 'Myself ({{name}})',
    saveDraft: 'Save the draft',
    created: 'Your draft is saved.',
    saved: 'Your changes are saved.',
    draftInfo: 'Not published.',
    ask: 'Ask for publication',
    askTitle: 'Ask for the publication of “{{title}}”',
    fieldRequestDescription: 'Message to the administrators',
    fieldTargetedAt: 'Publish on (optional)',
    targetedInPast: 'Choose a moment to come.',
    send: 'Send the request',
    asked: 'Your request is sent.',
    pendingInfo: 'Publication requested on {{date}}.',
    withdraw: 'Withdraw the request',
    withdrawTitle: 'Withdraw the request?',
    refusedInfo: 'Your request of {{date}} was refused.',
    refuseReason: 'Reason given: {{reason}}',
    delete: 'Delete',
    deleteTitle: 'Delete “{{title}}”?',
    deleted: '“{{title}}” is deleted.',
    notFound: 'This item does not exist, or it is not yours to change.',
    saveBeforeAsking: 'Save your changes before asking for publication.',
  },
};

const contributor = sessionUser({ id: 'u1', validatedAt: '2025-01-02T00:00:00Z', roles: [{ type: 'roles', id: 'contributor' }] });
const environment = { features: featuresOn({ auth: true, blogPosts: true, calendar: true }) };
const json = (body: unknown, status = 200) => new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/vnd.api+json' } });
const page = (data: unknown[], create = true) => json({ data, meta: { page: { currentPage: 1, perPage: 50, total: data.length, lastPage: 1 }, permissions: { create } } });
const MINE = { update: true, delete: true, softDelete: true, restore: false };
const postObject = (attributes: Record<string, unknown> = {}) => ({
  type: 'blog-posts',
  id: 'p1',
  attributes: { title: 'Ramps for everyone', content: '<p>First line</p><p>Second</p>', publishedAt: null, pendingPublicationRequest: null, ...attributes },
  relationships: { image: { data: null }, organization: { data: null } },
  meta: { permissions: MINE },
});

interface Sent {
  method: string;
  url: string;
  body: { data?: { attributes?: Record<string, unknown>; relationships?: Record<string, { data: unknown }> } } | undefined;
}

/** The app's answers, plus `routes` keyed "METHOD /path" (answered in turn when a list is given). */
function serve(routes: Record<string, ((body: unknown) => Response) | ((body: unknown) => Response)[]>) {
  mockApi();
  const base = globalThis.fetch;
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const route = routes[`${method} ${input.split('?')[0]}`];
      if (!route) return base(input, init);
      const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
      sent.push({ method, url: input, body });
      const handler = Array.isArray(route) ? (route.length > 1 ? route.shift()! : route[0]!) : route;
      return handler(body);
    }),
  );
  return sent;
}

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

async function renderAt(path: string, { features = environment.features, user = contributor } = {}) {
  await renderBooted(
    <>
      <Routes>
        <Route path="/account/contributions" element={<ContributionsRoute />} />
        <Route path="/account/contributions/:type/:id" element={<ContributionRoute />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { path, user, environment: { features } },
  );
  await act(() => applyMessages('en', MESSAGES));
  return userEvent.setup();
}

describe('the contributor’s list', () => {
  it('lists their items by kind with where each stands and the request that waits, links each to its form, and offers to write', async () => {
    const sent = serve({
      'GET /api/v1/blog-posts': () => page([postObject({ pendingPublicationRequest: 'r1' }), { ...postObject({ title: 'Out now', publishedAt: '2026-01-05T10:00:00Z' }), id: 'p2' }]),
      'GET /api/v1/calendar-events': () => page([]),
    });
    await renderAt('/account/contributions');
    const posts = screen.getByRole('region', { name: 'Blog posts' });
    const draft = await within(posts).findByRole('link', { name: 'Ramps for everyone' });
    expect(draft).toHaveAttribute('href', '/account/contributions/blog-posts/p1');
    const row = draft.closest('li')!;
    expect(within(row).getByText('Draft')).toBeInTheDocument();
    expect(within(row).getByText('Publication requested')).toBeInTheDocument();
    expect(within(posts).getByText(/^Published on /)).toBeInTheDocument();
    expect(within(posts).getByRole('link', { name: 'Write a post' })).toHaveAttribute('href', '/account/contributions/blog-posts/new');
    const events = screen.getByRole('region', { name: 'Events' });
    expect(await within(events).findByText('You have not added an event yet.')).toBeInTheDocument();
    // Their own items: the list is asked by creator.
    expect(sent.find((request) => request.url.startsWith('/api/v1/blog-posts'))!.url).toContain('filter[createdBy]=u1');
  });

  it('offers no way to write a kind the server does not let them create', async () => {
    serve({ 'GET /api/v1/blog-posts': () => page([], false), 'GET /api/v1/calendar-events': () => page([], false) });
    await renderAt('/account/contributions');
    await screen.findByText('You have not added an event yet.');
    expect(screen.queryByRole('link', { name: 'Write a post' })).not.toBeInTheDocument();
  });
});

describe('writing a blog post', () => {
  it('sends the title (the text, left empty, as nothing), shows a refused field on it, then saves and opens the new draft', async () => {
    const sent = serve({
      'POST /api/v1/blog-posts': [
        () => json({ errors: [{ status: '422', code: 'validation.max', detail: 'Too long.', source: { pointer: '/data/attributes/title' } }] }, 422),
        () => json({ data: postObject({ title: 'Ramps', content: '<p>One &amp; two</p><p>Three</p>' }) }, 201),
      ],
      'GET /api/v1/blog-posts/p1': () => json({ data: postObject() }),
      'GET /api/v1/publication-requests': () => page([]),
    });
    const user = await renderAt('/account/contributions/blog-posts/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New blog post' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Ramps');
    expect(getUiState().preventLeave).toBe(true);
    // The text is a rich-text editor (its toolbar and a multi-line text box), loaded with the form.
    expect(await screen.findByRole('textbox', { name: 'Text' })).toHaveAttribute('aria-multiline', 'true');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(title).toHaveAccessibleDescription('This value is too long.'));
    expect(title).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/account/contributions/blog-posts/p1'));
    const created = sent.filter((request) => request.method === 'POST')[1]!.body!.data!;
    expect(created.attributes).toMatchObject({ title: 'Ramps', content: null });
    expect(created.attributes).not.toHaveProperty('publishedAt');
    expect(created.relationships).not.toHaveProperty('organization');
    await waitFor(() => expect(getUiState().toast?.message).toBe('Your draft is saved.'));
    expect(getUiState().preventLeave).toBe(false);
  });

  it('lets a member of organizations sign as themself', async () => {
    const sent = serve({ 'POST /api/v1/blog-posts': () => json({ data: postObject() }, 201), 'GET /api/v1/blog-posts/p1': () => json({ data: postObject() }), 'GET /api/v1/publication-requests': () => page([]) });
    const organization = { type: 'organizations', id: 'o1', name: 'Open Ramps' };
    const user = await renderAt('/account/contributions/blog-posts/new', {
      features: featuresOn({ auth: true, blogPosts: true, organizations: true, authorOrganization: true }),
      user: { ...contributor, organizations: [organization], actingAsOrganization: organization },
    });
    const signedAs = screen.getByRole('radiogroup');
    expect(within(signedAs).getByRole('radio', { name: 'Open Ramps' })).toBeChecked();
    await user.click(within(signedAs).getByRole('radio', { name: 'Myself (Ada Lovelace)' }));
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Ramps');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')!.body!.data!.relationships!.organization).toEqual({ data: null });
  });
});

describe('an article and an event', () => {
  it('preselects the category the address names, among those open to contributions, and sends it', async () => {
    const sent = serve({
      'GET /api/v1/categories': () =>
        page([
          { type: 'categories', id: 'c1', attributes: { name: 'Seating', allowContributions: true } },
          { type: 'categories', id: 'c2', attributes: { name: 'Closed', allowContributions: false } },
        ]),
      'POST /api/v1/articles': () => json({ data: { ...postObject(), type: 'articles' } }, 201),
      'GET /api/v1/articles/p1': () => json({ data: { ...postObject(), type: 'articles' } }),
      'GET /api/v1/publication-requests': () => page([]),
    });
    const user = await renderAt('/account/contributions/articles/new?category=c1', { features: featuresOn({ auth: true, articles: true }) });
    expect(await screen.findByRole('combobox', { name: /Category/ })).toHaveTextContent('Seating');
    await user.click(screen.getByRole('combobox', { name: /Category/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Seating']);
    await user.keyboard('{Escape}');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Cushions');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'POST')).toBe(true));
    expect(sent.find((request) => request.method === 'POST')!.body!.data!.relationships!.category).toEqual({ data: { type: 'categories', id: 'c1' } });
  });

  it('asks for an event’s start and refuses an end before it, on the end’s field, sending nothing', async () => {
    // A save would be recorded here: none is sent.
    const sent = serve({ 'POST /api/v1/calendar-events': () => json({ data: { ...postObject(), type: 'calendar-events' } }, 201) });
    const user = await renderAt('/account/contributions/calendar-events/new');
    expect(screen.getByRole('heading', { level: 1, name: 'New event' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Meetup');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Starts/), '2030-05-02T10:00');
    await user.type(screen.getByLabelText(/^Ends/), '2030-05-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Save the draft' }));
    expect(await screen.findByText('The end cannot come before the start.')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });
});

describe('asking for publication', () => {
  it('asks with a message, then shows the request waiting and lets it be withdrawn', async () => {
    const pending = { type: 'publication-requests', id: 'r1', attributes: { status: 'pending', description: 'Ready', createdAt: '2026-02-01T10:00:00Z', targetedPublishedAt: null, refuseReason: null }, meta: { permissions: { update: true, delete: true } } };
    const sent = serve({
      'GET /api/v1/blog-posts/p1': [() => json({ data: postObject() }), () => json({ data: postObject({ pendingPublicationRequest: 'r1' }) })],
      'GET /api/v1/publication-requests': [() => page([]), () => page([pending]), () => page([])],
      'POST /api/v1/publication-requests': () => json({ data: pending }, 201),
      'DELETE /api/v1/publication-requests/r1': () => json(null, 204),
    });
    const user = await renderAt('/account/contributions/blog-posts/p1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ramps for everyone' })).toBeInTheDocument();
    // A post has no category: the read includes only what the kind has.
    expect(sent.find((request) => request.url.startsWith('/api/v1/blog-posts/p1'))!.url).toContain('include=image,organization');
    // The stored rich text is edited as it is, its paragraphs (and any formatting) kept.
    const text = await screen.findByRole('textbox', { name: 'Text' });
    await waitFor(() => expect(text.innerHTML).toBe('<p>First line</p><p>Second</p>'));
    await user.click(await screen.findByRole('button', { name: 'Ask for publication' }));
    const dialog = screen.getByRole('dialog', { name: 'Ask for the publication of “Ramps for everyone”' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Message to the administrators' }), 'Ready');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const asked = sent.find((request) => request.method === 'POST')!.body!.data!;
    expect(asked).toMatchObject({ attributes: { description: 'Ready', targetedPublishedAt: null }, relationships: { publishable: { data: { type: 'blog-posts', id: 'p1' } } } });
    await waitFor(() => expect(getUiState().toast?.message).toBe('Your request is sent.'));

    await user.click(await screen.findByRole('button', { name: 'Withdraw the request' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Withdraw the request?' })).getByRole('button', { name: 'Withdraw the request' }));
    await waitFor(() => expect(sent.some((request) => request.method === 'DELETE')).toBe(true));
  });

  it('refuses a date already past in the dialog, and sends nothing', async () => {
    const sent = serve({ 'GET /api/v1/blog-posts/p1': () => json({ data: postObject() }), 'GET /api/v1/publication-requests': () => page([]) });
    const user = await renderAt('/account/contributions/blog-posts/p1');
    await user.click(await screen.findByRole('button', { name: 'Ask for publication' }));
    const dialog = screen.getByRole('dialog');
    const when = within(dialog).getByLabelText('Publish on (optional)');
    await user.type(when, '2000-01-01T10:00');
    await user.click(within(dialog).getByRole('button', { name: 'Send the request' }));
    expect(await within(dialog).findByText('Choose a moment to come.')).toBeInTheDocument();
    expect(sent.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('shows a refusal with its reason, and lets the author ask again', async () => {
    const refused = { type: 'publication-requests', id: 'r0', attributes: { status: 'refused', description: 'Ready', createdAt: '2026-02-01T10:00:00Z', targetedPublishedAt: null, refuseReason: 'Add a picture.' } };
    serve({ 'GET /api/v1/blog-posts/p1': () => json({ data: postObject() }), 'GET /api/v1/publication-requests': () => page([refused]) });
    await renderAt('/account/contributions/blog-posts/p1');
    expect(await screen.findByText('Reason given: Add a picture.')).toBeInTheDocument();
    expect(screen.getByText(/^Your request of .* was refused\.$/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ask for publication' })).toBeInTheDocument();
  });
});

describe('an item not theirs, and deleting', () => {
  it('says so, with no form, when the server does not let them change it', async () => {
    serve({ 'GET /api/v1/blog-posts/p1': () => json({ data: { ...postObject(), meta: { permissions: { update: false, delete: false } } } }) });
    await renderAt('/account/contributions/blog-posts/p1');
    expect(await screen.findByText('This item does not exist, or it is not yours to change.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
  });

  it('deletes only after the question, then goes back to the list', async () => {
    const sent = serve({
      'GET /api/v1/blog-posts/p1': () => json({ data: postObject() }),
      'GET /api/v1/publication-requests': () => page([]),
      'DELETE /api/v1/blog-posts/p1': () => json(null, 204),
      'GET /api/v1/blog-posts': () => page([]),
      'GET /api/v1/calendar-events': () => page([]),
    });
    const user = await renderAt('/account/contributions/blog-posts/p1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const question = await screen.findByRole('dialog', { name: 'Delete “Ramps for everyone”?' });
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(/^\/account\/contributions$/), { timeout: 3000 });
    expect(sent.some((request) => request.method === 'DELETE' && request.url === '/api/v1/blog-posts/p1')).toBe(true);
    await waitFor(() => expect(getUiState().toast?.message).toBe('“Ramps for everyone” is deleted.'), { timeout: 3000 });
  });
});
