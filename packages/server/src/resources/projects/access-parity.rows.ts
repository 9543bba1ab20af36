import { parityRows } from '../../policies/parity-rows.ts';

const soonIso = (soonMs: number, hours: number) => new Date(soonMs + hours * 60 * 60 * 1000).toISOString();

/**
 * Projects: the member is a user of one, not of the other; each with a step, an appointment, a
 * report on the project and one on the appointment (the polymorphic link followed per kind by the
 * read rule), and an existing solution.
 */
export default parityRows({
  async seed({ create, linked, soonMs, users: { member, stranger } }) {
    const category = await create('eqlaat-project-categories', { attributes: { name: 'Mobility' } });
    for (const projectUsers of [[member], [stranger]]) {
      const project = await create('eqlaat-projects', { attributes: { title: 'Parity project' }, relationships: { users: { data: projectUsers.map((id) => ({ type: 'users', id })) }, categories: { data: [{ type: 'eqlaat-project-categories', id: category }] } } });
      const ofProject = { project: linked('eqlaat-projects', project) };
      await create('eqlaat-project-steps', { attributes: { doneAt: new Date().toISOString() }, relationships: { ...ofProject, statuses: { data: [{ type: 'eqlaat-project-statuses', id: 'pending' }] } } });
      const appointment = await create('eqlaat-appointments', { attributes: { title: 'Visit', startAt: soonIso(soonMs, 0), endAt: soonIso(soonMs, 1) }, relationships: ofProject });
      await create('eqlaat-reports', { attributes: { title: 'Report' }, relationships: { reportable: linked('eqlaat-projects', project) } });
      await create('eqlaat-reports', { attributes: { title: 'Visit report' }, relationships: { reportable: linked('eqlaat-appointments', appointment) } });
      await create('ad-project-existing-solutions', { attributes: { name: 'Tablet' }, relationships: ofProject });
    }
  },
  excluded: ['eqlaat-projects for the member', 'eqlaat-project-steps for the member', 'eqlaat-reports for the member'],
});
