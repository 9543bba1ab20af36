import { SOFTWARE_STATS_EVENTS, SOFTWARE_STATS_ORIGINS } from '@relais/domain';
import type { SoftwareStatsEvent, SoftwareStatsOrigin } from '@relais/domain';
import type { Executor } from '../db/client.ts';
import { addMissingNamedRows } from './operations.ts';
import type { Bilingual } from './operations.ts';

/** Names of what a software statistic records (spec, domain "stats-event"). */
export const SOFTWARE_STATS_EVENT_NAMES: Record<SoftwareStatsEvent, Bilingual> = {
  installation: { en: 'Installation', fr: 'Installation' },
  update: { en: 'Update', fr: 'Mise à jour' },
  launch: { en: 'Launch', fr: 'Lancement' },
  session_start: { en: 'Session start', fr: 'Début de session' },
  session_end: { en: 'Session end', fr: 'Fin de session' },
  uninstallation: { en: 'Uninstallation', fr: 'Désinstallation' },
};

/** Names of where a software statistic was sent from (spec, domain "stats-origin"). */
export const SOFTWARE_STATS_ORIGIN_NAMES: Record<SoftwareStatsOrigin, Bilingual> = {
  application: { en: 'The installed software', fr: 'Le logiciel installé' },
  website: { en: 'The website', fr: 'Le site' },
  import: { en: 'An import', fr: 'Un import' },
};

/**
 * Adds the statistics' events and origins the database lacks, with their readable ids, through the
 * generic operations as the system actor. Runs at every start: one an administrator renamed is left
 * as it is, a missing one comes back.
 */
export async function syncSoftwareStatsReference(tx: Executor): Promise<void> {
  const lists = [
    ['stats-events', SOFTWARE_STATS_EVENTS, SOFTWARE_STATS_EVENT_NAMES],
    ['stats-origins', SOFTWARE_STATS_ORIGINS, SOFTWARE_STATS_ORIGIN_NAMES],
  ] as const;
  await addMissingNamedRows(tx, lists);
}
