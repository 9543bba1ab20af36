import {
  softwareGroups,
  softwareInstallations,
  softwareServiceAssociations,
  softwareServiceAuthorizations,
  softwareServices,
  softwareStats,
  statsEvents,
  statsOrigins,
} from '@relais/domain';
import { adminOnlyPolicy } from '../../policies/defaults.ts';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { softwareServiceAssociationsHooks, softwareServiceAuthorizationsHooks } from './associations.ts';
import { softwareStatsHooks } from './software-stats.ts';

/**
 * The software services and statistics (spec, domain "Software statistics"): the administrators
 * manage every kind, statistics included; anyone else is refused here. An installation posts its own
 * statistics through `POST /api/v1/services/software-stats` (routes/services/software-stats.ts),
 * known by its installationId and its authorization's distId, never through these endpoints.
 */
export const SOFTWARE_KINDS: readonly KindBinding[] = [
  defineKind(softwareServices, { policy: adminOnlyPolicy }),
  defineKind(softwareServiceAuthorizations, { policy: adminOnlyPolicy, hooks: softwareServiceAuthorizationsHooks }),
  defineKind(softwareServiceAssociations, { policy: adminOnlyPolicy, hooks: softwareServiceAssociationsHooks }),
  defineKind(softwareInstallations, { policy: adminOnlyPolicy }),
  defineKind(softwareGroups, { policy: adminOnlyPolicy }),
  defineKind(softwareStats, { policy: adminOnlyPolicy, hooks: softwareStatsHooks }),
  defineKind(statsEvents, { policy: adminOnlyPolicy }),
  defineKind(statsOrigins, { policy: adminOnlyPolicy }),
];
