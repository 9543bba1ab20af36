import { useTranslation } from '../../lib/i18n/i18n.ts';
import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { closeToast, TOAST_NONE, useUiState } from '../../lib/ui-store.ts';

/**
 * The one toast (spec §2, §9): its duration is the caller's (3500, 7000, none) or the user's own
 * setting; errors are alerts read at once, other messages polite statuses. It does not take focus.
 */
export function Toaster() {
  const { t } = useTranslation();
  const toast = useUiState((state) => state.toast);
  return (
    <Snackbar
      key={toast?.id}
      open={toast !== null}
      autoHideDuration={toast && toast.duration !== TOAST_NONE ? toast.duration : null}
      onClose={(_event, reason) => {
        // A click elsewhere is not a request to close: the message stays its full time.
        if (reason !== 'clickaway' && toast) closeToast(toast.id);
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {toast ? (
        <Alert
          variant="filled"
          severity={toast.severity}
          role={toast.severity === 'error' ? 'alert' : 'status'}
          closeText={t('common.close')}
          onClose={() => closeToast(toast.id)}
          data-testid="toast"
        >
          {toast.message}
        </Alert>
      ) : undefined}
    </Snackbar>
  );
}
