import type { Locale } from '@relais/domain';
import { calendarFile, isLocale } from '@relais/domain';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { enqueueJobs } from '../../jobs/queue.ts';
import type { MailSite } from '../../notifications/notify.ts';
import type { OutgoingMail } from '../../plugins/app/mailer.ts';
import { tablesOf } from '../../services/tables.ts';

interface InvitationWords {
  invited: string;
  updated: string;
  body: string;
  place: string;
  open: string;
  footer: string;
}

/** The invitation's text in each interface language; `{title}`, `{when}`, `{place}`, `{app}` are filled in. */
export const INVITATION_MAILS: Record<Locale, InvitationWords> = {
  en: { invited: 'Invitation: {title}', updated: 'Updated invitation: {title}', body: 'You are invited to “{title}”, {when}.', place: 'Place: {place}.', open: 'The appointment', footer: 'The attached file adds it to your calendar, or updates it there.' },
  fr: { invited: 'Invitation : {title}', updated: 'Invitation modifiée : {title}', body: 'Vous êtes invité·e à « {title} », {when}.', place: 'Lieu : {place}.', open: 'Le rendez-vous', footer: 'Le fichier joint l’ajoute à votre agenda, ou l’y met à jour.' },
  it: { invited: 'Invito: {title}', updated: 'Invito modificato: {title}', body: 'Sei invitato a «{title}», {when}.', place: 'Luogo: {place}.', open: 'L’appuntamento', footer: 'Il file allegato lo aggiunge al tuo calendario, o lo aggiorna.' },
  es: { invited: 'Invitación: {title}', updated: 'Invitación modificada: {title}', body: 'Estás invitado a «{title}», {when}.', place: 'Lugar: {place}.', open: 'La cita', footer: 'El archivo adjunto la añade a tu calendario, o la actualiza.' },
  ca: { invited: 'Invitació: {title}', updated: 'Invitació modificada: {title}', body: 'Estàs convidat a «{title}», {when}.', place: 'Lloc: {place}.', open: 'La cita', footer: 'El fitxer adjunt l’afegeix al teu calendari, o l’hi actualitza.' },
  da: { invited: 'Invitation: {title}', updated: 'Ændret invitation: {title}', body: 'Du er inviteret til “{title}”, {when}.', place: 'Sted: {place}.', open: 'Aftalen', footer: 'Den vedhæftede fil føjer den til din kalender eller opdaterer den der.' },
  ro: { invited: 'Invitație: {title}', updated: 'Invitație modificată: {title}', body: 'Ești invitat la „{title}”, {when}.', place: 'Loc: {place}.', open: 'Programarea', footer: 'Fișierul atașat o adaugă în calendarul tău sau o actualizează acolo.' },
};

/** Someone an invitation goes to. */
export interface Invitee {
  email: string;
  name: string;
  locale: Locale | null;
}

export interface AppointmentInvitation {
  id: string;
  title: string;
  location: string | null;
  startAt: Date;
  endAt: Date;
  sequence: number;
  projectId: string;
  beneficiaryInvited: boolean;
}

const usersOf = async (tx: Executor, ids: readonly string[]): Promise<Invitee[]> => {
  if (!ids.length) return [];
  const users = tablesOf('users').table;
  const rows = await tx
    .select({ email: users.email, firstName: users.firstName, lastName: users.lastName, locale: users.locale })
    .from(users)
    .where(and(inArray(users.id, [...ids]), isNull(users.deletedAt)));
  return rows.map((row) => ({ email: String(row.email), name: `${String(row.firstName ?? '')} ${String(row.lastName ?? '')}`.trim(), locale: isLocale(row.locale) ? row.locale : null }));
};

/**
 * Who an appointment's invitation goes to: its managers, and when the beneficiary is invited the
 * project's users, or, for a project asked for without an account, the address its request gave.
 * Each address once.
 */
