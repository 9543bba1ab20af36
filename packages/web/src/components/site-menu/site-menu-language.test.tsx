import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppMenuItem } from '../../lib/app-menu.ts';
import { menu } from '../../test/fixtures.ts';
import { renderBooted } from '../../test/render.tsx';
import { SiteMenuBar } from './site-menu-bar.tsx';

/** The fixture's menu with some names served in another language than the English interface's. */
const [home, about] = menu as [AppMenuItem, AppMenuItem];
const [notice, partner] = about.children as [AppMenuItem, AppMenuItem];
const items: AppMenuItem[] = [
  { ...home, name: 'Accueil', locale: 'fr' },
  { ...about, name: 'Om os', locale: 'da', children: [{ ...notice, name: 'Mentions légales', locale: 'fr' }, partner] },
];

const langOf = (element: HTMLElement) => element.closest('[lang]')?.getAttribute('lang') ?? null;

describe('menu names served in a fallback language', () => {
  it('carry that language in the top bar, its dropdowns and entries; a name in the interface language reads as the page does', async () => {
    await renderBooted(<SiteMenuBar items={items} label="Menu" />);
    expect(langOf(screen.getByText('Accueil'))).toBe('fr');
    expect(screen.getByRole('link', { name: 'Accueil' })).toBeInTheDocument();
    const dropdown = screen.getByRole('button', { name: 'Om os' });
    expect(langOf(screen.getByText('Om os'))).toBe('da');
    await userEvent.setup().click(dropdown);
    expect(langOf(await screen.findByText('Mentions légales'))).toBe('fr');
    expect(langOf(screen.getByText('Partner site'))).toBe('en');
  });
});
