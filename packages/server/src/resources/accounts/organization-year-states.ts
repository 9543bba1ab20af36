import { isOrganizationYearEditable, yearIn } from '@relais/domain';
import type { organizationYearStates } from '@relais/domain';
import type { Actor } from '../../auth/actor.ts';
import { attributePointer, forbidden, relationshipPointer, validationFailed } from '../../http/errors.ts';
import { rowsAllowed } from '../../policies/checks.ts';
import type { Condition } from '../../policies/conditions.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

const admin = (actor: Actor) => actor.isAdmin;
const administered = (actor: Actor) => [...actor.administeredOrganizationIds];

/** States of the organizations the actor administers. */
const theirs = (actor: Actor): boolean | Condition<typeof organizationYearStates> => actor.isAdmin || { organization: { in: administered(actor) } };

/**
 * An organization's yearly achievements: everyone reads them (the organization's public page,
 * `/organizations/:id`, shows them), its administrators write them
 * (administrators: every organization's), and only for the current or the previous year (spec §5),
 * which the hooks enforce on every write; a closed year is deleted by administrators only.
 */
export const organizationYearStatesPolicy: ResourcePolicy<typeof organizationYearStates> = {
  see: admin,
  index: () => true,
  read: () => true,
  create: (actor) => actor.isAdmin || actor.administeredOrganizationIds.size > 0,
  update: theirs,
  delete: (actor) => actor.isAdmin || { organization: { in: administered(actor) }, year: { gte: yearIn(new Date()) - 1 } },
  softDelete: theirs,
  restore: admin,
};

const closedYear = (year: number) =>
  validationFailed([{ pointer: attributePointer('year'), rule: 'editable_year', detail: `The state of ${year} can no longer be changed: only the current and the previous year can.` }]);

export const organizationYearStatesHooks: ResourceHooks<typeof organizationYearStates> = {
  async beforeWrite({ actor, values, before }) {
    const now = new Date();
    if (before && !isOrganizationYearEditable({ year: before.year }, now)) throw closedYear(before.year);
    if (values.year !== undefined && !isOrganizationYearEditable({ year: values.year }, now)) throw closedYear(values.year);
    if (values.organizationId && !actor.isAdmin && !actor.administeredOrganizationIds.has(values.organizationId)) {
      throw forbidden('Only the organization’s administrators record its yearly state.', relationshipPointer('organization'));
    }
  },
  async computed({ db, actor, rows }) {
    const now = new Date();
    const editable = await rowsAllowed(db, tablesOf('organization-year-states'), theirs(actor), rows, tablesOf);
    return new Map(rows.map((row) => [row.id, { canEdit: editable.has(row.id) && isOrganizationYearEditable(row, now) }]));
  },
};
