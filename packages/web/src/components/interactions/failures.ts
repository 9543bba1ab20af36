import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/ui-store.ts';

/** Failures the shell already tells of (api-client `react`): no answer, expired session, server failure. */
export const isToldByTheShell = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status === 401 || error.status === 419 || error.status >= 500);

/** Says that an action failed, unless the shell already did. */
export function toastFailure(error: unknown, message: string) {
  if (!isToldByTheShell(error)) toast(message, { severity: 'error' });
}
