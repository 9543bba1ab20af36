import type { AppPageComponentObject, AppPageDocument } from '@relais/domain';
import { FEATURE_FLAGS } from '@relais/domain';
import type { FeatureFlag } from '@relais/domain';
import type { AppMenuItem } from '../lib/app-menu.ts';
import type { RuntimeEnvironment } from '../lib/runtime-environment.ts';
import type { SessionUser } from '../lib/session/session.ts';

/** Answers shaped like the server's contracts (runtime-environment, app-menu, web-language-lines, app-pages). */
export const environment: RuntimeEnvironment = {
  appName: 'Relais',
  description: 'A community site for assistive technology.',
  version: '1.22.20',
  buildDate: null,
  environmentVersion: '1',
  languageLinesVersion: '1',
  locale: 'en',
  defaultLocale: 'en',
  locales: ['en', 'fr'],
  currency: 'EUR',
  specialCurrency: null,
  phoneCountries: ['FR'],
  // Features the tests do not name are off, so a screen shows only what its test turns on.
  features: featuresOn({}),
  socialProviders: [],
  pages: [
    { id: 'home', path: '/', title: 'Home', titleLocale: 'en', requiresAuth: false, isDefault: true, roles: [], accessLevelWeight: null, subRoutes: [] },
    { id: 'notice', path: '/legal/notice', title: 'Legal notice', titleLocale: 'en', requiresAuth: false, isDefault: false, roles: [], accessLevelWeight: null, subRoutes: [] },
  ],
  redirections: [{ fromPath: '/old-home', toPath: '/' }],
  fonts: [],
  mapTiles: null,
};

const item = (id: string, name: string, extra: Partial<AppMenuItem> = {}): AppMenuItem => ({
  id,
  name,
  locale: 'en',
  description: null,
  url: null,
  path: null,
  blank: false,
  color: null,
  alignsNextRight: false,
  requiresAuth: false,
  position: 0,
  children: [],
  ...extra,
});

export const menu: AppMenuItem[] = [
  item('1', 'Home', { path: '/', position: 0 }),
  item('2', 'About', {
    position: 1,
    children: [
      item('21', 'Legal notice', { path: '/legal/notice', position: 0 }),
      item('22', 'Partner site', { url: 'https://example.org/', blank: true, position: 1 }),
    ],
  }),
];

export const messages = {
  en: {
    common: { loading: 'Loading…' },
    shell: { skipToContent: 'Skip to content', menu: 'Menu', openMenu: 'Open the menu', language: 'Language', pageLoaded: '{{title}} has loaded', opensInNewTab: 'opens in a new tab', onThisPage: 'On this page', backToTop: 'Back to top', editPage: 'Edit this page', closeMenu: 'Close the menu' },
    footer: { legalNotice: 'Legal notice', legalLinks: 'Legal information', version: 'Version {{version}}' },
    errors: { notFoundTitle: 'Page not found', notFoundDescription: 'The page does not exist.', backHome: 'Back to the home page' },
    files: { progress: 'Uploading {{name}}: {{percent}}%', uploaded: '{{name}} is uploaded.', failed: '{{name}} could not be uploaded: {{reason}}', cancel: 'Cancel the upload', cancelled: 'The upload of {{name}} is cancelled.' },
  },
  fr: {
    common: { loading: 'Chargement…' },
    shell: { skipToContent: 'Aller au contenu', menu: 'Menu', openMenu: 'Ouvrir le menu', language: 'Langue', pageLoaded: 'La page {{title}} est chargée' },
    footer: { legalNotice: 'Mentions légales', legalLinks: 'Informations légales', version: 'Version {{version}}' },
    errors: { notFoundTitle: 'Page introuvable', notFoundDescription: 'La page n’existe pas.', backHome: 'Revenir à l’accueil' },
  },
};

const component = (id: string, name: string, position: number, props: Record<string, unknown>, viewId: string | null = null, locale: string | null = null): AppPageComponentObject => ({
  type: 'app-page-components',
  id,
  attributes: { name, position, viewId, props, locale },
  relationships: { page: { data: null } },
});

/** A page document as the contract describes it; components deliberately listed out of position order. */
export function pageDocument(id: string, title: string, components: AppPageComponentObject[]): AppPageDocument {
  return {
    data: {
      type: 'app-pages',
      id,
      attributes: { path: id === 'home' ? '/' : `/${id}`, title, locale: null, description: null, styles: null, requiresAuth: false, isDraft: false, isDefault: id === 'home', createdAt: '2025-01-01T00:00:00Z', updatedAt: '2025-01-01T00:00:00Z' },
      relationships: {
        accessLevel: { data: null },
        roles: { data: [] },
        draftOfPage: { data: null },
        components: { data: components.map(({ id: componentId }) => ({ type: 'app-page-components' as const, id: componentId })) },
      },
      links: { self: `/api/v1/app-pages/${id}` },
    },
    included: components.map((entry) => ({ ...entry, relationships: { page: { data: { type: 'app-pages' as const, id } } } })),
    jsonapi: { version: '1.1' },
  };
}

export const homeDocument = pageDocument('home', 'Home', [
  component('c3', 'pageButtons', 3, { buttons: [{ text: 'Contact us', url: '/contact-us' }] }),
  component('c1', 'pageHero', 1, { title: 'Assistive technology, shared', subtitle: 'Find equipment and advice.', images: [] }, 'welcome'),
  component('c2', 'pageContent', 2, { items: [{ title: 'Resources', content: '<p>Guides<script>alert(1)</script></p>' }] }),
]);

export const noticeDocument = pageDocument('notice', 'Legal notice', [component('n1', 'pageTitle', 0, { title: 'Legal notice' })]);

export { component };

/** A signed-in user as `users/me` gives it (verified, not validated, no roles), with `changes`. */
export const sessionUser = (changes: Partial<SessionUser> = {}): SessionUser => ({
  id: 'u1',
  type: 'users',
  firstName: 'Ada',
  lastName: 'Lovelace',
  fullName: 'Ada Lovelace',
  initials: 'AL',
  email: 'ada@example.org',
  phone: null,
  avatarUrl: null,
  description: null,
  organizationName: null,
  jobOther: null,
  emailVerifiedAt: '2025-01-01T00:00:00Z',
  validatedAt: null,
  lastLoginAt: null,
  isAdmin: false,
  impersonating: false,
  hasPassword: true,
  twoFactorStrategy: null,
  locale: 'en',
  editionLocale: 'en',
  timezone: 'Europe/Paris',
  notificationsPreferences: null,
  accessibilityParameters: null,
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  ...changes,
});

/** Every feature off but those given, as a runtime environment's `features`. */
export function featuresOn(on: Partial<Record<FeatureFlag, boolean>>): Record<FeatureFlag, boolean> {
  return { ...(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, false])) as Record<FeatureFlag, boolean>), ...on };
}
