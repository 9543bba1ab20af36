import { z } from 'zod';

/**
 * `POST /api/v1/services/mailing-templates/{id}/send`: sends a mailing template to the newsletter's
 * subscribers. `lastSentAt` is the template's last sending as the sender saw it (null: never sent):
 * a send goes out only while it is still so, so two sends of one state (a double click, two
 * administrators at once) send once; the other is answered 409. The answer is the template's
 * resource document, its `meta.recipientsCount` the number of mails queued.
 */
export const mailingSendRequest = z.strictObject({ lastSentAt: z.iso.datetime({ offset: true }).nullable() });
export type MailingSendRequest = z.infer<typeof mailingSendRequest>;

/** Who a mailing's unsubscribe link names: a member (`users`) or a light user (`light-users`). */
export const UNSUBSCRIBE_KINDS = ['users', 'light-users'] as const;
export type UnsubscribeKind = (typeof UNSUBSCRIBE_KINDS)[number];

/**
 * `POST /api/v1/services/{users|light-users}/{id}/unsubscribe?signature=…` (the link of every
 * mailing, and its one-click `List-Unsubscribe`): `wasSubscribed` is false when the address was
 * already off the newsletter (a second click is not an error).
 */
export const unsubscribeAnswer = z.strictObject({ meta: z.strictObject({ wasSubscribed: z.boolean() }) });
export type UnsubscribeAnswer = z.infer<typeof unsubscribeAnswer>;

/**
 * `POST /api/v1/services/address-confirmations/{id}/confirm?token=…` (the double opt-in link mailed
 * when a form's confirmation would go to an address nobody proved): `alreadyConfirmed` is true when
 * the address was confirmed before (a second click is not an error); `sentCount` is how many held
 * confirmations were sent on with this click.
 */
export const addressConfirmationAnswer = z.strictObject({ meta: z.strictObject({ alreadyConfirmed: z.boolean(), sentCount: z.number().int().min(0) }) });
export type AddressConfirmationAnswer = z.infer<typeof addressConfirmationAnswer>;
