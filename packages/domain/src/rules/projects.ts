import { PROJECT_SHORT_REASON_LENGTH, PROJECT_STATUS_COLORS, PROJECT_STATUS_DISPLAY_ORDER, TAG_COLORS } from '../constants/projects.ts';
import type { ProjectStatusId, StatusColor, TagColor } from '../constants/projects.ts';
import { truncateText } from './text.ts';

/** Project rules (spec, domain "Projects", §4 and §9). */

/** The reason as shown in lists: at most 30 characters, the last an ellipsis when cut. */
export const projectShortReason = (project: { reason?: string | null }) => truncateText(project.reason ?? '', PROJECT_SHORT_REASON_LENGTH);

const rank = (id: string) => {
  const index = (PROJECT_STATUS_DISPLAY_ORDER as readonly string[]).indexOf(id);
  return index === -1 ? PROJECT_STATUS_DISPLAY_ORDER.length : index;
};

/** Orders statuses for display; statuses admins added after the seeded ones come last, by name. */
export const compareProjectStatuses = (a: { id: string; name?: string | null }, b: { id: string; name?: string | null }) =>
  rank(a.id) - rank(b.id) || (a.name ?? a.id).localeCompare(b.name ?? b.id);

/** A status's colour; statuses the spec does not colour are neutral. */
export const projectStatusColor = (id: string): StatusColor => PROJECT_STATUS_COLORS[id as ProjectStatusId] ?? 'default';

export interface ProjectStepFacts<Status> {
  doneAt?: Date | string | null;
  statuses: readonly Status[];
}

/**
 * A project's current statuses: those of its latest step by doneAt (a step not yet done is not
 * counted; of two done at the same instant, the later in the list). None without a done step.
 */
export function currentProjectStatuses<Status>(project: { steps: readonly ProjectStepFacts<Status>[] }): readonly Status[] {
  let latest: ProjectStepFacts<Status> | undefined;
  let latestTime = Number.NEGATIVE_INFINITY;
  for (const step of project.steps) {
    if (step.doneAt == null) continue;
    const time = new Date(step.doneAt).getTime();
    if (time >= latestTime) {
      latest = step;
      latestTime = time;
    }
  }
  return latest?.statuses ?? [];
}

/**
 * The colour of a tag, chosen by a hash of its id (the 32-bit string hash of Java and Dart, so every
 * client agrees): the same tag always has the same colour.
 */
export function tagColor(id: string | number): TagColor {
  let hash = 0;
  for (const character of String(id)) hash = (Math.imul(hash, 31) + (character.codePointAt(0) ?? 0)) | 0;
  return TAG_COLORS[Math.abs(hash) % TAG_COLORS.length] ?? TAG_COLORS[0];
}

/** The ids of a project's current statuses, in display order. */
export const currentProjectStatusIds = (project: { steps: readonly ProjectStepFacts<{ id: string; name?: string | null }>[] }): string[] =>
  [...currentProjectStatuses(project)].sort(compareProjectStatuses).map((status) => status.id);

/**
 * The statuses of a step that may not stand with others (canCombine false) when the step holds more
 * than one: a step holds such a status alone.
 */
export const uncombinableStatuses = <Status extends { id: string; canCombine: boolean }>(statuses: readonly Status[]): Status[] =>
  statuses.length > 1 ? statuses.filter((status) => !status.canCombine) : [];
