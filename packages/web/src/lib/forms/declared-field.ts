import type { TFunction } from '../i18n/i18n.ts';
import { z } from 'zod';
import { valueProblem } from '@relais/domain';
import type { ResourceDefinition } from '@relais/domain';

/**
 * A text field of a form, checked by the schema the domain derives from the kind's declaration
 * (`valueProblem`: the same bounds the server applies), with messages in the user's language: a
 * bound is written once, in the declaration. Empty is "no value": refused only when required.
 */
export function declaredText(t: TFunction, resource: ResourceDefinition, name: string, { required }: { required?: boolean } = {}) {
  const attribute = resource.attributes[name];
  if (!attribute) throw new Error(`${resource.type} declares no attribute "${name}".`);
  const isRequired = required ?? attribute.required;
  return z
    .string()
    .trim()
    .superRefine((value, context) => {
      if (value === '') {
        if (isRequired) context.addIssue({ code: 'custom', message: t('validation.required') });
        return;
      }
      const problem = valueProblem(attribute, value);
      if (problem) context.addIssue({ code: 'custom', message: t(`validation.${problem.rule}`, { min: attribute.min, max: attribute.max }) });
    });
}
