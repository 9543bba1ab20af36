import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import { ConfirmDialog } from '../../../../components/confirm-dialog.tsx';
import { useTranslation } from '../../../../lib/i18n/i18n.ts';
import { useSession } from '../../../../lib/session/session.ts';
import { toast } from '../../../../lib/ui-store.ts';
import type { ListAction } from '../../overrides/types.ts';

/**
 * The list's buttons of a kind's own actions on the whole kind (its override's `listActions`): each
 * asks first, then says what the action answered, or the refusal.
 */
export function ListActionButtons({ actions = [] }: { actions?: readonly ListAction[] }) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [asked, setAsked] = useState<ListAction | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const run = async (action: ListAction) => {
    setIsBusy(true);
    try {
      toast(await action.run({ session, queryClient, t }));
    } catch (error) {
      toast(error instanceof Error ? error.message : t('validation.invalid'), { severity: 'error', length: 'long' });
    } finally {
      setIsBusy(false);
      setAsked(null);
    }
  };

  return (
    <>
      {actions
        .filter((action) => action.isAvailable({ session }))
        .map((action) => (
          <Button key={action.name} variant="outlined" startIcon={action.icon} disabled={isBusy} onClick={() => setAsked(action)}>
            {action.label(t)}
          </Button>
        ))}
      {asked && (
        <ConfirmDialog
          isOpen
          title={asked.label(t)}
          message={asked.confirm(t)}
          confirmLabel={asked.label(t)}
          isBusy={isBusy}
          onCancel={() => setAsked(null)}
          onConfirm={() => void run(asked)}
        />
      )}
    </>
  );
}
