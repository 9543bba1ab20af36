import { z } from 'zod';

/**
 * `GET /api/v1/services/organizations/{id}/members`: the members of an organization who chose to be
 * named on its page, each with the reduced public profile (first and last name, picture), by name.
 */
export const listedMembersAnswer = z.object({
  data: z.array(
    z.object({
      type: z.literal('users'),
      id: z.string(),
      attributes: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable(), avatarUrl: z.string().nullable() }),
    }),
  ),
  jsonapi: z.object({ version: z.string() }),
});
export type ListedMembersAnswer = z.infer<typeof listedMembersAnswer>;
