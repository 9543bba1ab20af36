import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { statsSummaryAnswer } from '@relais/domain';
import type { StatsEvent, StatsSummaryAnswer } from '@relais/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session/session.ts';
import { adminPaths } from '../admin-paths.ts';

/** What the statistics screen asks for; an absent event is the first the reader may see. */
export interface StatsFilters {
  event: StatsEvent | null;
  from: string;
  to: string;
  resourceType: string | null;
}

const searchOf = ({ event, from, to, resourceType }: StatsFilters) => {
  const search = new URLSearchParams({ from, to });
  if (event) search.set('event', event);
  if (resourceType) search.set('resourceType', resourceType);
  return search.toString();
};

/** The statistics of a period (`GET /services/stats/summary`); items' labels follow the language. */
export const statsSummaryQueryOptions = (userId: string | null, filters: StatsFilters, locale: string) =>
  queryOptions({
    queryKey: ['admin', 'stats', userId, filters, locale],
    queryFn: async ({ signal }): Promise<StatsSummaryAnswer> =>
      statsSummaryAnswer.parse(await apiRequest(`${adminPaths.api.statsSummary}?${searchOf(filters)}`, { signal, locale, silent: [422], withTimezone: true })),
    // The figures of the last period stay on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useStatsSummary(filters: StatsFilters) {
  const { user } = useSession();
  const locale = useLocale();
  return useQuery({ ...statsSummaryQueryOptions(user?.id ?? null, filters, locale), enabled: !!user });
}
