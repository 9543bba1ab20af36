import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { menu } from '../../test/fixtures.ts';
import { renderBooted } from '../../test/render.tsx';
import { MenuDropdown } from './menu-dropdown.tsx';
import { dropdownWidth } from './dropdown-menu.tsx';

const about = menu[1]!;

async function setup() {
  const user = userEvent.setup();
  await renderBooted(<MenuDropdown item={about} />);
  const button = screen.getByRole('button', { name: 'About' });
  return { user, button };
}

describe('a menu item with children', () => {
  it('is a button that says it opens a menu, closed at first', async () => {
    const { button } = await setup();
    expect(button).toHaveAttribute('aria-haspopup', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with Enter and puts focus on the first link; arrows move between links', async () => {
    const { user, button } = await setup();
    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    const first = await screen.findByRole('menuitem', { name: 'Legal notice' });
    await waitFor(() => expect(first).toHaveFocus());
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: /Partner site/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
  });

  it('closes with Escape and gives focus back to its button', async () => {
    const { user, button } = await setup();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists links: app paths in the app, other sites in a new tab that screen readers announce', async () => {
    const { user } = await setup();
    await user.click(screen.getByRole('button', { name: 'About' }));
    expect(await screen.findByRole('menuitem', { name: 'Legal notice' })).toHaveAttribute('href', '/legal/notice');
    const external = screen.getByRole('menuitem', { name: 'Partner site (opens in a new tab)' });
    expect(external).toHaveAttribute('target', '_blank');
    expect(external).toHaveAttribute('rel', 'noopener noreferrer');
  });
});

describe('the width of a dropdown', () => {
  it('is the smallest multiple of 250 px that holds its items', async () => {
    const natural = vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(310);
    try {
      const { user, button } = await setup();
      await user.click(button);
      const list = await screen.findByRole('menu');
      const paper = list.closest('.MuiPaper-root') as HTMLElement;
      expect(paper.style.width).toBe('500px');
    } finally {
      natural.mockRestore();
    }
  });

  it('is 250 px for short items', () => {
    expect([1, 249, 250, 251, 600].map(dropdownWidth)).toEqual([250, 250, 250, 500, 750]);
  });
});
