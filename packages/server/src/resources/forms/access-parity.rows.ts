import { parityRows } from '../../policies/parity-rows.ts';

export default parityRows({ rows: { 'light-user-forms': [{ attributes: { title: 'Closed form', isOffline: true } }] } });
