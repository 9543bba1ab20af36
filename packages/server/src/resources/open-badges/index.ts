import { openBadgeAssertions, openBadges, openBadgeTrainingModules, openBadgeTrainingSessionModules, openBadgeTrainingSessions } from '@relais/domain';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { openBadgeAssertionsHooks, openBadgeAssertionsPolicy } from './assertions.ts';
import { openBadgesHooks, openBadgesPolicy, openBadgeTrainingModulesPolicy } from './open-badges.ts';
import {
  openBadgeTrainingSessionModulesHooks,
  openBadgeTrainingSessionModulesPolicy,
  openBadgeTrainingSessionsHooks,
  openBadgeTrainingSessionsPolicy,
} from './sessions.ts';

/**
 * Open badges (spec, domain "Open badges"): administrators manage the badges and their modules;
 * organizations whose level reaches the configured issuing level issue assertions and run training
 * sessions, through their administrators.
 */
export const OPEN_BADGE_KINDS: readonly KindBinding[] = [
  defineKind(openBadges, { policy: openBadgesPolicy, hooks: openBadgesHooks }),
  defineKind(openBadgeTrainingModules, { policy: openBadgeTrainingModulesPolicy }),
  defineKind(openBadgeAssertions, { policy: openBadgeAssertionsPolicy, hooks: openBadgeAssertionsHooks }),
  defineKind(openBadgeTrainingSessions, { policy: openBadgeTrainingSessionsPolicy, hooks: openBadgeTrainingSessionsHooks }),
  defineKind(openBadgeTrainingSessionModules, { policy: openBadgeTrainingSessionModulesPolicy, hooks: openBadgeTrainingSessionModulesHooks }),
];
