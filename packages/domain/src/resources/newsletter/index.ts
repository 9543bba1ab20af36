import type { ResourceDefinition } from '../../registry/resource.ts';
import { mailingTemplates } from './mailing-templates.resource.ts';
import { newsletterFrequencies } from './newsletter-frequencies.resource.ts';
import { newsletterTypes } from './newsletter-types.resource.ts';

/** The newsletter kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const NEWSLETTER_RESOURCES = [newsletterFrequencies, newsletterTypes, mailingTemplates] as const satisfies readonly ResourceDefinition[];

export * from './mailing-templates.resource.ts';
export * from './newsletter-frequencies.resource.ts';
export * from './newsletter-types.resource.ts';
