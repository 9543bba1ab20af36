import type { adProjectExistingSolutions, eqlaatAppointments, eqlaatProjects, eqlaatProjectSteps, eqlaatReports } from '@relais/domain';
import { hasRole } from '../../auth/actor.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy, UniformPolicy } from '../../policies/types.ts';

/**
 * Who may do what with the projects (spec, domain "Projects", §6): administrators and the
 * `eqlaat_member` role run them; a project's users read it and what hangs from it (steps,
 * appointments, existing solutions); anyone else is refused. A member whose access level reaches
 * the environment's `rlProjectsAccessLevel` may ask for a project (hooks.ts).
 */

/** Administrators and eqlaat members. */
export const managesProjects = (actor: Actor) => hasRole(actor, 'eqlaat_member');

const signedIn = (actor: Actor) => managesProjects(actor) || actor.userId !== null;

/** Everything to the project managers, nothing to anyone else. */
export const projectManagersPolicy: UniformPolicy = {
  see: managesProjects,
  index: managesProjects,
  read: managesProjects,
  create: managesProjects,
  update: managesProjects,
  delete: managesProjects,
  softDelete: managesProjects,
  restore: managesProjects,
  writePrivileged: managesProjects,
};

/** Categories and statuses: signed-in users read them (a project shows their names); managers shape them. */
export const projectReferencePolicy: UniformPolicy = {
  ...projectManagersPolicy,
  index: signedIn,
  read: (actor) => managesProjects(actor) || signedIn(actor),
};

/** The projects the actor is one of the users of. */
export const ownProjects = (userId: string): Condition<typeof eqlaatProjects> => ({ users: { containsAnyOf: [userId] } });

export const eqlaatProjectsPolicy: ResourcePolicy<typeof eqlaatProjects> = {
  ...projectManagersPolicy,
  index: signedIn,
  read: (actor) => managesProjects(actor) || (actor.userId !== null && ownProjects(actor.userId)),
  // A member asks for a project when their level allows it (checked by the hooks, which read the setting).
  create: signedIn,
};

/** Whoever reads a project reads what hangs from it (steps, appointments, existing solutions). */
const readsProjectOf = (actor: Actor) => managesProjects(actor) || (actor.userId !== null && { project: { where: ownProjects(actor.userId) } });

/** What hangs from a project: read by whoever reads the project, written by the managers. */
export const eqlaatProjectStepsPolicy: ResourcePolicy<typeof eqlaatProjectSteps> = { ...projectManagersPolicy, index: signedIn, read: readsProjectOf };
export const eqlaatAppointmentsPolicy: ResourcePolicy<typeof eqlaatAppointments> = { ...projectManagersPolicy, index: signedIn, read: readsProjectOf };
export const adProjectExistingSolutionsPolicy: ResourcePolicy<typeof adProjectExistingSolutions> = { ...projectManagersPolicy, index: signedIn, read: readsProjectOf };

/**
 * A report is read by whoever reads what it is about: the users of its project, or of its
 * appointment's project (the polymorphic `reportable`, followed per kind); managers write them.
 */
export const eqlaatReportsPolicy: ResourcePolicy<typeof eqlaatReports> = {
  ...projectManagersPolicy,
  index: signedIn,
  read: (actor) =>
    managesProjects(actor) ||
    (actor.userId !== null && {
      reportable: { whereOf: { 'eqlaat-projects': ownProjects(actor.userId), 'eqlaat-appointments': { project: { where: ownProjects(actor.userId) } } } },
    }),
};
