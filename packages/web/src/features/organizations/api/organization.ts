import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { organizationPageRead } from '@relais/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { blockDataKey } from '../../../lib/block-data-key.ts';
import { dataProvider } from '../../../lib/data-layer/data-provider.ts';
import type { WriteValues } from '../../../lib/data-layer/data-provider.ts';
import { useLocale } from '../../../lib/i18n/i18n.ts';
import { deserialize } from '../../../lib/jsonapi.ts';
import type { JsonApiDocument, Model, RecordPermissions } from '../../../lib/jsonapi.ts';
import type { PublicOrganization } from '../../../blocks/organizations/organizations.ts';

/** An organization as its page reads it: the list's fields, its texts and contact, what the reader may do. */
export interface OrganizationDetail extends PublicOrganization {
  description: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  externalUrl: string | null;
  repositoryItemsCount?: number;
  organizationType?: { id: string; name?: string | null } | null;
  permissions?: RecordPermissions;
}

export interface YearState extends Model {
  year: number;
  achievements: string | null;
  canEdit: boolean;
}

export interface ListedMember {
  id: string;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}

export interface OrganizationItem {
  id: string;
  title: string;
}

/** The read of one organization by the `:id` segment of its page, its slug or its id (the server's first screen asks the same). */
export const organizationUrl = organizationPageRead;

export const organizationKey = (slugOrId: string, locale: string) => ['organization-page', slugOrId, locale] as const;

export const organizationQueryOptions = (slugOrId: string, locale: string) =>
  queryOptions({
    queryKey: organizationKey(slugOrId, locale),
    // A missing organization is the not-found screen's to say, not a dialog's.
    queryFn: async ({ signal }) => {
      const document = await apiRequest<JsonApiDocument>(organizationUrl(slugOrId), { signal, locale, silent: [404] });
      const found = deserialize<OrganizationDetail | OrganizationDetail[] | null>(document);
      return (Array.isArray(found) ? found[0] : found) ?? null;
    },
  });

/** One organization as its page shows it; from the document's answer when the server drew the page. */
export function useOrganization(slugOrId: string) {
  const locale = useLocale();
  const queryClient = useQueryClient();
  return useQuery({
    ...organizationQueryOptions(slugOrId, locale),
    initialData: () => {
      const carried = queryClient.getQueryData<JsonApiDocument>(blockDataKey(organizationUrl(slugOrId), locale));
      if (carried === undefined) return undefined;
      const found = deserialize<OrganizationDetail | OrganizationDetail[] | null>(carried);
      return (Array.isArray(found) ? found[0] : found) ?? null;
    },
  });
}

/** Its year states, the latest first, with whether the reader may change each. */
export function useYearStates(organizationId: string | undefined) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['organization-page', 'year-states', organizationId, locale],
    queryFn: ({ signal }) =>
      dataProvider
        .getList<YearState>('organization-year-states', { filter: { organization: organizationId! }, sort: [{ field: 'year', order: 'desc' }], page: { number: 1, size: 100 } }, { signal, locale })
        .then((list) => list.data),
    enabled: organizationId !== undefined,
  });
}

/** The members who chose to be listed on their organizations' pages. */
export function useListedMembers(organizationId: string | undefined) {
  return useQuery({
    queryKey: ['organization-page', 'members', organizationId],
    queryFn: ({ signal }) =>
      apiRequest<JsonApiDocument>(`/api/v1/services/organizations/${encodeURIComponent(organizationId!)}/members`, { signal }).then((document) => deserialize<ListedMember[]>(document)),
    enabled: organizationId !== undefined,
  });
}

/** Its repository items, newest first (their screens are the repository page's). */
export function useOrganizationItems(organizationId: string | undefined, isEnabled: boolean) {
  const locale = useLocale();
  return useQuery({
    queryKey: ['organization-page', 'items', organizationId, locale],
    queryFn: ({ signal }) =>
      dataProvider
        .getList<OrganizationItem>('repository-items', { filter: { organization: organizationId! }, sort: [{ field: 'createdAt', order: 'desc' }], fields: { 'repository-items': ['title'] }, page: { number: 1, size: 50 } }, { signal, locale })
        .then((list) => list.data),
    enabled: organizationId !== undefined && isEnabled,
  });
}

/** Saves the organization's page (its administrators' fields); its page is read again. */
export function useSaveOrganization() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, values }: { id: string; values: WriteValues }) => dataProvider.update<OrganizationDetail>('organizations', id, values),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization-page'] }),
  });
}

/** Records or changes one year's state (only the current and the previous year: the server says so otherwise). */
export function useSaveYearState(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, year, achievements }: { id: string | null; year: number; achievements: string }) =>
      id === null
        ? dataProvider.create<YearState>('organization-year-states', { attributes: { year, achievements }, relationships: { organization: organizationId } }, { organization: 'organizations' })
        : dataProvider.update<YearState>('organization-year-states', id, { attributes: { achievements } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization-page', 'year-states', organizationId] }),
  });
}
