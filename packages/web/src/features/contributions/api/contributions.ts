import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ContributionType } from '@relais/domain';
import { dataProvider } from '../../../lib/data-layer/data-provider.ts';
import type { WriteValues } from '../../../lib/data-layer/data-provider.ts';
import { dataKeys } from '../../../lib/data-layer/query-keys.ts';
import { forgetRecord } from '../../../lib/data-layer/hooks.ts';
import { useLocale } from '../../../lib/i18n/i18n.ts';
import type { Model } from '../../../lib/jsonapi.ts';

/** One item a contributor wrote, as their screens read it. */
export interface ContributionModel extends Model {
  title?: string | null;
  publishedAt?: string | null;
  updatedAt?: string;
  /** Articles only: draft, unlisted or published. */
  status?: string | null;
  pendingPublicationRequest?: string | null;
  shortDescription?: string | null;
  content?: string | null;
  description?: string | null;
  externalUrl?: string | null;
  startAt?: string | null;
  endAt?: string | null;
  location?: string | null;
  isRealLocation?: boolean | null;
  category?: Model | null;
  organization?: Model | null;
  image?: (Model & { url?: string | null; name?: string | null }) | null;
}

/** Items of a kind listed on the contributions screen, newest first. */
export const CONTRIBUTIONS_PAGE_SIZE = 50;

/** The kinds' relationships a form writes, with their target kinds. */
export const CONTRIBUTION_TARGETS = { category: 'categories', organization: 'organizations', image: 'files' } as const;

/** What the signed-in contributor created of one kind (drafts included: the server gives them their own). */
export function useMyContributions(type: ContributionType, userId: string) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...dataKeys.lists(type), 'contributions', userId, locale],
    queryFn: ({ signal }) =>
      dataProvider.getList<ContributionModel>(
        type,
        {
          filter: { createdBy: userId },
          sort: [{ field: 'createdAt', order: 'desc' }],
          fields: { [type]: ['title', 'publishedAt', 'updatedAt', 'pendingPublicationRequest', ...(type === 'articles' ? ['status'] : [])] },
          page: { number: 1, size: CONTRIBUTIONS_PAGE_SIZE },
        },
        { signal, locale },
      ),
  });
}

/** What the form shows beside an item's own fields: its picture and category where the kind has them, who signs. */
const INCLUDES: Readonly<Record<ContributionType, readonly string[]>> = {
  articles: ['image', 'category', 'organization'],
  'blog-posts': ['image', 'organization'],
  'calendar-events': ['organization'],
};

export const contributionQueryOptions = (type: ContributionType, id: string, locale: string) =>
  queryOptions({
    queryKey: dataKeys.one(type, id, { include: INCLUDES[type] }, locale),
    queryFn: ({ signal }) => dataProvider.getOne<ContributionModel>(type, id, { include: INCLUDES[type] }, { signal, locale }),
    // Published or decided meanwhile: read again each time the screen opens.
    staleTime: 0,
  });

export function useContribution(type: ContributionType, id: string | null) {
  const locale = useLocale();
  return useQuery({ ...contributionQueryOptions(type, id ?? '', locale), enabled: id !== null });
}

/** Categories open to contributions, for an article's category field. */
export function useOpenCategories(isEnabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: [...dataKeys.lists('categories'), 'contributions', locale],
    queryFn: async ({ signal }) => {
      const { data } = await dataProvider.getList<Model & { name?: string; allowContributions?: boolean }>(
        'categories',
        { sort: [{ field: 'name', order: 'asc' }], fields: { categories: ['name', 'allowContributions'] }, page: { number: 1, size: 100 } },
        { signal, locale },
      );
      return data.filter((category) => category.allowContributions);
    },
    enabled: isEnabled,
  });
}

/** Creates or saves an item; every read of its kind is refreshed. */
export function useSaveContribution(type: ContributionType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string | null; values: WriteValues }) =>
      id === null ? dataProvider.create<ContributionModel>(type, values, CONTRIBUTION_TARGETS) : dataProvider.update<ContributionModel>(type, id, values, CONTRIBUTION_TARGETS),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: dataKeys.kind(type) }),
  });
}

/** Deletes an item (blog posts and events go to the trash, which only administrators read). */
export function useDeleteContribution(type: ContributionType) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.delete(type, id),
    onSuccess: (_, id) => forgetRecord(queryClient, type, id, ['publication-requests']),
  });
}