export async function invitees(tx: Executor, appointment: Pick<AppointmentInvitation, 'id' | 'projectId' | 'beneficiaryInvited'>): Promise<Invitee[]> {
  const managersJoin = tablesOf('eqlaat-appointments').joins.managers!;
  const managerIds = (await tx.select({ id: managersJoin.related }).from(managersJoin.table).where(eq(managersJoin.owner, appointment.id))).map((row) => row.id as string);
  const found = await usersOf(tx, managerIds);
  if (appointment.beneficiaryInvited) {
    const usersJoin = tablesOf('eqlaat-projects').joins.users!;
    const userIds = (await tx.select({ id: usersJoin.related }).from(usersJoin.table).where(eq(usersJoin.owner, appointment.projectId))).map((row) => row.id as string);
    const beneficiaries = await usersOf(tx, userIds);
    if (!beneficiaries.length) {
      const projects = tablesOf('eqlaat-projects').table;
      const [project] = await tx.select({ request: projects.request }).from(projects).where(eq(projects.id, appointment.projectId));
      const request = project?.request as { email?: unknown; firstName?: unknown; lastName?: unknown } | null | undefined;
      if (typeof request?.email === 'string') beneficiaries.push({ email: request.email, name: `${String(request.firstName ?? '')} ${String(request.lastName ?? '')}`.trim(), locale: null });
    }
    found.push(...beneficiaries);
  }
  const seen = new Set<string>();
  return found.filter((invitee) => !seen.has(invitee.email.toLowerCase()) && !!seen.add(invitee.email.toLowerCase()));
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** `Tuesday 3 December 2030, 09:30 – 10:30 UTC`: the mail's text says UTC; the `.ics` lets each calendar show the reader's own time. */
export function invitationWhen(locale: Locale, startAt: Date, endAt: Date): string {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: 'UTC' });
  const sameDay = startAt.toISOString().slice(0, 10) === endAt.toISOString().slice(0, 10);
  // ICU's narrow no-break spaces (`9:00 AM`) are plain ones in a mail's text.
  const when = sameDay ? `${day.format(startAt)}, ${time.format(startAt)} – ${time.format(endAt)} UTC` : `${day.format(startAt)} ${time.format(startAt)} – ${day.format(endAt)} ${time.format(endAt)} UTC`;
  return when.replace(/[\u202f\u00a0]/g, ' ');
}

/**
 * Queues, in the writing transaction, the appointment's invitation to each invitee: a mail in their
 * language with the `.ics` (METHOD:REQUEST, UID stable per appointment, SEQUENCE its revision, UTC
 * times) that adds it to their calendar, or updates it there after a move.
 */
export async function queueInvitations(tx: Executor, site: MailSite, appointment: AppointmentInvitation, organizer: Invitee | null): Promise<void> {
  const to = await invitees(tx, appointment);
  if (!to.length) return;
  const host = new URL(site.url).host;
  const link = `${site.url}/services/eqlaat/appointments/${appointment.id}`;
  const ics = calendarFile(
    [
      {
        uid: `eqlaat-appointments-${appointment.id}@${host}`,
        title: appointment.title,
        location: appointment.location,
        url: link,
        startAt: appointment.startAt,
        endAt: appointment.endAt,
        sequence: appointment.sequence,
        organizer: organizer ?? { email: `no-reply@${host}`, name: site.name },
        attendees: to.map(({ email, name }) => ({ email, name })),
      },
    ],
    { productId: `-//${site.name}//Accompaniment//EN`, method: 'REQUEST' },
  );
  const mails: OutgoingMail[] = to.map((invitee) => {
    const locale = invitee.locale ?? site.defaultLocale;
    const words = INVITATION_MAILS[locale];
    const fill = (text: string) =>
      text.replace(/\{(title|when|place|app)\}/g, (_, key: string) => ({ title: appointment.title, when: invitationWhen(locale, appointment.startAt, appointment.endAt), place: appointment.location ?? '', app: site.name })[key] ?? '');
    const lines = [fill(words.body), ...(appointment.location?.trim() ? [fill(words.place)] : [])];
    return {
      to: invitee.email,
      subject: fill(appointment.sequence > 0 ? words.updated : words.invited),
      text: `${lines.join('\n')}\n\n${words.open}: ${link}\n\n${words.footer}\n\n— ${site.name}\n`,
      html: `<!doctype html><html lang="${locale}"><body style="font-family:sans-serif;font-size:16px;line-height:1.5">${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}<p><a href="${escapeHtml(link)}">${escapeHtml(words.open)}</a></p><p>${escapeHtml(words.footer)}</p><p>— ${escapeHtml(site.name)}</p></body></html>`,
      attachments: [{ filename: 'invitation.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content: ics }],
    };
  });
  await enqueueJobs(tx, 'mail', mails.map((mail) => ({ ...mail })));
}
