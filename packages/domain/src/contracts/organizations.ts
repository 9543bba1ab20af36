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

/**
 * `GET /api/v1/services/organizations/map?accessLevels=a,b`: what the organizations map draws of
 * each located organization and nothing more: id, complete name, slug and position, highest access
 * level first then by name (spec, domain §7), at most `MAX_ORGANIZATIONS_ON_MAP`.
 */
export const organizationsMapAnswer = z.object({
  data: z.array(z.object({ id: z.string(), name: z.string(), slug: z.string().nullable(), latitude: z.number(), longitude: z.number() })),
});
export type OrganizationsMapAnswer = z.infer<typeof organizationsMapAnswer>;
