import { useTranslation } from '../lib/i18n/i18n.ts';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Typography from '@mui/material/Typography';
import { CloseIcon } from '../lib/drawer-icons.tsx';
import { overlayDrawerWidth } from '../lib/theme.ts';
import { IconButton } from './icon-button.tsx';

export interface DialogDrawerProps {
  id?: string;
  anchor?: 'left' | 'right';
  isOpen: boolean;
  onClose: () => void;
  /** The heading that names the dialog; `titleId` lets the content refer to it too. */
  title: string;
  titleId: string;
  /** Width in pixels, widened for large text (`overlayDrawerWidth`). */
  width: number;
  children: ReactNode;
}

/**
 * A drawer over the screen: a modal dialog named by its heading, with a close button beside it (the
 * site menu, the admin menu on a phone, a page's in-page navigation).
 */
export function DialogDrawer({ id, anchor = 'left', isOpen, onClose, title, titleId, width, children }: DialogDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id={id}
      anchor={anchor}
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: overlayDrawerWidth(width), maxWidth: '100%' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('shell.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      {children}
    </Drawer>
  );
}
