import { RENTAL_STRATEGIES } from '../../constants/rental.ts';
import { boolean, datetime, enumeration, integer, json, money, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** Step types of a command (ids: RENTAL_STEP_TYPES), with their order; reference data. */
export const rentalCommandStepTypes = defineResource({
  type: 'rental-command-step-types',
  idKind: 'string',
  feature: 'rental',
  adminCategory: 'rental',
  defaultSort: ['position'],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 100 }),
    position: integer({ nullable: false, defaultValue: 0, min: 0 }),
  },
});

/** Statuses of a step (ids: RENTAL_STEP_STATUSES); reference data. */
export const rentalCommandStepStatuses = defineResource({
  type: 'rental-command-step-statuses',
  idKind: 'string',
  feature: 'rental',
  adminCategory: 'rental',
  defaultSort: ['createdAt'],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 100 }),
  },
});

/**
 * A postal address a command is billed or shipped to (spec, domain "address"), kept by the user
 * who wrote it, or by the organization they acted for.
 */
export const addresses = defineResource({
  type: 'addresses',
  adminCategory: 'rental',
  filters: ['user', 'ownerOrganization'],
  attributes: {
    fullName: text({ required: true, min: 1, max: 255 }),
    /** The organization's name as it reads on the address (not a link). */
    organization: text({ max: 255 }),
    siret: text({ max: 20 }),
    vatNumber: text({ max: 30 }),
    line1: text({ required: true, min: 1, max: 255 }),
    line2: text({ max: 255 }),
    postalCode: text({ required: true, min: 1, max: 20 }),
    city: text({ required: true, min: 1, max: 255 }),
  },
  relationships: {
    /** Whose address it is: the writer, unless an administrator names someone. */
    user: toOne('users', { privileged: true, onDelete: 'cascade' }),
    ownerOrganization: toOne('organizations', { privileged: true, onDelete: 'cascade' }),
  },
});

/** A rental command (spec, domain "rental-command"): who rents what, when, how it travels. */
export const rentalCommands = defineResource({
  type: 'rental-commands',
  /** A large kind the back office lists whole: its total is kept by trigger. */
  countedTotal: true,
  feature: 'rental',
  adminCategory: 'rental',
  filters: ['commandBy', 'rentBy', 'rentalStrategy'],
  indexes: [['commandBy', 'createdAt'], ['rentBy', 'createdAt']],
  attributes: {
    rentalStrategy: enumeration(RENTAL_STRATEGIES, { required: true }),
    /** Rented by a person for themself rather than by an organization. */
    isIndividual: boolean(),
    startAt: datetime({ required: true }),
    endAt: datetime({ required: true }),
    comment: text({ max: 5000 }),
    /** The person the equipment is for, when not the one who commands it. */
    rentFor: text({ max: 255 }),
    shippingPrice: money({ min: 0, privileged: true }),
    /** Derived from the steps (rules/rental-status.ts): cancelled, finished, waitingReturn, finishing, coming, running. */
    status: text({ computed: true, readOnly: true }),
    /** The derived flags (requiresValidation, isPrepared…) of rules/rental-status.ts. */
    flags: json({ computed: true, readOnly: true }),
    canEdit: boolean({ computed: true, readOnly: true }),
    /**
     * On create only, the cart: rental model id → quantity (spec, domain "Rental cart"). The server
     * turns it into the command's lines, one per unit, priced; it is never read back.
     */
    models: json({ hidden: true, computed: true, max: 10_000 }),
  },
  relationships: {
    /** Who placed it: the signed-in user, set by the server. */
    commandBy: toOne('users', { privileged: true }),
    /** The organization the user acted for, set by the server. */
    rentBy: toOne('organizations', { privileged: true }),
    billingAddress: toOne('addresses', { onDelete: 'restrict' }),
    shippingAddress: toOne('addresses', { onDelete: 'restrict' }),
    commandItems: toMany('rental-command-items', { inverse: 'command' }),
    steps: toMany('rental-command-steps', { inverse: 'command' }),
    contract: toOne('files', { privileged: true }),
    signedContract: toOne('files'),
    invoice: toOne('files', { privileged: true }),
    /** The member's purchased coupon applied to the command (our addition: the spec applies coupons in the summary). */
    purchasedCoupon: toOne('purchased-coupons', { onDelete: 'set null' }),
  },
});

/** A line of a command: one item of a model at a price (spec, domain "rental-command-item"). */
export const rentalCommandItems = defineResource({
  type: 'rental-command-items',
  feature: 'rental',
  adminCategory: 'rental',
  defaultSort: ['createdAt'],
  filters: ['command', 'item', 'rentalModel'],
  attributes: {
    rentingPrice: money({ min: 0 }),
  },
  relationships: {
    command: toOne('rental-commands', { required: true, onDelete: 'cascade' }),
    status: toOne('rental-command-step-statuses', { onDelete: 'restrict' }),
    item: toOne('rental-items', { onDelete: 'restrict' }),
    rentalModel: toOne('rental-models', { required: true, onDelete: 'restrict' }),
    /** The line this one replaces (an item swapped for another). */
    replace: toOne('rental-command-items', { onDelete: 'set null' }),
    replacements: toMany('rental-command-items', { inverse: 'replace' }),
  },
});

/** A step of a command (spec, domain "rental-command-step" and §4). */
export const rentalCommandSteps = defineResource({
  type: 'rental-command-steps',
  feature: 'rental',
  adminCategory: 'rental',
  defaultSort: ['position'],
  filters: ['command', 'stepType', 'status'],
  attributes: {
    position: integer({ nullable: false, defaultValue: 0, min: 0 }),
    content: richText({ max: 20_000 }),
    comment: text({ max: 5000 }),
    doneAt: datetime(),
  },
  relationships: {
    command: toOne('rental-commands', { required: true, onDelete: 'cascade' }),
    stepType: toOne('rental-command-step-types', { required: true, onDelete: 'restrict' }),
    status: toOne('rental-command-step-statuses', { required: true, onDelete: 'restrict' }),
  },
});
