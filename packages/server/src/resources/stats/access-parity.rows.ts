import { parityRows } from '../../policies/parity-rows.ts';

export default parityRows({ rows: { 'stats-banned-origins': [{ attributes: { origin: 'https://spam.example', description: 'Referrer spam' } }] } });
