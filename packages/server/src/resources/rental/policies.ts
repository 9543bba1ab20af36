import type { addresses, rentalCommandItems, rentalCommands, rentalCommandSteps } from '@relais/domain';
import { hasRole } from '../../auth/actor.ts';
import type { Actor } from '../../auth/actor.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy, UniformPolicy } from '../../policies/types.ts';

/**
 * Who may do what with the rental kinds (spec, domain "Rental"): administrators and the
 * `rental_admin` role manage everything; a member places commands and reads their own — their
 * organization's while they act for one — and nobody else's.
 */

/** Administrators and rental administrators. */
export const managesRentals = (actor: Actor) => hasRole(actor, 'rental_admin');

/** Everything to the rental managers, nothing to anyone else. */
export const rentalManagersPolicy: UniformPolicy = {
  see: managesRentals,
  index: managesRentals,
  read: managesRentals,
  create: managesRentals,
  update: managesRentals,
  delete: managesRentals,
  softDelete: managesRentals,
  restore: managesRentals,
  writePrivileged: managesRentals,
};

/** The catalogue and reference lists: anyone reads them (the rental pages show them); managers shape them. */
export const rentalCataloguePolicy: UniformPolicy = { ...rentalManagersPolicy, index: () => true, read: () => true };

/** The commands an actor owns: their organization's while they act for one, else their own. */
export function ownCommands(actor: Actor): Condition<typeof rentalCommands> | false {
  if (actor.userId === null) return false;
  if (actor.actingAsOrganizationId !== null) return { rentBy: { equals: actor.actingAsOrganizationId } };
  return { commandBy: { equals: actor.userId } };
}

const commandReader = (actor: Actor): boolean | Condition<typeof rentalCommands> => managesRentals(actor) || ownCommands(actor);

export const rentalCommandsPolicy: ResourcePolicy<typeof rentalCommands> = {
  ...rentalManagersPolicy,
  index: (actor) => actor.userId !== null,
  read: commandReader,
  create: (actor) => actor.userId !== null,
};

/** Lines and steps follow their command: read by whoever reads it, written by the managers. */
function ofReadableCommand(actor: Actor): boolean | Condition<typeof rentalCommandItems> & Condition<typeof rentalCommandSteps> {
  if (managesRentals(actor)) return true;
  const own = ownCommands(actor);
  return own && { command: { where: own } };
}

export const rentalCommandItemsPolicy: ResourcePolicy<typeof rentalCommandItems> = {
  ...rentalManagersPolicy,
  index: (actor) => actor.userId !== null,
  read: ofReadableCommand,
};

export const rentalCommandStepsPolicy: ResourcePolicy<typeof rentalCommandSteps> = {
  ...rentalManagersPolicy,
  index: (actor) => actor.userId !== null,
  read: ofReadableCommand,
};

/** A user's addresses, or their organization's while they act for it. */
function ownAddresses(actor: Actor): boolean | Condition<typeof addresses> {
  if (managesRentals(actor)) return true;
  if (actor.userId === null) return false;
  if (actor.actingAsOrganizationId !== null) return { ownerOrganization: { equals: actor.actingAsOrganizationId } };
  return { and: [{ user: { equals: actor.userId } }, { ownerOrganization: { isNull: true } }] };
}

/** An address nobody owns is a public place: a training session's (resources/training/trainings.ts). */
const PLACE: Condition<typeof addresses> = { and: [{ user: { isNull: true } }, { ownerOrganization: { isNull: true } }] };

export const addressesPolicy: ResourcePolicy<typeof addresses> = {
  ...rentalManagersPolicy,
  index: () => true,
  read: (actor) => {
    const own = ownAddresses(actor);
    return own === true || (own ? { or: [own, PLACE] } : PLACE);
  },
  create: (actor) => actor.userId !== null,
  update: ownAddresses,
  delete: ownAddresses,
  softDelete: ownAddresses,
};
