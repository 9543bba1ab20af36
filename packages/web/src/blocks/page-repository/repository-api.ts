import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client.ts';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { invalidateKinds } from '../../lib/data-layer/query-keys.ts';

/** The body of a JSON:API atomic-operations request: an item and its attachments, written together or not at all. */
const ATOMIC = 'application/vnd.api+json; ext="https://jsonapi.org/ext/atomic"';

/** Every kind an item's write may change: counters of categories and organizations move with items. */
const REPOSITORY_KINDS = ['repository-items', 'repository-attachments', 'repository-categories', 'files', 'organizations'] as const;

export interface ItemValues {
  title: string;
  description: string;
  printerSettingsDescription: string;
  categories: string[];
  tags: string[];
  /** The picture's file id, or null for none. */
  image: string | null;
}

/** What an item's save sends: its values, the files to attach, and the attachments to remove. */
export interface ItemSave {
  id: string | null;
  values: ItemValues;
  addFiles: string[];
  removeAttachments: string[];
}

const ref = (type: string, id: string) => ({ type, id });

/** The atomic operations of one save: the item, then each attachment added or removed, all or nothing. */
export function itemOperations({ id, values, addFiles, removeAttachments }: ItemSave): unknown[] {
  const item = id ? { type: 'repository-items', id } : { type: 'repository-items', lid: 'item' };
  const operations: unknown[] = [
    {
      op: id ? 'update' : 'add',
      data: {
        ...item,
        attributes: { title: values.title, description: values.description || null, printerSettingsDescription: values.printerSettingsDescription || null },
        relationships: {
          categories: { data: values.categories.map((category) => ref('repository-categories', category)) },
          tags: { data: values.tags.map((tag) => ref('tags', tag)) },
          image: { data: values.image ? ref('files', values.image) : null },
        },
      },
    },
  ];
  for (const file of addFiles) operations.push({ op: 'add', data: { type: 'repository-attachments', relationships: { file: { data: ref('files', file) }, repositoryItem: { data: item } } } });
  for (const attachment of removeAttachments) operations.push({ op: 'remove', ref: ref('repository-attachments', attachment) });
  return operations;
}

/** The repository's writes; each refreshes what the repository's screens read. */
export function useRepositoryWrites() {
  const queryClient = useQueryClient();
  const onSuccess = () => invalidateKinds(queryClient, REPOSITORY_KINDS);
  /** Creates or updates an item with its attachments in one transaction; answers the item's id. */
  const saveItem = useMutation({
    mutationFn: async (save: ItemSave) => {
      const answer = await apiRequest<{ 'atomic:results': { data?: { id: string } | null }[] }>('/api/v1/operations', { method: 'POST', contentType: ATOMIC, body: { 'atomic:operations': itemOperations(save) } });
      return save.id ?? answer['atomic:results'][0]!.data!.id;
    },
    onSuccess,
  });
  const deleteItem = useMutation({ mutationFn: (id: string) => dataProvider.delete('repository-items', id), onSuccess });
  return { saveItem, deleteItem };
}
