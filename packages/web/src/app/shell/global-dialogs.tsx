import { useTranslation } from '../../lib/i18n/i18n.ts';
import type { ReactNode } from 'react';
import { useId } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { setSignedIn } from '../../lib/api-client.ts';
import { setSessionUser } from '../../lib/session/session.ts';
import { cancelLeave, confirmLeave, setUiState, useUiState } from '../../lib/ui-store.ts';
import { paths } from '../../paths.ts';
import { REDIRECT_PARAM } from '../../lib/router/guard.tsx';

/** Spec §9 "Dialog widths": normal 600, small 400. */
const SMALL = { sx: { width: '100%', maxWidth: 400 } };

interface SimpleDialogProps {
  open: boolean;
  title: string;
  text: string;
  /** Escape and a click outside: only for dialogs that may be dismissed. */
  onClose?: () => void;
  actions: ReactNode;
  role?: 'dialog' | 'alertdialog';
}

function SimpleDialog({ open, title, text, onClose, actions, role = 'alertdialog' }: SimpleDialogProps) {
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role={role}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-text`}
      slotProps={{ paper: SMALL }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-text`}>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>{actions}</DialogActions>
    </Dialog>
  );
}

/** The shell's dialogs (spec §2 "Global dialogs", §8): loaded the first time one is needed. */
export function GlobalDialogs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const expiredSession = useUiState((state) => state.expiredSession);
  const networkError = useUiState((state) => state.networkError);
  const unexpectedError = useUiState((state) => state.unexpectedError);
  const leaveRequest = useUiState((state) => state.leaveRequest);
  const genericDialog = useUiState((state) => state.genericDialog);

  const signInAgain = () => {
    setUiState({ expiredSession: false, preventLeave: false });
    setSignedIn(false);
    setSessionUser(queryClient, null);
    const here = `${location.pathname}${location.search}`;
    void navigate(`${paths.auth.signIn}?${new URLSearchParams({ [REDIRECT_PARAM]: here }).toString()}`);
  };

  return (
    <>
      <SimpleDialog
        open={expiredSession}
        title={t('dialogs.expiredTitle')}
        text={t('dialogs.expiredText')}
        actions={
          <Button variant="contained" onClick={signInAgain} autoFocus>
            {t('dialogs.signInAgain')}
          </Button>
        }
      />
      <SimpleDialog
        open={networkError}
        title={t('dialogs.networkTitle')}
        text={t('dialogs.networkText')}
        onClose={() => setUiState({ networkError: false })}
        actions={
          <>
            <Button onClick={() => setUiState({ networkError: false })}>{t('common.close')}</Button>
            <Button variant="contained" onClick={() => window.location.reload()} autoFocus>
              {t('common.reload')}
            </Button>
          </>
        }
      />
      <SimpleDialog
        open={unexpectedError !== null}
        title={t('dialogs.unexpectedTitle')}
        text={t('dialogs.unexpectedText')}
        onClose={() => setUiState({ unexpectedError: null })}
        actions={
          <Button variant="contained" onClick={() => setUiState({ unexpectedError: null })} autoFocus>
            {t('common.close')}
          </Button>
        }
      />
      <SimpleDialog
        open={leaveRequest !== null}
        title={t('dialogs.leaveTitle')}
        text={t('dialogs.leaveText')}
        onClose={cancelLeave}
        actions={
          <>
            <Button variant="contained" onClick={cancelLeave} autoFocus>
              {t('dialogs.stay')}
            </Button>
            <Button color="error" onClick={confirmLeave}>
              {t('dialogs.leave')}
            </Button>
          </>
        }
      />
      <SimpleDialog
        open={genericDialog !== null}
        role="dialog"
        title={genericDialog?.title ?? ''}
        text={genericDialog?.message ?? ''}
        onClose={() => setUiState({ genericDialog: null })}
        actions={
          <Button variant="contained" onClick={() => setUiState({ genericDialog: null })} autoFocus>
            {t('common.close')}
          </Button>
        }
      />
    </>
  );
}
