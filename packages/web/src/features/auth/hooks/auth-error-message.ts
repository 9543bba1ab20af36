import type { TFunction } from '../../../lib/i18n/i18n.ts';
import { ApiError } from '../../../lib/api-client.ts';

/**
 * The message a form shows above its fields for a failure that belongs to no field: too many
 * attempts, no answer, anything unexpected. Field errors (422) are put on their fields instead.
 */
export function formErrorMessage(error: unknown, t: TFunction): string {
  if (error instanceof ApiError && error.status === 429) return t('authScreens.tooManyAttempts');
  if (error instanceof ApiError && error.status === 0) return t('authScreens.noAnswer');
  return t('authScreens.failed');
}
