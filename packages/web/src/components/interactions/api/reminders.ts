import { dataProvider } from '../../../lib/data-layer/data-provider.ts';
import type { InteractionTarget } from './targets.ts';

export interface ReminderValues {
  title: string;
  message: string;
  /** The moment to remind, as an ISO instant. */
  remindAt: string;
}

/** Sets a reminder for the signed-in user about the target; the server mails it at `remindAt`. */
export const setReminder = (target: InteractionTarget, { title, message, remindAt }: ReminderValues) =>
  dataProvider.create('reminders', { attributes: { title, message: message || null, remindAt }, relationships: { remindable: target.id } }, { remindable: target.type });
