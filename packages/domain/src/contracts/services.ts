import { z } from 'zod';
import { LOCALES } from '../constants/locales.ts';

/**
 * Contracts of small service calls the web boots or navigates with. The server derives its
 * response schemas from them; the web takes its types.
 */

/** `GET /api/v1/services/web-language-lines`: the interface messages of one language, by group then key. */
export const webLanguageLinesAnswer = z.object({
  data: z.record(z.string(), z.record(z.string(), z.string())),
  meta: z.object({ locale: z.enum(LOCALES), version: z.string() }),
});
export type WebLanguageLinesAnswer = z.infer<typeof webLanguageLinesAnswer>;

/** `GET /api/v1/services/short-urls/{token}`: where a short URL (`/s/{token}`) leads. */
export const shortUrlAnswer = z.object({
  data: z.object({ type: z.literal('app-short-urls'), id: z.string(), attributes: z.object({ token: z.string(), url: z.string() }) }),
  jsonapi: z.object({ version: z.string() }),
});
export type ShortUrlAnswer = z.infer<typeof shortUrlAnswer>;
