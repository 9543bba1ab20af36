import type { EngineContext } from '../../jsonapi/context.ts';
import { createThrough, withTranslations } from '../operations.ts';
import type { DemoPage } from './types.ts';

/** The demo's accompaniment page: `/accompaniment` holds the request form (block pageEqlaatRequest). */
export const accompanimentPage: DemoPage = {
  path: '/accompaniment',
  title: { en: 'Ask for accompaniment', fr: 'Demander un accompagnement' },
  description: {
    en: 'Ask the accompaniment team for help choosing, trying and setting up assistive technology.',
    fr: 'Demandez à l’équipe d’accompagnement de vous aider à choisir, essayer et installer une aide technique.',
  },
  components: [
    {
      name: 'pageEqlaatRequest',
      props: {
        en: { title: 'Ask for accompaniment', introduction: 'Tell us who you are and what you need: the team reads every request and calls you back within a week.' },
        fr: { title: 'Demander un accompagnement', introduction: 'Dites-nous qui vous êtes et ce dont vous avez besoin : l’équipe lit chaque demande et vous rappelle sous une semaine.' },
      },
    },
  ],
};

const DAY = 86_400_000;
const at = (days: number, hour: number) => new Date(Math.floor(Date.now() / DAY) * DAY + days * DAY + hour * 3_600_000).toISOString();

interface Project {
  title: string;
  reason: string;
  description: string;
  priority: number;
  steps: readonly { days: number; statuses: readonly string[]; comment: string }[];
  appointments: readonly { title: string; location: string; days: number; hours: number; invited: boolean }[];
  solutions?: readonly { name: string; url: string | null; reasons: readonly string[]; comment: string | null }[];
  reports?: readonly { title: string; content: string }[];
}

/** Three projects at different stages: their steps (with statuses), appointments led by the administrator, the solutions already tried and the team's reports. */
const PROJECTS: readonly Project[] = [
  {
    title: 'Nora Belkacem',
    reason: 'Speak again after a stroke',
    description: '<p>Nora lost her speech after a stroke and would like to try an eye-gaze tablet.</p>',
    priority: 3,
    steps: [
      { days: -40, statuses: ['pending'], comment: 'Request received by phone.' },
      { days: -30, statuses: ['needs_assessing'], comment: 'Home visit planned with the speech therapist.' },
      { days: -10, statuses: ['testing', 'funding'], comment: 'Eye-gaze tablet lent for a month; funding file started.' },
    ],
    appointments: [
      { title: 'Home assessment', location: 'At home, Lyon 3e', days: -30, hours: 2, invited: true },
      { title: 'Trial review', location: 'Relais office, Lyon', days: 5, hours: 1, invited: true },
    ],
    solutions: [
      { name: 'Paper alphabet board', url: null, reasons: ['Too slow for long sentences', 'Someone must stay beside her to read it'], comment: 'Kept for short answers.' },
      { name: 'Text-to-speech app on a phone', url: 'https://en.wikipedia.org/wiki/Speech_synthesis', reasons: ['Her right hand cannot type yet'], comment: null },
    ],
    reports: [
      {
        title: 'Home assessment',
        content:
          '<h2>What we saw</h2><p>Nora understands everything and answers yes and no with her eyes. Her right hand is still weak.</p><h2>What we propose</h2><ul><li>Lend an eye-gaze tablet for a month.</li><li>Start a funding file with her occupational therapist.</li></ul>',
      },
    ],
  },
  {
    title: 'Théo Marchand',
    reason: 'Switch access to his computer',
    description: '<p>Théo, 14, needs to reach his school computer with one switch.</p>',
    priority: 2,
    steps: [
      { days: -20, statuses: ['pending'], comment: 'Request from the school’s occupational therapist.' },
      { days: -5, statuses: ['getting_started'], comment: 'Switch interface installed at school.' },
    ],
    appointments: [{ title: 'Set-up at school', location: 'Collège Jean Moulin', days: 2, hours: 2, invited: false }],
    solutions: [{ name: 'Trackball', url: null, reasons: ['Needs finer movements than Théo has'], comment: null }],
  },
  {
    title: 'Association Les Mots Partagés',
    reason: 'Pictograms for a day centre',
    description: '<p>A day centre wants pictogram boards for its residents.</p>',
    priority: 1,
    steps: [
      { days: -90, statuses: ['pending'], comment: 'Request received.' },
      { days: -60, statuses: ['following_up'], comment: 'Boards delivered; follow-up in three months.' },
      { days: -1, statuses: ['closed'], comment: 'The team uses the boards every day.' },
    ],
    appointments: [{ title: 'Follow-up call', location: 'By phone', days: -1, hours: 1, invited: false }],
  },
];

/** How many of each the demo writes, for its test. */
const count = (of: (project: Project) => readonly unknown[] | undefined) => PROJECTS.reduce((sum, project) => sum + (of(project)?.length ?? 0), 0);

export const DEMO_ACCOMPANIMENT = {
  projects: PROJECTS.length,
  steps: count((project) => project.steps),
  appointments: count((project) => project.appointments),
  solutions: count((project) => project.solutions),
  reports: count((project) => project.reports),
};

export async function seedDemoAccompaniment(ctx: EngineContext, adminId: string): Promise<void> {
  const category = await createThrough(ctx, 'eqlaat-project-categories', withTranslations({}, { name: { en: 'Communication', fr: 'Communication' } }));
  for (const project of PROJECTS) {
    const id = await createThrough(ctx, 'eqlaat-projects', { title: project.title, reason: project.reason, description: project.description, priority: project.priority }, { categories: ['eqlaat-project-categories', [category]] });
    for (const step of project.steps) {
      await createThrough(ctx, 'eqlaat-project-steps', { doneAt: at(step.days, 9), comment: step.comment }, { project: ['eqlaat-projects', id], statuses: ['eqlaat-project-statuses', step.statuses] });
    }
    for (const appointment of project.appointments) {
      await createThrough(
        ctx,
        'eqlaat-appointments',
        { title: appointment.title, location: appointment.location, startAt: at(appointment.days, 9), endAt: at(appointment.days, 9 + appointment.hours), beneficiaryInvited: appointment.invited },
        { project: ['eqlaat-projects', id], managers: ['users', [adminId]] },
      );
    }
    for (const solution of project.solutions ?? []) {
      await createThrough(ctx, 'ad-project-existing-solutions', { name: solution.name, url: solution.url, reasons: solution.reasons, comment: solution.comment }, { project: ['eqlaat-projects', id] });
    }
    for (const report of project.reports ?? []) {
      await createThrough(ctx, 'eqlaat-reports', { title: report.title, content: report.content }, { reportable: ['eqlaat-projects', id] });
    }
  }
}
