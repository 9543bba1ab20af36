import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { softwareStatsSummaryAnswer } from '@relais/domain';
import type { SoftwareStatsSummaryAnswer, SoftwareStatsView } from '@relais/domain';
import { apiRequest, requestHeaders } from '../../../lib/api-client.ts';
import { dataProvider } from '../../../lib/data-layer/data-provider.ts';
import { dataKeys } from '../../../lib/data-layer/query-keys.ts';
import { useSession } from '../../../lib/session/session.ts';
import { adminPaths } from '../admin-paths.ts';

/** What the software statistics screen asks for (the address holds it). */
export interface SoftwareStatsFilters {
  from: string;
  to: string;
  service: string | null;
  installation: string | null;
  group: string | null;
}

export const softwareStatsSearch = ({ from, to, service, installation, group }: SoftwareStatsFilters) => {
  const search = new URLSearchParams({ from, to });
  if (service) search.set('service', service);
  if (installation) search.set('installation', installation);
  if (group) search.set('group', group);
  return search.toString();
};

/** Counts per day by version and by system (`GET /services/software-stats/{view}`), in the reader's zone. */
export function useSoftwareStats(view: SoftwareStatsView, filters: SoftwareStatsFilters) {
  const { user } = useSession();
  return useQuery({
    queryKey: ['admin', 'software-stats', user?.id ?? null, view, filters],
    queryFn: async ({ signal }): Promise<SoftwareStatsSummaryAnswer> =>
      softwareStatsSummaryAnswer.parse(await apiRequest(`${adminPaths.api.softwareStats(view)}?${softwareStatsSearch(filters)}`, { signal, silent: [422], withTimezone: true })),
    placeholderData: keepPreviousData,
    enabled: !!user,
  });
}

export interface FilterOption {
  id: string;
  label: string;
}

/** The services, installations and groups to filter by (the first 100 of each, by name). */
export function useFilterOptions(type: 'software-services' | 'software-installations' | 'software-groups') {
  return useQuery({
    queryKey: [...dataKeys.lists(type), 'software-stats-filter'],
    queryFn: async ({ signal }): Promise<FilterOption[]> => {
      const fields = type === 'software-installations' ? ['name', 'installationId'] : ['name'];
      const { data } = await dataProvider.getList<{ id: string; name?: string | null; installationId?: string }>(type, { fields: { [type]: fields }, page: { number: 1, size: 100 } }, { signal });
      return data.map((row) => ({ id: row.id, label: row.name || row.installationId || row.id }));
    },
  });
}

/**
 * Downloads the CSV of the view and filters: fetched with the reader's zone (a plain link cannot send
 * it), then saved under the name the server gives.
 */
export async function downloadSoftwareStatsCsv(view: SoftwareStatsView, filters: SoftwareStatsFilters): Promise<void> {
  const headers = requestHeaders('GET', { withTimezone: true });
  const response = await fetch(`${adminPaths.api.softwareStats(view, 'csv')}?${softwareStatsSearch(filters)}`, { headers, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`CSV export failed (${response.status})`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? `software-${view}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
