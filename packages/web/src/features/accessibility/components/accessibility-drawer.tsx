import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import FormControlLabel from '@mui/material/FormControlLabel';
import { CloseIcon } from '../../../lib/drawer-icons.tsx';
import { IconButton } from '../../../components/icon-button.tsx';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FONT_SIZE, LETTER_SPACING, letterSpacingEm, LINE_HEIGHT, TOAST_TIMEOUTS } from '@relais/domain';
import type { AccessibilityParameters, ToastTimeout } from '@relais/domain';
import { SettingSlider } from './setting-slider.tsx';


/** Spec §9: the drawer is as wide as the side drawer. */
const DRAWER_WIDTH = 320;

/** The toast durations offered, by the name of their message; `default` lets each message choose. */
const TOAST_CHOICES: { key: 'default' | 'long' | 'none'; value: ToastTimeout }[] = [
  { key: 'default', value: null },
  { key: 'long', value: TOAST_TIMEOUTS.long },
  { key: 'none', value: TOAST_TIMEOUTS.none },
];
const toastKeyOf = (value: ToastTimeout) => TOAST_CHOICES.find((choice) => choice.value === value)?.key ?? 'default';

export interface AccessibilityDrawerProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  parameters: AccessibilityParameters;
  fonts: string[];
  onChange: (change: Partial<AccessibilityParameters>) => void;
  onReset: () => void;
}

/**
 * The accessibility settings (spec §2 "accessibility drawer"): every change applies at once. The
 * settings come from its button: a lazy chunk that imported the store would make the bundler split
 * shared modules out of the entry chunk (about 1 KB more for every page).
 */
export function AccessibilityDrawer({ id, isOpen, onClose, parameters, fonts, onChange: changeAccessibility, onReset }: AccessibilityDrawerProps) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const share = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1 });
  // Said as what it adds between letters, a share of the text size (WCAG 1.4.12 counts it so): "normal" adds nothing.
  const letterSpacingText = (value: number) =>
    value === LETTER_SPACING.defaultValue ? t('accessibility.letterSpacingNormal') : t('accessibility.letterSpacingValue', { amount: share.format(letterSpacingEm(value)) });

  return (
    <Drawer
      anchor="right"
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { id, role: 'dialog', 'aria-labelledby': titleId, sx: { width: DRAWER_WIDTH, maxWidth: '100%' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1 }}>
          {t('accessibility.title')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('accessibility.close')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, p: 2 }}>
        <TextField
          select
          label={t('accessibility.fontFamily')}
          value={parameters.fontFamily}
          onChange={(event) => changeAccessibility({ fontFamily: event.target.value })}
        >
          {fonts.map((font) => (
            <MenuItem key={font} value={font} sx={{ fontFamily: `"${font}", sans-serif` }}>
              {font}
            </MenuItem>
          ))}
        </TextField>
        <SettingSlider
          label={t('accessibility.fontSize')}
          bounds={FONT_SIZE}
          value={parameters.fontSize}
          valueText={(value) => t('accessibility.fontSizeValue', { value: number.format(value) })}
          onChange={(fontSize) => changeAccessibility({ fontSize })}
        />
        <SettingSlider
          label={t('accessibility.lineHeight')}
          bounds={LINE_HEIGHT}
          value={parameters.lineHeight}
          valueText={(value) => t('accessibility.lineHeightValue', { value: number.format(value) })}
          onChange={(lineHeight) => changeAccessibility({ lineHeight })}
        />
        <SettingSlider
          label={t('accessibility.letterSpacing')}
          bounds={LETTER_SPACING}
          value={parameters.letterSpacing}
          valueText={letterSpacingText}
          onChange={(letterSpacing) => changeAccessibility({ letterSpacing })}
        />
        <FormControlLabel
          control={<Switch checked={parameters.grayscaleImages} onChange={(event) => changeAccessibility({ grayscaleImages: event.target.checked })} />}
          label={t('accessibility.grayscaleImages')}
        />
        <TextField
          select
          label={t('accessibility.toastTimeout')}
          value={toastKeyOf(parameters.toastTimeout)}
          onChange={(event) => changeAccessibility({ toastTimeout: TOAST_CHOICES.find((choice) => choice.key === event.target.value)?.value ?? null })}
        >
          {TOAST_CHOICES.map((choice) => (
            <MenuItem key={choice.key} value={choice.key}>
              {t(`accessibility.toastTimeout${choice.key[0]!.toUpperCase()}${choice.key.slice(1)}`)}
            </MenuItem>
          ))}
        </TextField>
        <FormControlLabel
          control={<Switch checked={parameters.darkTheme} onChange={(event) => changeAccessibility({ darkTheme: event.target.checked })} />}
          label={t('accessibility.darkTheme')}
        />
        <Button variant="outlined" onClick={onReset} sx={{ alignSelf: 'flex-start' }}>
          {t('accessibility.reset')}
        </Button>
      </Box>
    </Drawer>
  );
}
