import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ResourceDefinition } from '@relais/domain';
import { DeleteIcon } from '../../components/admin-icons.tsx';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { useRemovalAction } from './record-actions.ts';

/** The grid's bulk delete: the selected rows, after a question (to the trash for soft-deletable kinds). */
export function BulkDelete({ resource, ids, onDone }: { resource: ResourceDefinition; ids: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const [isAsking, setIsAsking] = useState(false);
  const removal = useRemovalAction(resource);
  const action = resource.softDelete ? 'softDelete' : 'delete';
  if (!ids.length) return null;
  return (
    <Box sx={{ mb: 1 }}>
      <Button color="error" variant="outlined" startIcon={<DeleteIcon />} onClick={() => setIsAsking(true)}>
        {t('admin.deleteSelected', { count: ids.length })}
      </Button>
      <ConfirmDialog
        isOpen={isAsking}
        title={t('admin.deleteSelected', { count: ids.length })}
        message={t(resource.softDelete ? 'admin.confirmSoftDeleteMany' : 'admin.confirmDeleteMany', { count: ids.length })}
        confirmLabel={t('admin.delete')}
        isDangerous
        isBusy={removal.isPending}
        onCancel={() => setIsAsking(false)}
        onConfirm={() =>
          void removal.run(action, ids).finally(() => {
            setIsAsking(false);
            onDone();
          })
        }
      />
    </Box>
  );
}
