import type { AddressConfirmationAnswer } from '@relais/domain';
import { apiRequest } from '../../../lib/api-client.ts';
import { paths } from '../../../paths.ts';

/**
 * Confirms the address a form's confirmation waits for, with its link's token. A forged or cut link
 * (403) and an expired one (410) are the screen's to say, not a dialog's.
 */
export async function confirmAddress(id: string, token: string): Promise<AddressConfirmationAnswer['meta']> {
  const answer = await apiRequest<AddressConfirmationAnswer>(paths.api.confirmAddress(id, token), { method: 'POST', silent: [403, 410] });
  return answer.meta;
}
