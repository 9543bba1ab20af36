import type { softwareStats } from '@relais/domain';
import { banOfOrigin, bannedOriginCandidates, originHost } from '@relais/domain';
import { inArray } from 'drizzle-orm';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

/**
 * A statistic's `originSignature` is the host it was sent from, kept as the host alone
 * (`https://School.example/app` → `school.example`), so it compares with the bans'. A statistic from
 * a host a ban covers (the host or a parent domain) is refused: 422 on `originSignature`, nothing kept.
 */
export const softwareStatsHooks: ResourceHooks<typeof softwareStats> = {
  async beforeWrite({ tx, values }) {
    if (typeof values.originSignature !== 'string') return;
    const host = originHost(values.originSignature);
    if (!host) throw validationFailed([{ pointer: attributePointer('originSignature'), rule: 'host', detail: 'Give a host (school.example) or an address (https://school.example).' }]);
    values.originSignature = host;
    const bans = tablesOf('stats-banned-origins').table;
    const covering = await tx.select({ signature: bans.originSignature }).from(bans).where(inArray(bans.originSignature, bannedOriginCandidates(host)));
    const ban = banOfOrigin(host, covering.map((row) => String(row.signature)));
    if (ban) throw validationFailed([{ pointer: attributePointer('originSignature'), rule: 'banned_origin', detail: `Statistics from ${ban} are not kept.` }]);
  },
};
