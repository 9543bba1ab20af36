import { z } from 'zod';

/** `GET /api/v1/services/countries`: every country, named in the request's language, keyed by ISO code. */
export const countriesAnswer = z.object({
  data: z.record(z.string().regex(/^[A-Z]{2}$/), z.object({ id: z.string(), name: z.string() })),
});
export type CountriesAnswer = z.infer<typeof countriesAnswer>;

/** `GET /api/v1/services/utils/regions/france`: the departments of France sorted by name. */
export const frenchRegionsAnswer = z.object({
  data: z.object({ departments: z.array(z.object({ code: z.string(), name: z.string() })) }),
});
export type FrenchRegionsAnswer = z.infer<typeof frenchRegionsAnswer>;
