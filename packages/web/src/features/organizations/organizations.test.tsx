import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { ResourceCollectionDocument } from '@relais/domain';
import { yearIn } from '@relais/domain';
import { featuresOn, messages } from '../../test/fixtures.ts';
import { mockApi } from '../../test/mock-api.ts';
import { renderBooted } from '../../test/render.tsx';
import { OrganizationsMap } from '../../blocks/page-organizations-map/page-organizations-map.main.tsx';
import { OrganizationsTable } from '../../blocks/page-organizations-table/page-organizations-table.main.tsx';
import { OrganizationRoute } from './routes/organization-route.tsx';

/** The area's English messages (seed/language-lines/organizations/organizations.json). */
const lines = { en: {"searchLabel": "Search the organizations", "search": "Search", "clearSearch": "Clear the search", "empty": "No organization is listed yet. Organizations appear here once an administrator has added them.", "noResults": "No organization matches “{{search}}”. Try other words, or clear the search to see them all.", "results_one": "{{count}} organization", "results": "{{count}} organizations", "pagination": "Pages of the organizations", "previousPage": "Previous organizations", "nextPage": "Next organizations", "pageOf": "Page {{page}} of {{count}}", "yearLabel": "Year", "anyYear": "Any year", "tableCaption_one": "{{count}} organization, the highest membership level first", "tableCaption": "{{count}} organizations, the highest membership level first", "name": "Name", "country": "Country", "address": "Address", "level": "Membership level", "backToList": "All the organizations", "contact": "Contact", "email": "E-mail", "phone": "Phone", "website": "Website", "noContact": "No contact details yet.", "position": "On the map", "positionOf": "Where {{name}} stands", "coordinates": "Latitude {{latitude}}, longitude {{longitude}}", "members": "Members", "noMembers": "No member has chosen to be listed here yet.", "items": "Shared resources", "noItems": "No shared resource from this organization yet.", "yearStates": "Year by year", "noYearStates": "No year has been recorded yet.", "noAchievements": "Nothing recorded for this year yet.", "editYear": "Edit {{year}}", "recordYear": "Record {{year}}", "achievementsOf": "Achievements in {{year}}", "yearSaved": "{{year}} saved", "editPage": "Edit the page", "saved": "The page is saved", "save": "Save", "cancel": "Cancel", "fieldName": "Name", "fieldUnitName": "Unit or department", "fieldShortDescription": "Short description", "fieldShortDescriptionHelp": "At most 150 characters, shown in lists and search results.", "fieldDescription": "Description", "fieldLatitude": "Latitude", "fieldLongitude": "Longitude", "coordinateInvalid": "A number between -{{bound}} and {{bound}}.", "positionBoth": "Give both the latitude and the longitude, or neither.", "mapLabel": "Map of the organizations", "mapOf": "Map: {{title}}", "showMap": "Show the map", "mapCluster_one": "{{count}} organization here: zoom in", "mapCluster": "{{count}} organizations here: zoom in", "mapList_one": "The {{count}} organization on the map, as a list", "mapList": "The {{count}} organizations on the map, as a list", "skipMap_one": "Skip the map: the {{count}} organization as a list", "skipMap": "Skip the map: the {{count}} organizations as a list", "openPage": "Open the page of {{name}}", "zoomIn": "Zoom in", "zoomOut": "Zoom out"} };

// The map's code (Leaflet) needs a real browser: the browser test drives it; here, what it is given.
const mounted = vi.hoisted(() => ({ points: [] as unknown[] }));
vi.mock('../../blocks/organizations/leaflet-map.ts', () => ({
  mountOrganizationsMap: (_container: HTMLElement, points: unknown[]) => {
    mounted.points = points;
    return { shown: () => points.length, remove: () => undefined };
  },
}));

const organization = (id: string, name: string, more: Record<string, unknown> = {}, level: string | null = 'member_level_2') => ({
  type: 'organizations',
  id,
  attributes: { name, unitName: null, completeName: name, slug: `${id}-slug`, country: 'FR', contactAddress: '1 rue X', latitude: '48.8', longitude: '2.3', ...more },
  relationships: { image: { data: null }, accessLevel: { data: level ? { type: 'access-levels', id: level } : null } },
});
const list = (rows: ReturnType<typeof organization>[], lastPage = 1) =>
  ({
    data: rows,
    included: [{ type: 'access-levels', id: 'member_level_2', attributes: { name: 'Member, level 2', weight: 400 } }],
    meta: { page: { total: rows.length, lastPage } },
    jsonapi: { version: '1.1' },
  }) as unknown as ResourceCollectionDocument;
const page = { path: '/organizations', title: 'Organizations' };
const environment = { features: featuresOn({ organizations: true, userOrganizations: true, repository: true }) };

beforeEach(() => {
  Object.assign(messages.en, { organizations: lines.en });
  mockApi();
});
afterEach(() => vi.unstubAllGlobals());

