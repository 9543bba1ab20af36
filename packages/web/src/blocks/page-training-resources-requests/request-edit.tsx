import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useList } from '../../lib/data-layer/records.ts';
import { toast } from '../../lib/ui-store.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import type { TrainingReference, TrainingRequest } from '../page-training-resources-search/training-model.ts';
import { RequestForm, requestValuesOf } from './request-form.tsx';
import { useRequestWrites } from './request-writes.ts';

const REFERENCE_LIST = { page: { number: 1, size: 100 } } as const;

/**
 * Its writer changes a request on its screen (an administrator may too: the server's policy
 * decides, the screen offers it on the record's `canEdit`): the request form filled with what it
 * says, the type and theme lists read when it opens. Loaded only when asked for.
 */
export function RequestEdit({ request, onDone }: { request: TrainingRequest; onDone: () => void }) {
  const { t } = useTranslation();
  const { update } = useRequestWrites();
  const types = useList('training-resource-types', { ...REFERENCE_LIST, fields: { 'training-resource-types': ['name'] } });
  const themes = useList('training-resource-themes', { ...REFERENCE_LIST, fields: { 'training-resource-themes': ['name'] } });
  const references = (list: typeof types | typeof themes) => (list.data?.data ?? []) as unknown as TrainingReference[];
  return (
    <Box component="section" sx={{ mt: 3 }}>
      <BlockHeading level={2} variant="h5" sx={{ fontWeight: 700 }}>
        {t('trainingResources.editRequestTitle')}
      </BlockHeading>
      {types.isPending || themes.isPending ? (
        <CircularProgress size={24} aria-label={t('common.loading')} sx={{ mt: 2 }} />
      ) : (
        <RequestForm
          types={references(types)}
          themes={references(themes)}
          initial={requestValuesOf(request)}
          submitLabel={t('trainingResources.saveRequest')}
          onCancel={onDone}
          onSend={async (values) => {
            await update.mutateAsync({ id: request.id, values });
            toast(t('trainingResources.requestUpdated'));
            onDone();
          }}
        />
      )}
    </Box>
  );
}
