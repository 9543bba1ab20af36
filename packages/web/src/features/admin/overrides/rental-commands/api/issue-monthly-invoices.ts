import type { RentalInvoicesIssuedAnswer } from '@relais/domain';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { adminPaths } from '../../../admin-paths.ts';

/**
 * Writes the monthly rental invoices of the month just over (`POST services/rental-invoices/issue`),
 * as the job worker does once that month is over; answers the month and how many invoices this call
 * wrote (none when every one was written already).
 */
export async function issueMonthlyInvoices(): Promise<RentalInvoicesIssuedAnswer['data']> {
  return (await apiRequest<RentalInvoicesIssuedAnswer>(adminPaths.api.rentalInvoicesIssue, { method: 'POST' })).data;
}
