import { z } from 'zod';
import { defineBlock } from './define-block.ts';
import { common, plainText } from './props.ts';
import { MAX_SELECTED_TRAININGS, MAX_TRAININGS_PER_PAGE, selectedTrainingsScreens, trainingsScreens } from './trainings.screens.ts';

const id = z.string().trim().min(1).max(64);

export const trainingsProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  subtitle: plainText(1000).optional(),
  /** Trainings per page of the list. */
  perPage: z.number().int().min(1).max(MAX_TRAININGS_PER_PAGE).default(12),
});

export const selectedTrainingsProps = z.strictObject({
  ...common,
  title: plainText(300).default(''),
  /** The ids of the trainings shown, in order. */
  trainings: z.array(id).max(MAX_SELECTED_TRAININGS).default([]),
});

/** The trainings, searchable by words, category, level and type; each opens at `{page}/:id` with its sessions. */
export const pageTrainings = defineBlock({
  name: 'pageTrainings',
  description: 'The trainings, with a search by words, category, level and type; each opens on its own screen with its dated sessions.',
  props: trainingsProps,
  defaults: { title: 'Trainings', perPage: 12 },
  screens: trainingsScreens,
});

/** A few chosen trainings, in the editor's order. */
export const pageSelectedTrainings = defineBlock({
  name: 'pageSelectedTrainings',
  description: 'A few chosen trainings, in the order you pick them.',
  props: selectedTrainingsProps,
  defaults: { title: '', trainings: [] },
  screens: selectedTrainingsScreens,
});
