import { z } from 'zod';
import { FEATURE_FLAGS } from '../constants/features.ts';
import { LOCALES } from '../constants/locales.ts';

/**
 * `GET /api/v1/services/runtime-environment`: what the web app boots with — build, languages,
 * features, the published pages the router mounts, redirections and the operator's fonts. Written
 * once, here: the server derives its Fastify response schema from it, the web its types.
 */
export const runtimePage = z.object({
  id: z.string(),
  path: z.string(),
  /** In the reader's language; null only when no language has a title. */
  title: z.string().nullable(),
  /** The language `title` is in (another than the reader's when it fell back), null with no title. */
  titleLocale: z.string().nullable(),
  requiresAuth: z.boolean(),
  isDefault: z.boolean(),
  roles: z.array(z.string()),
  accessLevelWeight: z.number().int().nullable(),
  /** The sub-route patterns its blocks add under its path (`/:id`), features on; the router mounts them. */
  subRoutes: z.array(z.string()),
});

export const redirection = z.object({ fromPath: z.string(), toPath: z.string() });

/** A font the operator added (DATA_DIR/fonts): its family and same-origin woff2 files. */
export const operatorFont = z.object({
  family: z.string(),
  faces: z.array(z.object({ url: z.string(), weight: z.string(), style: z.enum(['normal', 'italic']) })),
});

const locale = z.enum(LOCALES);

export const runtimeEnvironment = z.object({
  appName: z.string(),
  /** The site's description setting as plain text, in the reader's language: every screen's `<meta name="description">` but a page with its own. */
  description: z.string().nullable(),
  version: z.string(),
  /** When the web build was made; for the super admin only, null for everyone else. */
  buildDate: z.string().nullable(),
  environmentVersion: z.string(),
  /** Moves whenever an interface message changes: the web's cached messages are then stale. */
  languageLinesVersion: z.string(),
  locale,
  defaultLocale: locale,
  locales: z.array(locale),
  currency: z.string(),
  specialCurrency: z.string().nullable(),
  phoneCountries: z.array(z.string()),
  features: z.object(Object.fromEntries(FEATURE_FLAGS.map((flag) => [flag, z.boolean()])) as Record<(typeof FEATURE_FLAGS)[number], z.ZodBoolean>),
  /** Names of the configured social sign-in providers (empty when social sign-in is off). */
  socialProviders: z.array(z.string()),
  pages: z.array(runtimePage),
  redirections: z.array(redirection),
  /** The organizations map's tile server (`{z}/{x}/{y}` address) and its credit; null: markers on a plain background. */
  mapTiles: z.object({ url: z.string(), attribution: z.string() }).nullable(),
  /** Fonts the operator added, offered in the accessibility drawer. */
  fonts: z.array(operatorFont),
});

export const runtimeEnvironmentAnswer = z.object({ data: runtimeEnvironment });

export type RuntimePage = z.infer<typeof runtimePage>;
export type Redirection = z.infer<typeof redirection>;
export type OperatorFont = z.infer<typeof operatorFont>;
export type RuntimeEnvironment = z.infer<typeof runtimeEnvironment>;