describe('the organizations table', () => {
  it('shows each organization’s complete name linking to its page, its country and level, with the search and the pages', async () => {
    await renderBooted(
      <OrganizationsTable screen="main" params={{}} headingLevel={1} page={page} props={{ title: '', accessLevels: [], withPosition: false, perPage: 25 }} data={{ organizations: list([organization('o1', 'Fab Lab', { unitName: 'Unit', completeName: 'Unit - Fab Lab' }), organization('o2', 'Atelier', { slug: null })], 3) }} />,
      { path: '/organizations?page=2', environment },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Organizations' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByRole('link', { name: 'Unit - Fab Lab' })).toHaveAttribute('href', '/organizations/o1-slug');
    // No slug: the page is at the id.
    expect(within(table).getByRole('link', { name: 'Atelier' })).toHaveAttribute('href', '/organizations/o2');
    expect(within(table).getAllByText('France')).toHaveLength(2);
    expect(within(table).getAllByText('Member, level 2')).toHaveLength(2);
    expect(screen.getByRole('search', { name: 'Search the organizations' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'Pages of the organizations' })).getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('says what to do when nothing is listed, and what a search did not find', async () => {
    const { unmount } = await renderBooted(<OrganizationsTable screen="main" params={{}} headingLevel={2} page={page} props={{ title: 'All', accessLevels: [], withPosition: false, perPage: 25 }} data={{ organizations: list([]) }} />, { environment });
    expect(screen.getByText(lines.en.empty)).toBeInTheDocument();
    unmount();
    await renderBooted(<OrganizationsTable screen="main" params={{}} headingLevel={2} page={page} props={{ title: 'All', accessLevels: [], withPosition: false, perPage: 25 }} data={{ organizations: list([]) }} />, { path: '/organizations?q=zzz', environment });
    expect(screen.getByText('No organization matches “zzz”. Try other words, or clear the search to see them all.')).toBeInTheDocument();
  });
});

describe('the organizations map', () => {
  it('gives the map the located organizations, and the same as a list of links behind a skip link', async () => {
    await renderBooted(
      <OrganizationsMap screen="main" params={{}} headingLevel={1} page={page} props={{ title: '', accessLevels: [], height: 480 }} data={{ organizations: { data: [{ id: 'o1', name: 'Fab Lab', slug: 'o1-slug', latitude: 48.8, longitude: 2.3 }] } }} />,
      { environment },
    );
    const details = screen.getByText('The 1 organization on the map, as a list').closest('details')!;
    expect(within(details).getByRole('link', { name: 'Fab Lab' })).toHaveAttribute('href', '/organizations/o1-slug');
    expect(screen.getByRole('link', { name: 'Skip the map: the 1 organization as a list' })).toHaveAttribute('href', `#${details.id}`);
    // The map's code is fetched only when asked.
    expect(mounted.points).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Show the map' }));
    await vi.waitFor(() => expect(mounted.points).toEqual([{ id: 'o1', name: 'Fab Lab', href: '/organizations/o1-slug', lat: 48.8, lng: 2.3 }]));
  });
});

describe('an organization’s page', () => {
  const year = yearIn(new Date());
  const serve = (answers: Record<string, unknown>) => {
    const base = fetch;
    vi.stubGlobal('fetch', async (input: string, init?: RequestInit) => {
      const found = Object.entries(answers).find(([prefix]) => input.startsWith(prefix));
      return found ? new Response(JSON.stringify(found[1]), { status: 200, headers: { 'content-type': 'application/vnd.api+json' } }) : base(input, init);
    });
  };
  const one = (permissions: Record<string, boolean>) => ({
    data: [{ ...organization('o1', 'Fab Lab', { shortDescription: 'We adapt switches.', description: '<p>Every Wednesday.</p>', contactEmail: 'lab@example.test', contactPhone: '+33 1 23', externalUrl: 'https://lab.example' }), meta: { permissions } }],
    meta: { page: { total: 1, lastPage: 1 } },
  });
  const answers = (permissions: Record<string, boolean>, canEdit: boolean) => ({
    '/api/v1/organizations?filter[slug]=o1-slug': one(permissions),
    '/api/v1/organization-year-states': { data: [{ type: 'organization-year-states', id: 'y1', attributes: { year: year - 1, achievements: '<p>Lent 30 devices.</p>', canEdit } }], meta: { page: { total: 1, lastPage: 1 } } },
    '/api/v1/services/organizations/o1/members': { data: [{ type: 'users', id: 'u1', attributes: { firstName: 'Ada', lastName: 'Listed', avatarUrl: null } }] },
    '/api/v1/repository-items': { data: [{ type: 'repository-items', id: 'i1', attributes: { title: 'Switch mount' } }], meta: { page: { total: 1, lastPage: 1 } } },
  });
  const renderPage = () =>
    renderBooted(
      <Routes>
        <Route path="/organizations/:id" element={<OrganizationRoute />} />
      </Routes>,
      { path: '/organizations/o1-slug', environment },
    );

  it('shows a visitor its name as h1, its texts, contact, listed members, items and year states, and no way to change them', async () => {
    serve(answers({}, false));
    await renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fab Lab' })).toBeInTheDocument();
    expect(screen.getByText('We adapt switches.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'lab@example.test' })).toHaveAttribute('href', 'mailto:lab@example.test');
    expect(screen.getByRole('link', { name: '+33 1 23' })).toHaveAttribute('href', 'tel:+33123');
    expect(await screen.findByRole('link', { name: 'Ada Listed' })).toHaveAttribute('href', '/users/u1/profile');
    expect(await screen.findByText('Switch mount')).toBeInTheDocument();
    expect(await screen.findByText('Lent 30 devices.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: String(year - 1) })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit the page' })).toBeNull();
    expect(screen.queryByRole('button', { name: `Edit ${year - 1}` })).toBeNull();
    expect(screen.queryByRole('button', { name: `Record ${year}` })).toBeNull();
  });

  it('offers its administrators to edit the page, the open year, and to record this year', async () => {
    serve(answers({ update: true }, true));
    await renderPage();
    expect(await screen.findByRole('button', { name: 'Edit the page' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Edit ${year - 1}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: `Record ${year}` })).toBeInTheDocument();
  });
});
