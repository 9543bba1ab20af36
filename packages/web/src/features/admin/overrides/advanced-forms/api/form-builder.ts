import { queryOptions } from '@tanstack/react-query';
import { defaultDataType, FORM_FIELD_DATA_TYPES, FORM_FIELD_TYPES } from '@relais/domain';
import type { FormFieldDataType, FormFieldType } from '@relais/domain';
import { apiRequest } from '../../../../../lib/api-client.ts';
import { deserialize } from '../../../../../lib/jsonapi.ts';
import type { JsonApiDocument, Model } from '../../../../../lib/jsonapi.ts';
import type { BuilderField } from '../builder-state.ts';

/** The body of a JSON:API atomic-operations request. */
const ATOMIC = 'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"';

/** An advanced form as the builder edits it, its fields' texts in the edited language. */
export interface BuiltForm {
  id: string;
  isCaptchaProtected: boolean;
  openAt: string | null;
  closeAt: string | null;
  fields: BuilderField[];
}

type Translations = Record<string, Record<string, unknown> | undefined>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');
const asConfig = (value: unknown) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null);
const isFieldType = (value: unknown): value is FormFieldType => FORM_FIELD_TYPES.includes(value as FormFieldType);
const isDataType = (value: unknown): value is FormFieldDataType => FORM_FIELD_DATA_TYPES.includes(value as FormFieldDataType);

/**
 * A form and its fields in position order, their title and description in `language` (its own text,
 * else the one served: a field not translated yet starts from it).
 */
export async function getBuiltForm(id: string, language: string, signal?: AbortSignal): Promise<BuiltForm> {
  const document = await apiRequest<JsonApiDocument>(`/api/v1/advanced-forms/${encodeURIComponent(id)}?include=fields`, { signal, editionLocale: language });
  const form = deserialize<Model>(document);
  const fields = ((form.fields as Model[] | undefined) ?? [])
    .filter((field) => isFieldType(field.fieldType))
    .sort((a, b) => Number(a.position) - Number(b.position))
    .map((field): BuilderField => {
      const own = (field.translations as Translations | undefined)?.[language];
      const fieldType = field.fieldType as FormFieldType;
      return {
        key: field.id,
        id: field.id,
        fieldType,
        title: text(own?.title ?? field.title),
        description: text(own?.description ?? field.description),
        required: field.required === true,
        config: asConfig(field.config),
        dataType: isDataType(field.dataType) ? field.dataType : defaultDataType(fieldType),
      };
    });
  return { id: form.id, isCaptchaProtected: form.isCaptchaProtected !== false, openAt: (form.openAt as string | null) ?? null, closeAt: (form.closeAt as string | null) ?? null, fields };
}

export const builtFormQueryOptions = (id: string, language: string) =>
  queryOptions({ queryKey: ['admin', 'form-builder', id, language], queryFn: ({ signal }) => getBuiltForm(id, language, signal), staleTime: 0, gcTime: 0 });

/** Writes the form's settings and fields in one transaction (`POST /api/v1/operations`), texts in `language`. */
export const saveBuiltForm = (operations: readonly unknown[], language: string) =>
  apiRequest<unknown>('/api/v1/operations', { method: 'POST', body: { 'atomic:operations': operations }, contentType: ATOMIC, editionLocale: language });
