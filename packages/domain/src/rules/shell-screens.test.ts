import { describe, expect, it } from 'vitest';
import { organizationPageRead, shellScreenAt, SHELL_SCREENS } from './shell-screens.ts';
import { SHELL_ROUTES } from './shell-routes.ts';

describe('the shell screens the server draws', () => {
  it('finds an organization’s page by slug or id, with the read the web’s page makes', () => {
    const bySlug = shellScreenAt('/organizations/voix-libre');
    expect(bySlug?.params).toEqual({ id: 'voix-libre' });
    expect(bySlug?.route.features).toEqual(['organizations', 'userOrganizations']);
    expect(bySlug?.screen.reads(bySlug.params)).toEqual({ organization: '/api/v1/organizations?filter[slug]=voix-libre&include=image,organizationType&page[size]=1' });
    const id = '44572721-138f-4872-ba72-515b0263f011';
    expect(shellScreenAt(`/organizations/${id}/`)?.screen.reads({ id })).toEqual({ organization: `/api/v1/organizations/${id}?include=image,organizationType` });
    expect(organizationPageRead('a b')).toContain('filter[slug]=a%20b');
  });

  it('finds nothing elsewhere, and each screen is a shell route', () => {
    for (const path of ['/organizations', '/organizations/a/b', '/organizations/', '/users/x/profile', '/']) expect(shellScreenAt(path), path).toBeNull();
    for (const screen of SHELL_SCREENS) expect(SHELL_ROUTES.some((route) => route.pattern === screen.pattern)).toBe(true);
  });

  it('titles an organization by its complete name, else its name', () => {
    const screen = SHELL_SCREENS[0]!;
    expect(screen.titleOf({ completeName: 'Voix Libre - Lyon', name: 'Voix Libre' })).toBe('Voix Libre - Lyon');
    expect(screen.titleOf({ completeName: '', name: 'Voix Libre' })).toBe('Voix Libre');
    expect(screen.titleOf({})).toBeNull();
  });
});
