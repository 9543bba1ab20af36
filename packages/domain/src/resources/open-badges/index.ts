import type { ResourceDefinition } from '../../registry/resource.ts';
import { openBadgeAssertions } from './open-badge-assertions.resource.ts';
import { openBadgeTrainingSessionModules, openBadgeTrainingSessions } from './open-badge-training-sessions.resource.ts';
import { openBadgeTrainingModules, openBadges } from './open-badges.resource.ts';

/** The open-badges kinds, in registry order. An area adds its kind here, in its own folder, and nowhere else. */
export const OPEN_BADGES_RESOURCES = [openBadges, openBadgeTrainingModules, openBadgeAssertions, openBadgeTrainingSessions, openBadgeTrainingSessionModules] as const satisfies readonly ResourceDefinition[];

export * from './open-badge-assertions.resource.ts';
export * from './open-badge-training-sessions.resource.ts';
export * from './open-badges.resource.ts';
