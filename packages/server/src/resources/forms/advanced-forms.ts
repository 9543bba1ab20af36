import { asc, inArray } from 'drizzle-orm';
import type { advancedForms } from '@relais/domain';
import { advancedFormHeading, checkFormFieldConfig, defaultDataType, FALLBACK_LOCALE, formFields, isDataTypeAllowed } from '@relais/domain';
import { attributePointer, validationFailed } from '../../http/errors.ts';
import type { ResourcePolicy } from '../../policies/types.ts';
import { publicReadPolicy } from '../../policies/defaults.ts';
import { readTranslatedIn } from '../../jsonapi/translations.ts';
import { tableOf } from '../../services/tables.ts';
import type { ResourceHooks } from '../hooks.ts';

/** Anyone reads an advanced form and its fields (its page shows them); administrators write them. */
export const advancedFormsPolicy: ResourcePolicy<typeof advancedForms> = publicReadPolicy;

/** Title and description of each form: its first field's, in the reader's language. */
export const advancedFormsHooks: ResourceHooks<typeof advancedForms> = {
  async computed({ db, rows, locale }) {
    const fields = tableOf(formFields);
    const ids = rows.map((row) => row.id);
    const found = ids.length
      ? ((await db
          .select({ formId: fields.formId, position: fields.position, title: fields.title, description: fields.description })
          .from(fields)
          .where(inArray(fields.formId, ids))
          .orderBy(asc(fields.position), asc(fields.createdAt), asc(fields.id)))) as { formId: string; position: number; title: unknown; description: unknown }[]
      : [];
    const locales = [locale, FALLBACK_LOCALE];
    return new Map(
      rows.map((row) => {
        const { title, description } = advancedFormHeading(found.filter((field) => field.formId === row.id));
        return [row.id, { title: readTranslatedIn(locales, title), description: readTranslatedIn(locales, description) }];
      }),
    );
  },
};

/**
 * A field's settings fit its type; its data type is one its type stores. Left out, it is the type's
 * default; when only the type changes, a data type the new type cannot store gives way to the new
 * default.
 */
export const formFieldsHooks: ResourceHooks<typeof formFields> = {
  async beforeWrite({ values, before }) {
    const fieldType = values.fieldType ?? before?.fieldType;
    // Settings fit the field's type (domain `checkFormFieldConfig`), checked when either changes.
    if (fieldType && (values.config !== undefined || values.fieldType !== undefined)) {
      const errors = checkFormFieldConfig(fieldType, values.config !== undefined ? values.config : before?.config);
      if (errors.length) throw validationFailed(errors.map((error) => ({ pointer: `${attributePointer('config')}${error.key ? `/${error.key}` : ''}`, rule: error.rule, detail: error.detail })));
    }
    if (!fieldType || (values.fieldType === undefined && values.dataType === undefined)) return;
    const isSent = values.dataType !== undefined;
    const dataType = isSent ? values.dataType : (before?.dataType ?? null);
    if (!dataType || (!isSent && !isDataTypeAllowed(fieldType, dataType))) values.dataType = defaultDataType(fieldType);
    else if (!isDataTypeAllowed(fieldType, dataType)) {
      throw validationFailed([{ pointer: attributePointer('dataType'), rule: 'data_type', detail: `A ${fieldType} field cannot store ${dataType}.` }]);
    }
  },
};

