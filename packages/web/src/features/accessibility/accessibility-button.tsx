import { useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense, useEffect, useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import { createSvgIcon } from '@mui/material/utils';
import { selectableFonts } from '@relais/domain';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { changeAccessibility, offerOperatorFonts, resetAccessibility, useAccessibility } from './accessibility-store.ts';
import { loadFontFamily } from './fonts/load-font-family.ts';

const AccessibilityDrawer = lazy(() => import('./components/accessibility-drawer.tsx').then((module) => ({ default: module.AccessibilityDrawer })));

// Material Design's "accessibility" icon.
const AccessibilityIcon = createSvgIcon(
  <path d="M12 2c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m9 7h-6v13h-2v-6h-2v6H9V9H3V7h18z" />,
  'Accessibility',
);

/** Opens the accessibility settings; the drawer's code loads the first time it opens. */
export function AccessibilityButton() {
  const { t } = useTranslation();
  const id = useId();
  const parameters = useAccessibility();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const { fonts: operatorFonts } = useRuntimeEnvironment();
  useEffect(() => offerOperatorFonts(operatorFonts), [operatorFonts]);
  const fonts = useMemo(() => selectableFonts(undefined, operatorFonts.map((font) => font.family)), [operatorFonts]);
  const open = () => {
    // Each font is shown in itself: its rules are declared, the browser fetches the files it draws.
    fonts.forEach((font) => void loadFontFamily(font));
    setWasOpened(true);
    setIsOpen(true);
  };
  return (
    <>
      <Button
        color="inherit"
        startIcon={<AccessibilityIcon />}
        aria-label={t('accessibility.open')}
        aria-expanded={isOpen}
        aria-controls={isOpen ? id : undefined}
        aria-haspopup="dialog"
        onClick={open}
        sx={{ minWidth: 0, '& .MuiButton-startIcon': { mr: 0, '@media (min-width: 1536px)': { mr: 1 } } }}
      >
        <Box component="span" sx={{ display: 'none', '@media (min-width: 1536px)': { display: 'inline' } }}>
          {t('accessibility.shortTitle')}
        </Box>
      </Button>
      {wasOpened && (
        <Suspense fallback={null}>
          <AccessibilityDrawer
            id={id}
            isOpen={isOpen}
            onClose={() => setIsOpen(false)}
            parameters={parameters}
            fonts={fonts}
            onChange={changeAccessibility}
            onReset={resetAccessibility}
          />
        </Suspense>
      )}
    </>
  );
}
