import { z } from 'zod';

/**
 * `GET /api/v1/services/home-stats`: the community in three numbers (spec). A counter whose
 * source the platform does not hold yet (repository items, accompanied patients before their areas
 * exist) is null, and the block shows the others.
 */
export const homeStatsAnswer = z.object({
  data: z.object({
    organizationsCount: z.number().int().nonnegative().nullable(),
    repositoryItemsCount: z.number().int().nonnegative().nullable(),
    accompaniedPatientsCount: z.number().int().nonnegative().nullable(),
  }),
});
export type HomeStatsAnswer = z.infer<typeof homeStatsAnswer>;
export type HomeStats = HomeStatsAnswer['data'];
