import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useId } from 'react';
import type { FormEvent, ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export interface InteractionDialogProps {
  isOpen: boolean;
  title: string;
  /** A sentence under the title, read as the dialog's description. */
  description?: string;
  submitLabel: string;
  isBusy?: boolean;
  isDangerous?: boolean;
  /** A failure no field shows. */
  failure?: string | null;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onClose: () => void;
  children?: ReactNode;
}

/**
 * The interactions' dialog: a form named by its title, with MUI's focus trap and return of focus to
 * what opened it; Escape and Cancel close it, unless it is sending.
 */
export function InteractionDialog({ isOpen, title, description, submitLabel, isBusy = false, isDangerous = false, failure, onSubmit, onClose, children }: InteractionDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const descriptionId = useId();
  const close = () => {
    if (!isBusy) onClose();
  };
  return (
    <Dialog
      open={isOpen}
      onClose={close}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      fullWidth
      maxWidth="sm"
    >
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          {description && <DialogContentText id={descriptionId}>{description}</DialogContentText>}
          {children}
          {failure && (
            <Alert severity="error" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} autoFocus={!children}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" color={isDangerous ? 'error' : 'primary'} disabled={isBusy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
