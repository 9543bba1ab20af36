import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useId } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import { DialogDrawer } from '../../components/dialog-drawer.tsx';
import { IconButton } from '../../components/icon-button.tsx';
import { ChevronLeftIcon, ChevronRightIcon } from '../../lib/drawer-icons.tsx';
import { AdminMenu } from '../../features/admin/components/admin-menu.tsx';
import { skipTargetId, useSkipTarget } from '../../lib/skip-targets.ts';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { LanguageMenu } from './language-menu.tsx';

/** Spec §9: drawer 256 px, mini 56 px. */
export const DRAWER_WIDTH = 256;
export const DRAWER_MINI_WIDTH = 56;

export interface AdminDrawerProps {
  id: string;
  /** Off mobile: full (true) or mini (false). On mobile: shown over the screen or not. */
  isOpen: boolean;
  onToggle: () => void;
  onClose: () => void;
}

/**
 * The admin area's side drawer (spec §2 "Side drawer", "Admin menu"): always there off mobile,
 * open by default and reducible to icons; over the screen on mobile. Its entries are the admin
 * feature's menu.
 */
export function AdminDrawer({ id, isOpen, onToggle, onClose }: AdminDrawerProps) {
  const { t } = useTranslation();
  const isMobile = useIsMobile();
  const titleId = useId();
  const isMini = !isMobile && !isOpen;
  const width = isMini ? DRAWER_MINI_WIDTH : DRAWER_WIDTH;
  // On a phone the menu is a dialog opened from the top bar: no skip link leads into it.
  useSkipTarget('menu', !isMobile);
  const content = (
    <Box component="nav" id={isMobile ? undefined : skipTargetId('menu')} aria-label={t('admin.menu')} sx={{ width: isMobile ? '100%' : width, overflowX: 'hidden' }}>
      {!isMobile && (
        <Box sx={{ display: 'flex', justifyContent: isMini ? 'center' : 'flex-end', p: 0.5 }}>
          <IconButton onClick={onToggle} aria-label={isMini ? t('admin.expandMenu') : t('admin.collapseMenu')} aria-expanded={!isMini} aria-controls={id}>
            {isMini ? <ChevronRightIcon /> : <ChevronLeftIcon />}
          </IconButton>
        </Box>
      )}
      <Box id={id}>
        <AdminMenu isMini={isMini} onNavigate={isMobile ? onClose : undefined} />
      </Box>
    </Box>
  );
  if (isMobile) {
    // Over the screen: a dialog named by its heading, with a close button and the language menu
    // that the top bar of a phone has no room for (as the site menu's drawer).
    return (
      <DialogDrawer isOpen={isOpen} onClose={onClose} title={t('admin.menu')} titleId={titleId} width={DRAWER_WIDTH}>
        {content}
        <Box sx={{ px: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>
          <LanguageMenu />
        </Box>
      </DialogDrawer>
    );
  }
  return (
    <Drawer
      variant="permanent"
      sx={{ width, flexShrink: 0, '& .MuiDrawer-paper': { width, position: 'sticky', top: 0, height: '100%', boxSizing: 'border-box' } }}
    >
      {content}
    </Drawer>
  );
}
