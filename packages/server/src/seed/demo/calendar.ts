import type { EngineContext } from '../../jsonapi/context.ts';
import { createThrough, withTranslations } from '../operations.ts';
import { MORE_EVENTS } from './content-library.ts';
import type { DemoEvent } from './content-library.ts';
import type { DemoPage } from './types.ts';

/**
 * The demo calendar: the page `/calendar` holding the calendar block (each event opens at
 * `/calendar/<id>`), and events in English and French around the seed's day — past ones, this
 * month's, the next months' — about assistive technology, with a few likes and comments. Their dates
 * follow the moment the seed runs, so the calendar always looks alive.
 */
export const calendarPage: DemoPage = {
  path: '/calendar',
  title: { en: 'Calendar', fr: 'Calendrier' },
  description: { en: 'Workshops, webinars and fairs about assistive technology, by the Relais community.', fr: 'Ateliers, webinaires et salons sur les aides techniques, par la communauté Relais.' },
  components: [
    {
      name: 'pageCalendar',
      props: {
        en: { title: 'Calendar', subtitle: 'Workshops, webinars and fairs: come and try, learn and meet.', defaultView: 'month', perPage: 8 },
        fr: { title: 'Calendrier', subtitle: 'Ateliers, webinaires et salons : venez essayer, apprendre et vous rencontrer.', defaultView: 'month', perPage: 8 },
      },
    },
  ],
};

const text = (en: string, fr: string) => ({ en, fr });
const paragraph = (en: string, fr: string) => ({ en: `<p>${en}</p>`, fr: `<p>${fr}</p>` });

/** Beyond the library's shelf: a fair over three days, a hackathon, webinars past and to come. */
const CALENDAR_EVENTS: DemoEvent[] = [
  {
    title: text('Webinar: AAC in the classroom', 'Webinaire : la CAA en classe'),
    description: paragraph('Teachers and speech therapists share how a communication board finds its place in a lesson.', 'Enseignants et orthophonistes racontent comment un tableau de communication trouve sa place dans un cours.'),
    isRealLocation: false,
    location: 'Video call',
    inDays: 1,
    hours: 1,
    externalUrl: 'https://example.org/webinars/aac-classroom',
  },
  {
    title: text('Assistive technology fair', 'Salon des aides techniques'),
    description: paragraph('Three days, sixty exhibitors, try-out areas for mobility, communication and computer access. Free entry.', 'Trois jours, soixante exposants, des espaces d’essai pour la mobilité, la communication et l’accès à l’ordinateur. Entrée libre.'),
    isRealLocation: true,
    location: 'Eurexpo, Chassieu',
    inDays: 38,
    hours: 56,
    externalUrl: 'https://example.org/fairs/assistive-technology',
  },
  {
    title: text('Voice banking workshop', 'Atelier banque de voix'),
    description: paragraph('Record your first sentences with a speech therapist, and learn how to go on at home.', 'Enregistrez vos premières phrases avec une orthophoniste, et apprenez à continuer chez vous.'),
    isRealLocation: true,
    location: 'Relais lab, Villeurbanne',
    inDays: 62,
    hours: 3,
  },
  {
    title: text('Webinar: eye gaze and fatigue', 'Webinaire : contrôle du regard et fatigue'),
    description: paragraph('How long sessions should last, and the signs that a break is due.', 'Combien de temps doit durer une séance, et les signes qu’une pause s’impose.'),
    isRealLocation: false,
    location: 'Video call',
    inDays: -12,
    hours: 1,
  },
  {
    title: text('Hackathon: open-source switches', 'Hackathon : contacteurs libres'),
    description: paragraph('Two days to design, print and test switches anyone can rebuild.', 'Deux jours pour concevoir, imprimer et tester des contacteurs que chacun peut refaire.'),
    isRealLocation: true,
    location: 'FabLab, 8 quai Perrache, Lyon',
    inDays: -26,
    hours: 32,
  },
];

/** Every event the calendar seed writes (the publications seed adds three more). */
export const DEMO_CALENDAR_EVENTS: readonly DemoEvent[] = [...MORE_EVENTS, ...CALENDAR_EVENTS];

const DAY = 24 * 60 * 60 * 1000;
/** An instant `days` from now (negative: in the past) at a round hour. */
const daysFromNow = (days: number, hour: number) => {
  const at = new Date(Date.now() + days * DAY);
  at.setUTCHours(hour, 0, 0, 0);
  return at;
};

/** Writes the calendar's events, signed by the demo organization, with a like and comments on the next one to come. */
export async function seedDemoCalendar(ctx: EngineContext, organizationId: string): Promise<void> {
  const ids: string[] = [];
  for (const { title, description, inDays, hours, ...place } of DEMO_CALENDAR_EVENTS) {
    const startAt = daysFromNow(inDays, 9);
    const endAt = new Date(startAt.getTime() + hours * 60 * 60 * 1000);
    const publishedAt = daysFromNow(Math.min(inDays, 0) - 14, 8).toISOString();
    ids.push(
      await createThrough(ctx, 'calendar-events', withTranslations({ ...place, startAt: startAt.toISOString(), endAt: endAt.toISOString(), publishedAt }, { title, description }), {
        organization: ['organizations', organizationId],
      }),
    );
  }
  const [clinic] = ids as [string];
  const comment = (id: string, content: { en: string; fr: string }) => createThrough(ctx, 'comments', withTranslations({}, { content }), { commentable: ['calendar-events', id] });
  await createThrough(ctx, 'likes', {}, { likable: ['calendar-events', clinic] });
  await comment(clinic, paragraph('Can we bring a wheelchair-mounted switch to adjust?', 'Peut-on venir avec un contacteur fixé au fauteuil pour le régler ?'));
  await comment(clinic, paragraph('Yes: bring the mount too, we have spare clamps.', 'Oui : apportez aussi le support, nous avons des colliers de rechange.'));
  const inventory = ids[MORE_EVENTS.findIndex((event) => event.inDays < 0)];
  if (inventory) await comment(inventory, paragraph('Thanks to the eight volunteers: every device is checked.', 'Merci aux huit bénévoles : chaque appareil est vérifié.'));
}
