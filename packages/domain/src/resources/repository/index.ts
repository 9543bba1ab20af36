import type { ResourceDefinition } from '../../registry/resource.ts';
import { adminFiles } from './admin-files.resource.ts';
import { externalRepositoryInteractions } from './external-repository-interactions.resource.ts';
import { repositoryAttachments } from './repository-attachments.resource.ts';
import { repositoryCategories } from './repository-categories.resource.ts';
import { repositoryItems } from './repository-items.resource.ts';

/** The repository kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const REPOSITORY_RESOURCES = [adminFiles, repositoryCategories, repositoryItems, repositoryAttachments, externalRepositoryInteractions] as const satisfies readonly ResourceDefinition[];

export * from './admin-files.resource.ts';
export * from './external-repository-interactions.resource.ts';
export * from './repository-attachments.resource.ts';
export * from './repository-categories.resource.ts';
export * from './repository-items.resource.ts';
