import type { ListParams, ReadParams } from './data-provider.ts';

/**
 * Query keys per kind, so one write invalidates everything read of its kind: `[type]` is the
 * prefix of every key. The reading language is part of each key: translatable values differ.
 */
export const dataKeys = {
  kind: (type: string) => [type] as const,
  lists: (type: string) => [type, 'list'] as const,
  list: (type: string, params: ListParams, locale: string) => [type, 'list', params, locale] as const,
  one: (type: string, id: string, params: ReadParams = {}, locale = '') => [type, 'one', id, params, locale] as const,
};
