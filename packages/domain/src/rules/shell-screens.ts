import { normalizePath } from './route-patterns.ts';
import { SHELL_ROUTES } from './shell-routes.ts';
import type { ShellRoute } from './shell-routes.ts';

/**
 * The shell screens (not a page's block) whose first screen the server draws for a visitor, as it
 * draws a page's blocks (server plugins/external/first-screen.ts): the calls the screen makes first,
 * by the route's params, the same URLs the web's screen asks (so the answers the document carries
 * serve it), and the read that names its record (missing: the document is a 404; its name titles it).
 */
export interface ShellScreen {
  pattern: string;
  reads: (params: Readonly<Record<string, string>>) => Record<string, string>;
  record: string;
  /** The record's name for the document's title, from its attributes. */
  titleOf: (attributes: Readonly<Record<string, unknown>>) => string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An organization's page reads it by the `:id` segment of its address: its slug, or else its id. */
export const organizationPageRead = (slugOrId: string) =>
  UUID.test(slugOrId)
    ? `/api/v1/organizations/${encodeURIComponent(slugOrId)}?include=image,organizationType`
    : `/api/v1/organizations?filter[slug]=${encodeURIComponent(slugOrId)}&include=image,organizationType&page[size]=1`;

const nameOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

export const SHELL_SCREENS: readonly ShellScreen[] = [
  {
    pattern: '/organizations/:id',
    reads: ({ id = '' }) => ({ organization: organizationPageRead(id) }),
    record: 'organization',
    titleOf: (attributes) => nameOf(attributes.completeName) ?? nameOf(attributes.name),
  },
];

/** The shell screen at `path` (decoded, as the router gives its params), its route (for its features) and its params, or null. */
export function shellScreenAt(path: string): { screen: ShellScreen; route: ShellRoute; params: Record<string, string> } | null {
  const given = normalizePath(path).split('/');
  for (const screen of SHELL_SCREENS) {
    const wanted = screen.pattern.split('/');
    if (wanted.length !== given.length) continue;
    const params: Record<string, string> = {};
    const matches = wanted.every((segment, index) => {
      const value = given[index]!;
      if (!segment.startsWith(':')) return segment === value;
      params[segment.slice(1)] = value;
      return value !== '';
    });
    const route = SHELL_ROUTES.find((candidate) => candidate.pattern === screen.pattern);
    if (matches && route) return { screen, route, params };
  }
  return null;
}
