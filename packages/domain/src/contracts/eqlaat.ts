import { z } from 'zod';

/** `GET /api/v1/services/eqlaat/team`: the accompaniment team by name, for its members and administrators. */
export const eqlaatTeamAnswer = z.object({
  data: z.array(
    z.object({
      type: z.literal('users'),
      id: z.string(),
      attributes: z.object({ firstName: z.string().nullable(), lastName: z.string().nullable() }),
    }),
  ),
});
export type EqlaatTeamAnswer = z.infer<typeof eqlaatTeamAnswer>;
