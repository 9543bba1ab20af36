import type { statsBannedOrigins } from '@relais/domain';
import { originHost } from '@relais/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import { tablesOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

/**
 * A ban is matched by the host its origin names (`originSignature`): derived here on every write,
 * so what the administrator typed (`https://Spam.example/page`) and what records are compared with
 * (`spam.example`) cannot disagree. Two bans of one host are one too many: 422 on `origin`.
 */
export const statsBannedOriginsHooks: ResourceHooks<typeof statsBannedOrigins> = {
  async beforeWrite({ tx, values, before }) {
    if (typeof values.origin !== 'string') return;
    const host = originHost(values.origin);
    if (!host) throw validationFailed([{ pointer: attributePointer('origin'), rule: 'host', detail: 'Give a host (spam.example) or an address (https://spam.example).' }]);
    values.origin = values.origin.trim();
    values.originSignature = host;
    const table = tablesOf('stats-banned-origins').table;
    const [clash] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.originSignature, host), before ? ne(table.id, before.id) : sql`true`))
      .limit(1);
    if (clash) throw validationFailed([{ pointer: attributePointer('origin'), rule: 'unique', detail: `${host} is already banned.` }]);
  },
};
