import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { Button } from '../../../components/button.tsx';
import { SmartLink } from '../../../components/smart-link.tsx';
import { OpenInNewIcon } from '../../../lib/icons.tsx';
import { byPosition, menuItemHref, useAppMenu } from '../../../lib/app-menu.ts';
import { MenuDropdown } from './menu-dropdown.tsx';

/** The site menu of the top bar, from medium screens up (the mobile menu lists the same items). */
export function AppMenuBar() {
  const { t } = useTranslation();
  const { data: items = [] } = useAppMenu();
  if (items.length === 0) return null;
  return (
    <Box component="nav" aria-label={t('shell.menu')} sx={{ display: { xs: 'none', md: 'flex' }, flex: 1, minWidth: 0 }}>
      <Box component="ul" sx={{ display: 'flex', flex: 1, flexWrap: 'wrap', alignItems: 'center', gap: 0.5, listStyle: 'none', m: 0, p: 0 }}>
        {[...items].sort(byPosition).map((item) => (
          <Box component="li" key={item.id} sx={item.alignsNextRight ? { mr: 'auto' } : undefined}>
            {item.children.length > 0 ? (
              <MenuDropdown item={item} />
            ) : (
              <Button
                component={SmartLink}
                href={menuItemHref(item)}
                isBlank={item.blank}
                color="inherit"
                endIcon={item.blank ? <OpenInNewIcon aria-hidden="true" /> : undefined}
              >
                {item.name}
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
