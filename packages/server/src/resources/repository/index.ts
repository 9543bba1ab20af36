import {
  aacAccessIntegrationTypes,
  aacAccessTypes,
  aacConjugationTypes,
  aacDeviceInstalledSystems,
  aacKeyboardTypes,
  aacPictogramTypes,
  aacProductContributions,
  aacProducts,
  aacSellers,
  aacSoftwareAccesses,
  aacSoftwareCompatibleSystems,
  aacSystems,
  externalRepositoryInteractions,
  repositoryAttachments,
  repositoryCategories,
  repositoryItems,
} from '@relais/domain';
import { publicReadPolicy } from '../../policies/defaults.ts';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { cataloguePolicy } from './catalogue.ts';
import { aacProductsHooks, catalogueLinkHooks } from './catalogue-links.ts';
import { aacProductContributionsHooks, aacProductContributionsPolicy } from './catalogue-contributions.ts';
import { repositoryAttachmentsHooks, repositoryAttachmentsPolicy, repositoryItemsHooks, repositoryItemsPolicy } from './repository-items.ts';

/**
 * The repository (spec, domain "Files and repository") and the assistive-communication catalogue.
 * Admin files keep the default: administrators only.
 */
export const REPOSITORY_KINDS: readonly KindBinding[] = [
  defineKind(repositoryCategories, { policy: publicReadPolicy }),
  defineKind(repositoryItems, { policy: repositoryItemsPolicy, hooks: repositoryItemsHooks }),
  defineKind(repositoryAttachments, { policy: repositoryAttachmentsPolicy, hooks: repositoryAttachmentsHooks }),
  defineKind(externalRepositoryInteractions, { policy: publicReadPolicy }),
  ...[aacAccessTypes, aacAccessIntegrationTypes, aacSystems, aacKeyboardTypes, aacPictogramTypes, aacConjugationTypes, aacSellers].map((kind) => defineKind(kind, { policy: cataloguePolicy })),
  defineKind(aacProducts, { policy: cataloguePolicy, hooks: aacProductsHooks }),
  ...[aacDeviceInstalledSystems, aacSoftwareCompatibleSystems, aacSoftwareAccesses].map((kind) => defineKind(kind, { policy: cataloguePolicy, hooks: catalogueLinkHooks(kind.type) })),
  defineKind(aacProductContributions, { policy: aacProductContributionsPolicy, hooks: aacProductContributionsHooks }),
];
