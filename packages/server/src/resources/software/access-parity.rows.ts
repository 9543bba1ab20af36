import { parityRows } from '../../policies/parity-rows.ts';

/** Software: the kinds that link to one another, from a service to a statistic. */
export default parityRows({
  rows: {
    'stats-events': [{ id: 'parity_launch', attributes: { name: 'Launch' } }],
    'stats-origins': [{ id: 'parity_application', attributes: { name: 'Application' } }],
    'software-groups': [{ attributes: { name: 'School trial' } }],
  },
  async seed({ create, linked }) {
    const service = await create('software-services', { attributes: { name: 'Parity service', associationsMax: 2 } });
    const authorization = await create('software-service-authorizations', { attributes: { distId: 'D1', email: 'parity@example.test' }, relationships: { service: linked('software-services', service) } });
    const installation = await create('software-installations', { attributes: { installationId: 'parity-installation' } });
    await create('software-service-associations', { attributes: { name: 'Tablet' }, relationships: { authorization: linked('software-service-authorizations', authorization), installation: linked('software-installations', installation) } });
    await create('software-stats', { attributes: { recordedAt: new Date().toISOString() }, relationships: { event: linked('stats-events', 'parity_launch'), installation: linked('software-installations', installation) } });
  },
});
