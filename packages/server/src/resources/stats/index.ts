import { statsBannedOrigins } from '@relais/domain';
import { adminOnlyPolicy } from '../../policies/defaults.ts';
import { defineKind } from '../define-kind.ts';
import type { KindBinding } from '../define-kind.ts';
import { statsBannedOriginsHooks } from './stats-banned-origins.ts';

/** The statistics' kinds: banned origins, the administrators' alone (spec, platform §2 "a stats category for admins"). */
export const STATS_KINDS: readonly KindBinding[] = [defineKind(statsBannedOrigins, { policy: adminOnlyPolicy, hooks: statsBannedOriginsHooks })];
