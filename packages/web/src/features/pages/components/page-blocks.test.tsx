import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { toAppPage } from '../api/get-app-page.ts';
import { component, homeDocument, pageDocument, sessionUser } from '../../../test/fixtures.ts';
import { renderBooted } from '../../../test/render.tsx';
import { PageBlocks } from './page-blocks.tsx';

afterEach(() => vi.restoreAllMocks());

describe('the blocks of a page', () => {
  it('renders the components in position order, each in an element named by its viewId or position', async () => {
    const { container } = await renderBooted(<PageBlocks page={toAppPage(homeDocument)} />);
    await screen.findByRole('link', { name: 'Contact us' });
    await screen.findByRole('heading', { name: 'Resources' });
    const ids = Array.from(container.querySelectorAll('[id^="page-section-"], #welcome')).map((element) => element.id);
    expect(ids).toEqual(['welcome', 'page-section-2', 'page-section-3']);
  });

  it('gives the page one h1: the title of the heading block that opens it', async () => {
    await renderBooted(<PageBlocks page={toAppPage(homeDocument)} />);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Assistive technology, shared');
    expect(await screen.findByRole('heading', { name: 'Resources' })).toHaveProperty('tagName', 'H2');
  });

  it('gives a page that opens with another block a hidden h1 with its title', async () => {
    const page = toAppPage(pageDocument('p', 'Contact', [component('b', 'pageButtons', 0, { buttons: [{ text: 'Write', url: '/contact-us' }] })]));
    await renderBooted(<PageBlocks page={page} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact');
  });

  it('marks a block shown in another language than the interface’s with that language, under a marker in the interface’s', async () => {
    const page = toAppPage(
      pageDocument('p', 'P', [component('t', 'pageTitle', 0, { title: 'Bienvenue' }, null, 'fr'), component('u', 'pageTitle', 1, { title: 'Translated' }, null, 'en')]),
    );
    await renderBooted(<PageBlocks page={page} />);
    const fallback = await screen.findByRole('heading', { name: 'Bienvenue' });
    expect(fallback.closest('[lang]')).toHaveAttribute('lang', 'fr');
    const markers = screen.getAllByTestId('fallback-language');
    expect(markers).toHaveLength(1);
    expect(markers[0]).toHaveAttribute('lang', 'en');
    expect(markers[0]!.closest('[lang="fr"]')).not.toBeNull();
    expect((await screen.findByRole('heading', { name: 'Translated' })).closest('[lang]')).toHaveAttribute('lang', 'en');
  });

  it('renders nothing for an unknown block type, and says so in the console', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const page = toAppPage(pageDocument('p', 'P', [component('x', 'pageFromTheFuture', 0, {}), component('t', 'pageTitle', 1, { title: 'Still here' })]));
    const { container } = await renderBooted(<PageBlocks page={page} />);
    await screen.findByRole('heading', { name: 'Still here' });
    expect(container.querySelector('#page-section-0')).toBeNull();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('pageFromTheFuture')));
  });

  it('removes scripts from rich text before showing it', async () => {
    const { container } = await renderBooted(<PageBlocks page={toAppPage(homeDocument)} />);
    await screen.findByText('Guides');
    expect(container.querySelector('script')).toBeNull();
  });

  it('hides a call to action for visitors only (create an account) from a signed-in user', async () => {
    const page = toAppPage(pageDocument('welcome', 'Welcome', [component('b1', 'pageButtons', 0, { buttons: [{ text: 'Create an account', url: '/auth/register' }, { text: 'Contact us', url: '/contact-us' }] })]));
    const visitor = await renderBooted(<PageBlocks page={page} />, { user: null });
    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeInTheDocument();
    visitor.unmount();
    await renderBooted(<PageBlocks page={page} />, { user: sessionUser() });
    expect(await screen.findByRole('link', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
  });

  it('draws the blocks that fill the window at once and the others one per task, the footer kept out of view meanwhile', async () => {
    const titles = Array.from({ length: 10 }, (_, i) => component(`t${i}`, 'pageTitle', i, { title: `Section ${i}` }));
    const page = toAppPage(pageDocument('long', 'Long', titles));
    const { container } = await renderBooted(<PageBlocks page={page} />);
    const sections = () => container.querySelectorAll('[id^="page-section-"]').length;
    const firstPass = Math.ceil(window.innerHeight / 300);
    expect(sections()).toBe(firstPass);
    expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull();
    await waitFor(() => expect(sections()).toBe(10));
    expect(await screen.findByRole('heading', { name: 'Section 9' })).toBeInTheDocument();
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });

  it('draws every block at once when the address names a section', async () => {
    window.history.replaceState(null, '', '#page-section-9');
    try {
      const titles = Array.from({ length: 10 }, (_, i) => component(`t${i}`, 'pageTitle', i, { title: `Section ${i}` }));
      const { container } = await renderBooted(<PageBlocks page={toAppPage(pageDocument('long', 'Long', titles))} />);
      expect(container.querySelectorAll('[id^="page-section-"]')).toHaveLength(10);
    } finally {
      window.history.replaceState(null, '', window.location.pathname);
    }
  });
});
