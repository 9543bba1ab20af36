import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { IconButton } from '../../components/icon-button.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { AccessibilityButton } from '../../features/accessibility/accessibility-button.tsx';
import { AppMenuBar } from '../../features/menu/components/app-menu-bar.tsx';
import { MobileMenu } from '../../features/menu/components/mobile-menu.tsx';
import { MenuIcon } from '../../lib/icons.tsx';
import { useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { paths } from '../../paths.ts';
import { LanguageMenu } from './language-menu.tsx';
import { UserActions } from './user-actions.tsx';

export interface TopBarProps {
  /** In the admin area: no site menu; on mobile a button opens the admin drawer instead. */
  adminArea?: { drawerId: string; isDrawerOpen: boolean; openDrawer: () => void };
}

/** The site's logo and name, a link to the home page. */
function SiteName() {
  const { appName } = useRuntimeEnvironment();
  return (
    <Box
      component={SmartLink}
      href={paths.home}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, mr: 2, color: 'text.primary', textDecoration: 'none', fontWeight: 700, fontSize: '1.25rem' }}
    >
      <Box component="img" src="/logo.svg" alt="" sx={{ height: { xs: 32, sm: 40 }, width: 'auto' }} />
      <span>{appName}</span>
    </Box>
  );
}

const HEADER_SX = { position: 'sticky', top: 0, zIndex: 'appBar', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' } as const;
// MUI Toolbar's layout (flex row, 56/64 px high, 16/24 px gutters) on a Box: its own module is weight a public page need not carry.
const TOOLBAR_SX = { position: 'relative', display: 'flex', alignItems: 'center', minHeight: { xs: 56, sm: 64 }, px: { xs: 2, sm: 3 }, gap: 1, flexWrap: 'wrap' } as const;

/**
 * The top bar of a standalone screen (spec's "no nav, no footer": the unsubscribe screens): the
 * site's name back home, the language and the accessibility settings; no menu, no account actions.
 */
export function StandaloneTopBar() {
  return (
    <Box component="header" sx={HEADER_SX}>
      <Box sx={TOOLBAR_SX}>
        <SiteName />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
          <LanguageMenu />
          <AccessibilityButton />
        </Box>
      </Box>
    </Box>
  );
}

export function TopBar({ adminArea }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <Box component="header" sx={HEADER_SX}>
      <Box sx={TOOLBAR_SX}>
        {adminArea ? (
          <Box sx={{ display: { xs: 'block', md: 'none' } }}>
            <IconButton color="inherit" aria-label={t('admin.openMenu')} aria-expanded={adminArea.isDrawerOpen} onClick={adminArea.openDrawer}>
              <MenuIcon />
            </IconButton>
          </Box>
        ) : (
          // The language menu has no room in the top bar of a phone: the menu drawer offers it.
          <MobileMenu extra={<LanguageMenu />} />
        )}
        <SiteName />
        {!adminArea && <AppMenuBar />}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <LanguageMenu />
          </Box>
          <AccessibilityButton />
          <UserActions />
        </Box>
      </Box>
    </Box>
  );
}
