import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { IconButton } from '../../../components/icon-button.tsx';
import { CloseIcon } from '../../../lib/drawer-icons.tsx';
import { overlayDrawerWidth } from '../../../lib/theme.ts';
import type { PageSectionLink } from './page-tools.tsx';

/**
 * The page's titled blocks in a side drawer, a dialog named by its heading; choosing one closes the
 * drawer and goes to the block's anchor (the page scrolls to it and moves focus there).
 */
export function PageNavigationDrawer({ id, isOpen, sections, onClose }: { id: string; isOpen: boolean; sections: PageSectionLink[]; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Drawer
      id={id}
      anchor="right"
      open={isOpen}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: { width: overlayDrawerWidth(280), maxWidth: '100%' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
        <Typography id={titleId} component="h2" variant="h6" sx={{ flex: 1, minWidth: 0 }}>
          {t('shell.onThisPage')}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('shell.closeMenu')}>
          <CloseIcon />
        </IconButton>
      </Box>
      <Box component="nav" aria-labelledby={titleId}>
        <List>
          {sections.map((section) => (
            <li key={section.id}>
              <ListItemButton component={Link} to={{ hash: `#${encodeURIComponent(section.id)}` }} onClick={onClose} sx={{ minHeight: 44 }}>
                {section.title}
              </ListItemButton>
            </li>
          ))}
        </List>
      </Box>
    </Drawer>
  );
}
