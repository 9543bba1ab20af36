import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/i18n/i18n.ts';
import { deserialize } from '../../../lib/jsonapi.ts';
import type { JsonApiDocument } from '../../../lib/jsonapi.ts';
import { useSession } from '../../../lib/session/session.ts';

export interface TeamMember {
  id: string;
  firstName?: string | null;
  lastName?: string | null;
}

export interface CalendarAppointment {
  id: string;
  title: string;
  location: string | null;
  startAt: string;
  endAt: string;
  beneficiaryInvited: boolean | null;
  project?: { id: string; title?: string } | null;
  managers?: TeamMember[];
}

export interface ProjectChoice {
  id: string;
  title: string;
}

/** What planning an appointment sends. */
export interface PlannedAppointment {
  title: string;
  location: string;
  startAt: string;
  endAt: string;
  beneficiaryInvited: boolean;
  project: string;
  managers: string[];
}

export const calendarPaths = {
  /** A period's appointments with their project's title and managers' names (a period holds fewer than a page). */
  appointments: (from: Date, to: Date) =>
    `/api/v1/eqlaat-appointments?${new URLSearchParams({
      'filter[between]': `${from.toISOString()},${to.toISOString()}`,
      include: 'project,managers',
      'fields[eqlaat-projects]': 'title',
      'fields[users]': 'firstName,lastName',
      sort: 'startAt',
      'page[size]': '100',
    }).toString()}`,
  appointment: (id: string) => `/api/v1/eqlaat-appointments/${encodeURIComponent(id)}`,
  create: '/api/v1/eqlaat-appointments',
  team: '/api/v1/services/eqlaat/team',
  projects: `/api/v1/eqlaat-projects?${new URLSearchParams({ 'fields[eqlaat-projects]': 'title', sort: 'title', 'page[size]': '100' }).toString()}`,
};

export const memberName = (member: TeamMember) => [member.firstName, member.lastName].filter(Boolean).join(' ');

const KEY = ['eqlaat-calendar'] as const;

export function useAppointments(from: Date, to: Date) {
  const locale = useLocale();
  const userId = useSession().user?.id ?? null;
  return useQuery({
    queryKey: [...KEY, 'appointments', from.toISOString(), to.toISOString(), locale, userId],
    queryFn: async ({ signal }) => deserialize<CalendarAppointment[]>(await apiRequest<JsonApiDocument>(calendarPaths.appointments(from, to), { signal, locale })),
  });
}

export function useTeam() {
  const userId = useSession().user?.id ?? null;
  return useQuery({
    queryKey: [...KEY, 'team', userId],
    queryFn: async ({ signal }) => deserialize<TeamMember[]>(await apiRequest<JsonApiDocument>(calendarPaths.team, { signal })),
    staleTime: 60_000,
  });
}

export function useProjects(enabled: boolean) {
  const locale = useLocale();
  const userId = useSession().user?.id ?? null;
  return useQuery({
    queryKey: [...KEY, 'projects', locale, userId],
    queryFn: async ({ signal }) => deserialize<ProjectChoice[]>(await apiRequest<JsonApiDocument>(calendarPaths.projects, { signal, locale })),
    enabled,
    staleTime: 60_000,
  });
}

/** Plans an appointment: its invitations leave with it (the server queues them in the same write). */
export function usePlanAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ project, managers, ...attributes }: PlannedAppointment) =>
      deserialize<CalendarAppointment>(
        await apiRequest<JsonApiDocument>(calendarPaths.create, {
          method: 'POST',
          silent: [422],
          body: {
            data: {
              type: 'eqlaat-appointments',
              attributes: { ...attributes, location: attributes.location.trim() || null },
              relationships: { project: { data: { type: 'eqlaat-projects', id: project } }, managers: { data: managers.map((id) => ({ type: 'users', id })) } },
            },
          },
        }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: [...KEY, 'appointments'] }),
  });
}

/** Moves an appointment (its length kept by the caller); the server mails the updated invitation. */
export function useMoveAppointment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, startAt, endAt }: { id: string; startAt: string; endAt: string }) =>
      deserialize<CalendarAppointment>(
        await apiRequest<JsonApiDocument>(calendarPaths.appointment(id), { method: 'PATCH', silent: [422], body: { data: { type: 'eqlaat-appointments', id, attributes: { startAt, endAt } } } }),
      ),
    onSettled: () => client.invalidateQueries({ queryKey: [...KEY, 'appointments'] }),
  });
}
