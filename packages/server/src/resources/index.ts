import { registry } from '@relais/domain';
import { adminOnlyPolicy } from '../policies/defaults.ts';
import type { ResourcePolicy } from '../policies/types.ts';
import type { ResourceHooks } from './hooks.ts';
import { ACCOUNT_KINDS } from './accounts/index.ts';
import { APPLICATION_KINDS } from './application/index.ts';
import { CONTENT_KINDS } from './content/index.ts';
import { RENTAL_KINDS } from './rental/index.ts';
import { REPOSITORY_KINDS } from './repository/index.ts';
import { COMMUNITY_KINDS } from './community/index.ts';
import { OPEN_BADGE_KINDS } from './open-badges/index.ts';
import { STATS_KINDS } from './stats/index.ts';
import { PROJECT_KINDS } from './projects/index.ts';
import { SURVEY_KINDS } from './surveys/index.ts';
import { TRAINING_KINDS } from './training/index.ts';
import { SOFTWARE_KINDS } from './software/index.ts';
import { FORM_KINDS } from './forms/index.ts';
import { COUPON_KINDS } from './coupons/index.ts';
import { bindKinds } from './define-kind.ts';

/**
 * The policy and hooks of each kind, bound to its declaration with `defineKind` in its area's
 * `index.ts` and checked here once, at start. A kind that is not bound is admin-only with no hooks.
 */
const KINDS = bindKinds(registry, [...APPLICATION_KINDS, ...ACCOUNT_KINDS, ...COMMUNITY_KINDS, ...STATS_KINDS, ...CONTENT_KINDS, ...RENTAL_KINDS, ...REPOSITORY_KINDS, ...PROJECT_KINDS, ...SURVEY_KINDS, ...OPEN_BADGE_KINDS, ...TRAINING_KINDS, ...SOFTWARE_KINDS, ...FORM_KINDS, ...COUPON_KINDS]);

export const policyFor = (type: string): ResourcePolicy => KINDS.get(type)?.policy ?? adminOnlyPolicy;
export const hooksFor = (type: string): ResourceHooks => KINDS.get(type)?.hooks ?? {};
