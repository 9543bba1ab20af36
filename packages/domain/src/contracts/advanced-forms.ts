import { z } from 'zod';

/**
 * Save and resume of an advanced form (`/services/aforms/:form/:token?/:section?`): what a
 * respondent has answered so far is kept as a draft, known by a random token that the screen's
 * address and a mailed link carry. Nothing of it is a response until it is sent, through the
 * generic create of `form-responses` with the draft's token (`draftToken`), which ends the draft.
 *
 * - `POST /api/v1/services/advanced-forms/{form}/drafts` `{ answers, section, email? }`: a new draft;
 *   `email` given, the link to continue is mailed there. Answers 201 with the token (the only time).
 * - `GET /api/v1/services/advanced-forms/{form}/drafts/{token}`: the draft, where it was left.
 * - `PATCH /api/v1/services/advanced-forms/{form}/drafts/{token}` `{ answers, section }`: saved again.
 *
 * The answers are checked as a response's are (each of its field's data type, within its choices
 * or bounds: 422 naming `/data/attributes/answers/{fieldId}`), but a required question may still be
 * unanswered. `section` is the step the respondent is on, from 1.
 */
export const DRAFT_TOKEN = /^[A-Za-z0-9_-]{43}$/;
/** Days a draft stays after its last save. */
export const FORM_DRAFT_DAYS = 30;

export const formDraftRequest = z.strictObject({
  answers: z.record(z.string().max(64), z.unknown()),
  section: z.number().int().min(1).max(1000),
  email: z.string().max(255).optional(),
});
export type FormDraftRequest = z.infer<typeof formDraftRequest>;

export const formDraftAnswer = z.strictObject({
  data: z.strictObject({
    type: z.literal('form-drafts'),
    id: z.string(),
    attributes: z.strictObject({
      answers: z.record(z.string(), z.unknown()),
      section: z.number().int(),
      updatedAt: z.string(),
      expiresAt: z.string(),
      /** Whether the link to continue was mailed with this save. */
      mailed: z.boolean(),
    }),
  }),
});
export type FormDraftAnswer = z.infer<typeof formDraftAnswer>;
