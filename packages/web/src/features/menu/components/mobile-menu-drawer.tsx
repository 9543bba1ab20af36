import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { SmartLink } from '../../../components/smart-link.tsx';
import { byPosition, menuItemHref } from '../../../lib/app-menu.ts';
import type { AppMenuItem } from '../../../lib/app-menu.ts';

function MenuLink({ item, onNavigate, isNested = false }: { item: AppMenuItem; onNavigate: () => void; isNested?: boolean }) {
  return (
    <li>
      <ListItemButton component={SmartLink} href={menuItemHref(item)} isBlank={item.blank} onClick={onNavigate} sx={{ minHeight: 44, pl: isNested ? 4 : 2 }}>
        {item.name}
      </ListItemButton>
    </li>
  );
}

/** The site menu in a side drawer, parents as labels over their links; loaded when first opened. */
export function MobileMenuDrawer({ id, isOpen, items, onClose }: { id: string; isOpen: boolean; items: AppMenuItem[]; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Drawer id={id} open={isOpen} onClose={onClose} slotProps={{ paper: { sx: { width: 256 } } }}>
      <Box component="nav" aria-label={t('shell.menu')}>
        <List>
          {[...items].sort(byPosition).map((item) =>
            item.children.length > 0 ? (
              <li key={item.id}>
                <Box id={`${id}-${item.id}`} sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}>
                  {item.name}
                </Box>
                <List aria-labelledby={`${id}-${item.id}`} disablePadding>
                  {[...item.children].sort(byPosition).map((child) => (
                    <MenuLink key={child.id} item={child} onNavigate={onClose} isNested />
                  ))}
                </List>
              </li>
            ) : (
              <MenuLink key={item.id} item={item} onNavigate={onClose} />
            ),
          )}
        </List>
      </Box>
    </Drawer>
  );
}
