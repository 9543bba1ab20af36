import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataProvider } from '../../lib/data-layer/data-provider.ts';
import { invalidateKinds } from '../../lib/data-layer/query-keys.ts';
import { TRAINING_KINDS } from '../page-training-resources-search/training-model.ts';
import type { TrainingRequest } from '../page-training-resources-search/training-model.ts';
import { descriptionHtml } from './request-form.tsx';
import type { RequestValues } from './request-form.tsx';

/** A member's requests: asking for a resource, withdrawing the ask. */
export function useRequestWrites() {
  const queryClient = useQueryClient();
  const refresh = () => invalidateKinds(queryClient, TRAINING_KINDS);
  const create = useMutation({
    mutationFn: (values: RequestValues) =>
      dataProvider.create<TrainingRequest>(
        'training-resource-requests',
        {
          attributes: {
            title: values.title.trim(),
            description: descriptionHtml(values.description),
            inspirationUrl: values.inspirationUrl.trim() || null,
            otherResourceType: values.otherResourceType.trim() || null,
            otherTheme: values.otherTheme.trim() || null,
          },
          relationships: { resourceType: values.resourceType || null, themes: values.themes },
        },
        { resourceType: 'training-resource-types', themes: 'training-resource-themes' },
      ),
    onSuccess: refresh,
  });
  // Refreshed by the caller once it has left the request's screen (its read would answer 404 first).
  const remove = useMutation({ mutationFn: (id: string) => dataProvider.delete('training-resource-requests', id) });
  return { create, remove, refresh };
}
