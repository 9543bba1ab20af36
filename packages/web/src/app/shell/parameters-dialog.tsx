import { useId, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { switchLocale } from '../../lib/i18n/activate-locale.ts';
import { useLocale, useTranslation } from '../../lib/i18n/i18n.ts';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { updateSessionUser } from '../../lib/session/actions.ts';
import type { SessionUser } from '../../lib/session/session.ts';
import { toast } from '../../lib/ui-store.ts';
import { languageName } from './language-name.ts';

/**
 * The footer's parameters dialog for signed-in users (spec §2 "Footer"): the interface language
 * and the edition language (the language admin screens edit content in), saved on the account.
 */
export function ParametersDialog({ user, open, onClose }: { user: SessionUser; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const queryClient = useQueryClient();
  const current = useLocale();
  const { locales } = useRuntimeEnvironment();
  const [locale, setLocale] = useState(current);
  const [editionLocale, setEditionLocale] = useState(user.editionLocale ?? current);
  const [isSaving, setIsSaving] = useState(false);
  const save = async () => {
    setIsSaving(true);
    try {
      if (editionLocale !== user.editionLocale) await updateSessionUser(queryClient, user, { attributes: { editionLocale } });
      if (locale !== current) await switchLocale(queryClient, locale);
      toast(t('common.actionDone'));
      onClose();
    } catch {
      // The shell's dialogs (network, expired session, server failure) have already said so.
    } finally {
      setIsSaving(false);
    }
  };
  const options = locales.map((code) => (
    <MenuItem key={code} value={code} lang={code}>
      {languageName(code)}
    </MenuItem>
  ));
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={`${id}-title`} slotProps={{ paper: { sx: { width: '100%', maxWidth: 600 } } }}>
      <DialogTitle id={`${id}-title`}>{t('auth.parameters')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 3, pt: '8px !important' }}>
        <TextField select label={t('footer.interfaceLanguage')} value={locale} onChange={(event) => setLocale(event.target.value)}>
          {options}
        </TextField>
        <TextField
          select
          label={t('footer.editionLanguage')}
          helperText={t('footer.editionLanguageHelp')}
          value={editionLocale}
          onChange={(event) => setEditionLocale(event.target.value)}
        >
          {options}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('common.cancel')}</Button>
        <Button variant="contained" onClick={() => void save()} disabled={isSaving}>
          {t('common.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
