import type { ResourceDefinition } from '../../registry/resource.ts';
import { softwareServiceAssociations, softwareServiceAuthorizations, softwareServices } from './software-services.resource.ts';
import { softwareGroups, softwareInstallations, softwareStats, statsEvents, statsOrigins } from './software-stats.resource.ts';

/** The software kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const SOFTWARE_RESOURCES = [statsEvents, statsOrigins, softwareServices, softwareServiceAuthorizations, softwareInstallations, softwareServiceAssociations, softwareGroups, softwareStats] as const satisfies readonly ResourceDefinition[];

export * from './software-services.resource.ts';
export * from './software-stats.resource.ts';
