import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { AppMenuItem } from '../../../lib/app-menu.ts';
import { menu } from '../../../test/fixtures.ts';
import { renderBooted } from '../../../test/render.tsx';
import { MobileMenuDrawer } from './mobile-menu-drawer.tsx';

/** The fixture's menu with some names served in another language than the English interface's. */
const [home, about] = menu as [AppMenuItem, AppMenuItem];
const [notice, partner] = about.children as [AppMenuItem, AppMenuItem];
const items: AppMenuItem[] = [
  { ...home, name: 'Accueil', locale: 'fr' },
  { ...about, name: 'Om os', locale: 'da', children: [{ ...notice, name: 'Mentions légales', locale: 'fr' }, partner] },
];

const langOf = (element: HTMLElement) => element.closest('[lang]')?.getAttribute('lang') ?? null;

describe('menu names served in a fallback language', () => {
  it('carry it in the phone menu, parents and links alike', async () => {
    await renderBooted(<MobileMenuDrawer id="drawer" isOpen items={items} onClose={() => {}} />);
    expect(langOf(await screen.findByText('Accueil'))).toBe('fr');
    expect(langOf(screen.getByText('Om os'))).toBe('da');
    expect(langOf(screen.getByText('Mentions légales'))).toBe('fr');
    expect(langOf(screen.getByText('Partner site'))).toBe('en');
  });
});
