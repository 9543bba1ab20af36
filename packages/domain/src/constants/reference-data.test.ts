import { describe, expect, it } from 'vitest';
import { ARTICLE_STATUSES, CATEGORY_LAYOUTS, DEFAULT_CATEGORY_LAYOUT, REQUEST_STATUSES } from './articles.ts';
import { AAC_ACCESS_INTEGRATION_TYPES, AAC_ACCESS_TYPES } from './catalogue.ts';
import { PROJECT_SHORT_REASON_LENGTH, PROJECT_STATUS_COLORS, PROJECT_STATUS_DISPLAY_ORDER, PROJECT_STATUSES, TAG_COLORS } from './projects.ts';
import {
  NO_VAT_INVOICING_STRATEGIES,
  RENTAL_CONTRACT_PAYMENT_DEADLINE_MS,
  RENTAL_FINISHING_WINDOW_MS,
  RENTAL_INVOICING_STRATEGIES,
  RENTAL_STEP_STATUSES,
  RENTAL_STEP_TYPES,
  RENTAL_STRATEGIES,
  RENTAL_STRATEGIES_WITH_SHIPPING,
  RENTAL_WAITING_RETURN_WINDOW_MS,
} from './rental.ts';
import { EXTERNAL_INTERACTION_STATUSES, EXTERNAL_REPOSITORY_TYPES } from './repository.ts';
import { OBJECTIVES_WITH_RECIPIENTS, TRAINING_REVIEW_OBJECTIVES } from './trainings.ts';

const DAY = 24 * 60 * 60 * 1000;

describe('project statuses', () => {
  it('has the nine seeded ids of the spec', () => {
    expect(PROJECT_STATUSES).toEqual(['pending', 'needs_assessing', 'testing', 'funding', 'getting_started', 'following_up', 'closed', 'suspended', 'stopped']);
  });

  it('shows suspended before following up, and every status once', () => {
    expect(PROJECT_STATUS_DISPLAY_ORDER).toEqual(['pending', 'needs_assessing', 'testing', 'funding', 'getting_started', 'suspended', 'following_up', 'closed', 'stopped']);
    expect([...PROJECT_STATUS_DISPLAY_ORDER].sort()).toEqual([...PROJECT_STATUSES].sort());
  });

  it('colours following up info, closed success, suspended warning and stopped error', () => {
    expect(PROJECT_STATUS_COLORS).toEqual({ following_up: 'info', closed: 'success', suspended: 'warning', stopped: 'error' });
  });

  it('cuts short reasons at 30 characters and colours tags among seven colours', () => {
    expect(PROJECT_SHORT_REASON_LENGTH).toBe(30);
    expect(TAG_COLORS).toEqual(['red', 'pink', 'teal', 'indigo', 'deep-purple', 'cyan', 'blue']);
  });
});

describe('rental reference data', () => {
  it('lists the nine step types in the order a command goes through them', () => {
    expect(RENTAL_STEP_TYPES).toEqual(['validation', 'contract', 'payment', 'preparation', 'delivery', 'retrieval', 'return', 'closure', 'cancellation']);
  });

  it('has the five step statuses', () => {
    expect(RENTAL_STEP_STATUSES).toEqual(['hidden', 'pending', 'waiting', 'success', 'error']);
  });

  it('has pick-up, shipping, internal, locked, the partner’s and mixed strategies; only shipping ones need an address and fees', () => {
    expect(RENTAL_STRATEGIES).toEqual(expect.arrayContaining(['pick_up', 'ship_to_address', 'internal', 'locked', 'mixed']));
    expect(RENTAL_STRATEGIES).toHaveLength(6);
    expect(RENTAL_STRATEGIES_WITH_SHIPPING).toContain('ship_to_address');
    expect(RENTAL_STRATEGIES_WITH_SHIPPING).not.toContain('pick_up');
    for (const strategy of RENTAL_STRATEGIES_WITH_SHIPPING) expect(RENTAL_STRATEGIES).toContain(strategy);
  });

  it('invoices with VAT, without VAT, or without VAT on a debit note', () => {
    expect(RENTAL_INVOICING_STRATEGIES).toEqual(['vat', 'no_vat', 'no_vat_debit_note']);
    expect(NO_VAT_INVOICING_STRATEGIES).toEqual(['no_vat', 'no_vat_debit_note']);
  });

  it('waits for a return within 5 days, finishes within a week, asks for contract and payment within 7 days', () => {
    expect(RENTAL_WAITING_RETURN_WINDOW_MS).toBe(5 * DAY);
    expect(RENTAL_FINISHING_WINDOW_MS).toBe(7 * DAY);
    expect(RENTAL_CONTRACT_PAYMENT_DEADLINE_MS).toBe(7 * DAY);
  });
});

describe('catalogue, trainings and articles', () => {
  it('has the four access types and the two integration types', () => {
    expect(AAC_ACCESS_TYPES).toEqual(['pointing', 'head_pointer', 'eye_pointer', 'scanning']);
    expect(AAC_ACCESS_INTEGRATION_TYPES).toEqual(['direct', 'third_party']);
  });

  it('has four review objectives, three of which count recipients', () => {
    expect(TRAINING_REVIEW_OBJECTIVES).toEqual(['personal', 'project', 'integration', 'other']);
    expect(OBJECTIVES_WITH_RECIPIENTS).toEqual(['project', 'integration', 'other']);
  });

  it('has the three article statuses and the three category layouts, pagination by default', () => {
    expect(ARTICLE_STATUSES).toEqual(['draft', 'unlisted', 'published']);
    expect(CATEGORY_LAYOUTS).toEqual(['simple', 'pagination', 'navigation']);
    expect(DEFAULT_CATEGORY_LAYOUT).toBe('pagination');
  });

  it('has pending, accepted and refused requests', () => {
    expect(REQUEST_STATUSES).toEqual(['pending', 'accepted', 'refused']);
  });

  it('exchanges repository items with Thingiverse and MyMiniFactory, pulled or pushed', () => {
    expect(EXTERNAL_REPOSITORY_TYPES).toEqual(['thingiverse', 'myminifactory']);
    expect(EXTERNAL_INTERACTION_STATUSES).toEqual(['pulled', 'pushed']);
  });
});
