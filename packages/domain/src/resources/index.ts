import { createRegistry } from '../registry/registry.ts';
import type { ResourceDefinition } from '../registry/resource.ts';
import { APPLICATION_RESOURCES } from './application/index.ts';
import { ACCOUNTS_RESOURCES } from './accounts/index.ts';
import { COMMUNITY_RESOURCES } from './community/index.ts';
import { NEWSLETTER_RESOURCES } from './newsletter/index.ts';
import { RENTAL_RESOURCES } from './rental/index.ts';
import { COUPONS_RESOURCES } from './coupons/index.ts';
import { STATS_RESOURCES } from './stats/index.ts';
import { SOFTWARE_RESOURCES } from './software/index.ts';
import { CONTENT_RESOURCES } from './content/index.ts';
import { REPOSITORY_RESOURCES } from './repository/index.ts';
import { CATALOGUE_RESOURCES } from './catalogue/index.ts';
import { FORUM_RESOURCES } from './forum/index.ts';
import { PROJECTS_RESOURCES } from './projects/index.ts';
import { SURVEYS_RESOURCES } from './surveys/index.ts';
import { OPEN_BADGES_RESOURCES } from './open-badges/index.ts';
import { TRAINING_RESOURCES } from './training/index.ts';
import { FORMS_RESOURCES } from './forms/index.ts';

/**
 * Every entity kind of the product, gathered from each area's `index.ts` (`<AREA>_RESOURCES`): a new
 * kind is declared, listed and exported in its area's folder only. Then run `npm run db:generate`.
 */
export const RESOURCES = [
  ...APPLICATION_RESOURCES,
  ...ACCOUNTS_RESOURCES,
  ...COMMUNITY_RESOURCES,
  ...NEWSLETTER_RESOURCES,
  ...RENTAL_RESOURCES,
  ...COUPONS_RESOURCES,
  ...STATS_RESOURCES,
  ...SOFTWARE_RESOURCES,
  ...CONTENT_RESOURCES,
  ...REPOSITORY_RESOURCES,
  ...CATALOGUE_RESOURCES,
  ...FORUM_RESOURCES,
  ...PROJECTS_RESOURCES,
  ...SURVEYS_RESOURCES,
  ...OPEN_BADGES_RESOURCES,
  ...TRAINING_RESOURCES,
  ...FORMS_RESOURCES,
] as const satisfies readonly ResourceDefinition[];

/** The declaration of a product kind by its JSON:API type (`ResourceOfType<'users'>`); never for an unknown type. */
export type ResourceOfType<T extends string> = Extract<(typeof RESOURCES)[number], { type: T }>;

export const registry = createRegistry(RESOURCES);

export * from './application/index.ts';
export * from './accounts/index.ts';
export * from './community/index.ts';
export * from './newsletter/index.ts';
export * from './rental/index.ts';
export * from './coupons/index.ts';
export * from './stats/index.ts';
export * from './software/index.ts';
export * from './content/index.ts';
export * from './repository/index.ts';
export * from './catalogue/index.ts';
export * from './forum/index.ts';
export * from './projects/index.ts';
export * from './surveys/index.ts';
export * from './open-badges/index.ts';
export * from './training/index.ts';
export * from './forms/index.ts';
