import { integer, json, money, richText, text, toMany, toOne } from '../../registry/fields.ts';
import { defineResource } from '../../registry/resource.ts';

/** A family of rental models (spec, domain "rental-model-category"). */
export const rentalModelCategories = defineResource({
  type: 'rental-model-categories',
  feature: 'rental',
  adminCategory: 'rental',
  defaultSort: ['createdAt'],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
  },
});

/**
 * A piece of equipment one rents, shown at `/{rentalModel}` (spec, domain §2); its items are the
 * physical units. The spec names no field of its own: these are what its page and cart need.
 */
export const rentalModels = defineResource({
  type: 'rental-models',
  feature: 'rental',
  adminCategory: 'rental',
  defaultSort: ['createdAt'],
  filters: ['category', { name: 'search', kind: 'search', fields: ['name'] }],
  attributes: {
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
    description: richText({ translatable: true, max: 100_000 }),
    /** Price of one rental period, tax included, in cents (rules/prices.ts). */
    rentingPrice: money({ nullable: false, defaultValue: 0, min: 0 }),
  },
  relationships: {
    category: toOne('rental-model-categories'),
    image: toOne('files'),
    items: toMany('rental-items', { inverse: 'rentalModel' }),
  },
});

/** The state an item is in (spec, domain "rental-item-condition": value, name); a higher value is better. */
export const rentalItemConditions = defineResource({
  type: 'rental-item-conditions',
  feature: 'rental',
  adminCategory: 'rental',
  defaultSort: ['-value'],
  attributes: {
    value: integer({ nullable: false, defaultValue: 0, min: 0, max: 1000 }),
    name: text({ translatable: true, required: true, min: 1, max: 255 }),
  },
});

/** A place equipment is kept, and who looks after it (spec, domain "rental-stock": name, users). */
export const rentalStocks = defineResource({
  type: 'rental-stocks',
  feature: 'rental',
  adminCategory: 'rental',
  defaultSort: ['createdAt'],
  attributes: {
    name: text({ required: true, min: 1, max: 255 }),
  },
  relationships: {
    users: toMany('users'),
  },
});

/** One physical unit of a rental model (spec, domain "rental-item"). */
export const rentalItems = defineResource({
  type: 'rental-items',
  feature: 'rental',
  adminCategory: 'rental',
  defaultSort: ['createdAt'],
  filters: ['rentalModel', 'condition', { name: 'search', kind: 'search', fields: ['stockId'] }],
  attributes: {
    /** The unit's reference in its stock (an inventory number). */
    stockId: text({ max: 255 }),
    conditionDescription: text({ max: 5000 }),
    comment: text({ max: 5000 }),
    /** Periods the unit cannot be rented: `[{ startAt, endAt, reason? }]`. */
    unavailabilities: json({ max: 16_000 }),
  },
  relationships: {
    rentalModel: toOne('rental-models', { required: true, onDelete: 'restrict' }),
    condition: toOne('rental-item-conditions', { onDelete: 'restrict' }),
    stocks: toMany('rental-stocks'),
  },
});
