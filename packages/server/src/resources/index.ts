import { adminOnlyPolicy } from '../policies/defaults.ts';
import type { ResourcePolicy } from '../policies/types.ts';
import type { ResourceHooks } from './hooks.ts';
import { ACCOUNT_HOOKS, ACCOUNT_POLICIES } from './accounts/index.ts';
import { APPLICATION_HOOKS, APPLICATION_POLICIES } from './application/index.ts';

/**
 * The policy and hooks of each kind, by JSON:API type. A kind that is not listed is admin-only with
 * no hooks. Each area adds its entries from `resources/<kind>/policy.ts` and `hooks.ts`.
 */
export const POLICIES: Record<string, ResourcePolicy> = {
  ...APPLICATION_POLICIES,
  ...ACCOUNT_POLICIES,
};

export const HOOKS: Record<string, ResourceHooks> = {
  ...APPLICATION_HOOKS,
  ...ACCOUNT_HOOKS,
};

export const policyFor = (type: string): ResourcePolicy => POLICIES[type] ?? adminOnlyPolicy;
export const hooksFor = (type: string): ResourceHooks => HOOKS[type] ?? {};
