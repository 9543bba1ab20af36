import { useTranslation } from '../../../../../lib/i18n/i18n.ts';
import { memo } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isLocale, LOCALE_NAMES } from '@relais/domain';
import { useRuntimeEnvironment } from '../../../../../lib/runtime-environment.ts';

/** The toolbar's saved or unsaved status: focus lands there after a save. */
export const STATUS_ID = 'page-editor-status';

const languageName = (code: string) => (isLocale(code) ? LOCALE_NAMES[code] : code);

interface EditorToolbarProps {
  language: string;
  onLanguage(language: string): void;
  canUndo: boolean;
  canRedo: boolean;
  onUndo(): void;
  onRedo(): void;
  isDirty: boolean;
  isBusy: boolean;
  isDraft: boolean;
  onSave(): Promise<void>;
  onPublish(): Promise<void>;
}

/** The editor's language, undo and redo, save and publish; memoised: typing does not draw it again. */
export const EditorToolbar = memo(function EditorToolbar({ language, onLanguage, canUndo, canRedo, onUndo, onRedo, isDirty, isBusy, isDraft, onSave, onPublish }: EditorToolbarProps) {
  const { t } = useTranslation();
  const { locales } = useRuntimeEnvironment();
  return (
    <Box role="toolbar" aria-label={t('pageEditor.toolbar')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 3 }}>
      <TextField select size="small" label={t('pageEditor.language')} value={language} onChange={(event) => onLanguage(event.target.value)} sx={{ minWidth: 180 }}>
        {(locales.includes(language as never) ? locales : [language, ...locales]).map((code) => (
          <MenuItem key={code} value={code}>
            {languageName(code)}
          </MenuItem>
        ))}
      </TextField>
      <Button onClick={onUndo} disabled={!canUndo} aria-keyshortcuts="Control+Z">
        {t('pageEditor.undo')}
      </Button>
      <Button onClick={onRedo} disabled={!canRedo} aria-keyshortcuts="Control+Shift+Z">
        {t('pageEditor.redo')}
      </Button>
      <Button variant="contained" onClick={() => void onSave()} disabled={!isDirty || isBusy}>
        {t('common.save')}
      </Button>
      {isDraft && (
        <Button variant="outlined" onClick={() => void onPublish()} disabled={isBusy}>
          {isDirty ? t('pageEditor.saveAndPublish') : t('pageEditor.publish')}
        </Button>
      )}
      <Typography component="span" id={STATUS_ID} tabIndex={-1} variant="body2" sx={{ color: 'text.secondary' }}>
        {isDirty ? t('pageEditor.unsaved') : t('pageEditor.allSaved')}
      </Typography>
    </Box>
  );
});
