import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useId } from 'react';
import { Link } from 'react-router';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { DialogDrawer } from '../../../components/dialog-drawer.tsx';
import type { PageSectionLink } from './page-tools.tsx';

/**
 * The page's titled blocks in a side drawer, a dialog named by its heading; choosing one closes the
 * drawer and goes to the block's anchor (the page scrolls to it and moves focus there).
 */
export function PageNavigationDrawer({ id, isOpen, sections, onClose }: { id: string; isOpen: boolean; sections: PageSectionLink[]; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <DialogDrawer id={id} anchor="right" isOpen={isOpen} onClose={onClose} title={t('shell.onThisPage')} titleId={titleId} width={280}>
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
    </DialogDrawer>
  );
}
