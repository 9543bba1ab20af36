import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { toAppPage } from '../api/get-app-page.ts';
import { component, featuresOn, pageDocument, sessionUser } from '../../../test/fixtures.ts';
import { renderBooted } from '../../../test/render.tsx';
import { BACK_TO_TOP_AFTER_PX, PageTools, titledSections } from './page-tools.tsx';

const page = toAppPage(
  pageDocument('p1', 'Services', [
    component('a', 'pageTitle', 0, { title: 'Our services' }),
    component('b', 'pageButtons', 1, { buttons: [] }),
    component('c', 'pageContent', 2, { title: '  ' }),
    component('d', 'pageContact', 3, { title: 'Write to us' }, 'contact'),
  ]),
);

const navigationOn = { features: featuresOn({ pageNavigation: true }) };

describe('the tools over a page', () => {
  it('lists the blocks that have a title, by their anchors', () => {
    expect(titledSections(page.components)).toEqual([
      { id: 'page-section-0', title: 'Our services' },
      { id: 'contact', title: 'Write to us' },
    ]);
  });

  it('offers the in-page navigation only with the feature on and more than one titled block', async () => {
    const on = await renderBooted(<PageTools page={page} />, { environment: navigationOn });
    fireEvent.click(await screen.findByRole('button', { name: 'On this page' }));
    const drawer = await screen.findByRole('dialog', { name: 'On this page' });
    expect(Array.from(drawer.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Our services', '/#page-section-0'],
      ['Write to us', '/#contact'],
    ]);
    on.unmount();

    const off = await renderBooted(<PageTools page={page} />, { environment: { features: featuresOn({}) } });
    expect(screen.queryByRole('button', { name: 'On this page' })).toBeNull();
    off.unmount();

    const single = toAppPage(pageDocument('p2', 'One', [component('a', 'pageTitle', 0, { title: 'Only one' }), component('b', 'pageButtons', 1, { buttons: [] })]));
    await renderBooted(<PageTools page={single} />, { environment: navigationOn });
    expect(screen.queryByRole('button', { name: 'On this page' })).toBeNull();
  });

  it('shows back to top only past 300 px of scrolling', async () => {
    await renderBooted(<PageTools page={page} />);
    expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull();
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: BACK_TO_TOP_AFTER_PX + 1 });
      window.dispatchEvent(new Event('scroll'));
    });
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: BACK_TO_TOP_AFTER_PX });
      window.dispatchEvent(new Event('scroll'));
    });
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Back to top' })).toBeNull());
  });

  it('gives application administrators, and them only, a link to the page editor', async () => {
    const member = await renderBooted(<PageTools page={page} />, { user: sessionUser() });
    await Promise.resolve();
    expect(screen.queryByRole('link', { name: 'Edit this page' })).toBeNull();
    member.unmount();
    await renderBooted(<PageTools page={page} />, { user: sessionUser({ roles: [{ id: 'app_admin', type: 'roles' }] }) });
    expect(await screen.findByRole('link', { name: 'Edit this page' })).toHaveAttribute('href', '/admin/resources/app-pages/page-template/p1');
  });
});
