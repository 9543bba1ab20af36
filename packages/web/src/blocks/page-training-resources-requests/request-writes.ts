import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { invalidateKinds } from '../../lib/data-layer/query-keys.ts';
import { TRAINING_KINDS } from '../page-training-resources-search/training-model.ts';
import type { TrainingRequest } from '../page-training-resources-search/training-model.ts';
import { descriptionHtml } from './request-form.tsx';
import type { RequestValues } from './request-form.tsx';

const TARGETS = { resourceType: 'training-resource-types', themes: 'training-resource-themes' };

/** The form's values as the kind's write. */
const writeOf = (values: RequestValues) => ({
  attributes: {
    title: values.title.trim(),
    description: descriptionHtml(values.description),
    inspirationUrl: values.inspirationUrl.trim() || null,
    otherResourceType: values.otherResourceType.trim() || null,
    otherTheme: values.otherTheme.trim() || null,
  },
  relationships: { resourceType: values.resourceType || null, themes: values.themes },
});

/** A member's requests: asking for a resource, changing it, withdrawing the ask. */
export function useRequestWrites() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateKinds(queryClient, TRAINING_KINDS);
  const create = useMutation({
    mutationFn: (values: RequestValues) => dataProvider.create<TrainingRequest>('training-resource-requests', writeOf(values), TARGETS),
    onSuccess: refresh,
  });
  // Its writer (or an administrator) changes it: the whole form is sent, the server checks who may.
  const update = useMutation({
    mutationFn: ({ id, values }: { id: string; values: RequestValues }) => dataProvider.update<TrainingRequest>('training-resource-requests', id, writeOf(values), TARGETS),
    onSuccess: refresh,
  });
  // Refreshed by the caller once it has left the request's screen (its read would answer 404 first).
  const remove = useMutation({ mutationFn: (id: string) => dataProvider.delete('training-resource-requests', id) });
  return { create, update, remove, refresh };
}
