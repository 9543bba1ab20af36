import { useTranslation } from '../../../lib/i18n/i18n.ts';
import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import { DialogDrawer } from '../../../components/dialog-drawer.tsx';
import { InLanguageText } from '../../../components/in-language.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { byPosition, menuItemHref } from '../../../lib/app-menu.ts';
import type { AppMenuItem } from '../../../lib/app-menu.ts';

function MenuLink({ item, onNavigate, isNested = false }: { item: AppMenuItem; onNavigate: () => void; isNested?: boolean }) {
  return (
    <li>
      <ListItemButton component={SmartLink} href={menuItemHref(item)} isBlank={item.blank} onClick={onNavigate} sx={{ minHeight: 44, pl: isNested ? 4 : 2 }}>
        <InLanguageText locale={item.locale}>{item.name}</InLanguageText>
      </ListItemButton>
    </li>
  );
}

export interface MobileMenuDrawerProps {
  id: string;
  isOpen: boolean;
  items: AppMenuItem[];
  onClose: () => void;
  /** What the top bar hides on a phone and the drawer offers instead (the language choice). */
  extra?: ReactNode;
}

/**
 * The site menu in a side drawer, a dialog named by its heading with a close button; parents as
 * labels over their links, then what the top bar has no room for. Loaded when first opened.
 */
export function MobileMenuDrawer({ id, isOpen, items, onClose, extra }: MobileMenuDrawerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <DialogDrawer id={id} isOpen={isOpen} onClose={onClose} title={t('shell.menu')} titleId={titleId} width={256}>
      <Box component="nav" aria-labelledby={titleId}>
        <List>
          {[...items].sort(byPosition).map((item) =>
            item.children.length > 0 ? (
              <li key={item.id}>
                <Box id={`${id}-${item.id}`} sx={{ px: 2, pt: 2, pb: 1, fontWeight: 600 }}>
                  <InLanguageText locale={item.locale}>{item.name}</InLanguageText>
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
      {extra && <Box sx={{ px: 1, py: 1, borderTop: 1, borderColor: 'divider' }}>{extra}</Box>}
    </DialogDrawer>
  );
}
