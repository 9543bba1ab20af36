import { useMutation, useQueryClient } from '@tanstack/react-query';
import { registry } from '@relais/domain';
import type { FieldName, FilterName, IncludePath, Model, RESOURCES, ResourceOfType, SortField } from '@relais/domain';
import { dataProvider } from './data-provider.ts';
import type { FilterValue, ListParams, ReadParams, RelatedIds, SortOrder, WriteValues } from './data-provider.ts';
import { forgetRecord, useAnyList, useOne } from './hooks.ts';
import { invalidateKinds } from './query-keys.ts';

/**
 * The typed data layer: a screen that knows its kind reads and writes it through these hooks, typed
 * from the kind's declaration. The model is the declaration's (`Model` of the domain), and field,
 * filter, sort and include names are checked at compile time, so a misspelt one does not build.
 * Keys are the one convention of `query-keys.ts` (`['records', type, …]`): a write refreshes every
 * screen that shows the kind, the back office's, the blocks' and the account's alike.
 */

/** The JSON:API type of every declared kind (`'blog-posts' | 'articles' | …`). */
export type KindType = (typeof RESOURCES)[number]['type'];

type Declaration<K extends KindType> = ResourceOfType<K>;

/** A record of a kind as the web reads it: the declaration's model, with what every answer carries. */
export type RecordOf<K extends KindType> = Model<Declaration<K>> & {
  createdAt?: string;
  updatedAt?: string;
  /** Set on a soft-deleted record (administrators read the trash). */
  deletedAt?: string | null;
  /** What the reader may do with the record (`meta.permissions`), when the server says. */
  permissions?: Record<string, boolean>;
};

/** Sparse fieldsets, each kind by its own field names. */
export type Fieldsets = { readonly [T in KindType]?: readonly FieldName<Declaration<T>>[] };

export interface RecordReadParams<K extends KindType> {
  include?: readonly IncludePath<Declaration<K>>[];
  fields?: Fieldsets;
}

export interface RecordListParams<K extends KindType> extends RecordReadParams<K> {
  /** 1-based page and its size; the server's default size when left out. */
  page?: { number: number; size: number };
  sort?: readonly { field: SortField<Declaration<K>>; order: SortOrder }[];
  /** Declared filters by name; a list is sent comma-separated; `null` asks for "no value". */
  filter?: { readonly [F in FilterName<Declaration<K>>]?: FilterValue };
  /** Soft-deleted rows too (`with`) or only them (`only`): administrators. */
  trashed?: 'with' | 'only';
}

type AttributeName<K extends KindType> = keyof Declaration<K>['attributes'] & string;
type RelationshipName<K extends KindType> = keyof Declaration<K>['relationships'] & string;

/** A write of a kind: its attributes by their model's value types, its relationships by id. */
export interface RecordWrite<K extends KindType> {
  /** On create, the id the client chooses (kinds with readable ids). */
  id?: string;
  attributes?: { [A in AttributeName<K>]?: A extends keyof Model<Declaration<K>> ? Model<Declaration<K>>[A] : unknown };
  relationships?: { [R in RelationshipName<K>]?: RelatedIds };
}

export interface RecordWriteOptions {
  /** Other kinds whose reads the write changes, beyond the kinds its relationships name. */
  alsoInvalidates?: readonly string[];
}

/** Relationship name → target type, from the declaration: what a write's linkage needs. */
const targetsOf = (type: string): Record<string, string> =>
  Object.fromEntries(Object.entries(registry.get(type).relationships).flatMap(([name, definition]) => (definition.type === undefined ? [] : [[name, definition.type]])));

/**
 * The kinds a write changes besides its own: those its relationships point at (a category lists its
 * articles, a related record its counts), and the ones the caller names.
 */
function changedKinds(type: string, write: WriteValues, alsoInvalidates: readonly string[]): string[] {
  const targets = targetsOf(type);
  return [type, ...Object.keys(write.relationships ?? {}).flatMap((name) => (targets[name] ? [targets[name]] : [])), ...alsoInvalidates];
}

/** A page of a kind's records, typed by its declaration. */
export function useList<K extends KindType>(type: K, params: RecordListParams<K> = {}, options: { enabled?: boolean } = {}) {
  return useAnyList<RecordOf<K>>(type, params as ListParams, options);
}

/** One record of a kind by id (nothing is asked while the id is undefined). */
export function useRecord<K extends KindType>(type: K, id: string | undefined, params: RecordReadParams<K> = {}) {
  return useOne<RecordOf<K>>(type, id, params as ReadParams);
}

export function useCreateRecord<K extends KindType>(type: K, { alsoInvalidates = [] }: RecordWriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (write: RecordWrite<K>) => dataProvider.create<RecordOf<K>>(type, write as WriteValues, targetsOf(type)),
    onSuccess: (_, write) => invalidateKinds(queryClient, changedKinds(type, write as WriteValues, alsoInvalidates)),
  });
}

export function useUpdateRecord<K extends KindType>(type: K, { alsoInvalidates = [] }: RecordWriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, write }: { id: string; write: RecordWrite<K> }) => dataProvider.update<RecordOf<K>>(type, id, write as WriteValues, targetsOf(type)),
    onSuccess: (_, { write }) => invalidateKinds(queryClient, changedKinds(type, write as WriteValues, alsoInvalidates)),
  });
}

/**
 * Deletes a record: a soft-deletable kind's goes to the trash (still readable there), any other is
 * gone, and its own reads are not asked again (they would answer 404).
 */
export function useDeleteRecord<K extends KindType>(type: K, { alsoInvalidates = [] }: RecordWriteOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => dataProvider.delete(type, id),
    onSuccess: (_, id) => (registry.get(type).softDelete ? invalidateKinds(queryClient, [type, ...alsoInvalidates]) : forgetRecord(queryClient, type, id, alsoInvalidates)),
  });
}
