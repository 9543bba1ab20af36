import { advancedForms } from '@relais/domain';
import { defineOverride } from '../types.ts';
import { FormBuilderScreen } from './form-builder.tsx';

/** advanced-forms: the edit screen is the form builder (settings, sections and questions with a live preview). */
export const override = defineOverride(advancedForms, {
  screens: { update: FormBuilderScreen },
});
