import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { lazy, Suspense, useId, useState } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { IconButton } from '../../../components/icon-button.tsx';
import { MenuIcon } from '../../../lib/icons.tsx';
import { useAppMenu } from '../../../lib/app-menu.ts';

const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer.tsx').then((m) => ({ default: m.MobileMenuDrawer })));

/** Small screens: a menu button opening the site menu in a drawer, with `extra` below the menu. */
export function MobileMenu({ extra }: { extra?: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [wasOpened, setWasOpened] = useState(false);
  const { data: items = [] } = useAppMenu();
  if (items.length === 0) return null;
  const open = () => {
    setWasOpened(true);
    setIsOpen(true);
  };
  return (
    <Box sx={{ display: { xs: 'block', md: 'none' } }}>
      <IconButton color="inherit" aria-label={t('shell.openMenu')} aria-expanded={isOpen} aria-controls={isOpen ? id : undefined} onClick={open}>
        <MenuIcon />
      </IconButton>
      {wasOpened && (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={id} isOpen={isOpen} items={items} onClose={() => setIsOpen(false)} extra={extra} />
        </Suspense>
      )}
    </Box>
  );
}
