import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { Button } from '../button.tsx';
import { SmartLink } from '../smart-link.tsx';
import { OpenInNewIcon } from '../../lib/icons.tsx';
import { byPosition, menuItemHref } from '../../lib/app-menu.ts';
import type { AppMenuItem } from '../../lib/app-menu.ts';
import { InLanguageText } from '../in-language.tsx';
import { MenuDropdown } from './menu-dropdown.tsx';

/**
 * The site menu as the top bar draws it (spec, platform §4 "Shell"): a leaf is a link, an entry
 * with children a dropdown, an entry flagged alignsNextRight pushes the next ones to the right.
 * Drawn from data, so the shell and the menu editor's preview show the same thing.
 */
export function SiteMenuBar({ items, label, sx }: { items: readonly AppMenuItem[]; label: string; sx?: SxProps<Theme> }) {
  return (
    <Box component="nav" aria-label={label} sx={[{ display: 'flex', flex: 1, minWidth: 0 }, ...(Array.isArray(sx) ? sx : [sx])]}>
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
                <InLanguageText locale={item.locale}>{item.name}</InLanguageText>
              </Button>
            )}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
