import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';
import { MAX_RENTAL_MODELS_PER_PAGE, rentalModelsScreens } from './rental.screens.ts';

export const rentalModelsProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  /** Models per page of the list. */
  perPage: z.number().int().min(1).max(MAX_RENTAL_MODELS_PER_PAGE).default(12),
});

/** The rental catalogue: models by category with price and photo; each opens at `{page}/:rentalModel` with its availability. */
export const pageRentalModels = defineBlock({
  name: 'pageRentalModels',
  description: 'Equipment to rent: models by category with photo and price; each shows its availability and goes into the cart.',
  props: rentalModelsProps,
  defaults: { title: 'Rent equipment', perPage: 12 },
  screens: rentalModelsScreens,
});
