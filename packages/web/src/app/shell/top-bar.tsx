import { useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
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

// Loaded only where the rental feature is on: other platforms' pages never carry it.
const RentalAction = lazy(() => import('../../features/rentals/rental-action.tsx').then((m) => ({ default: m.RentalAction })));
// The search button, only where the global search feature is on.
const SearchAction = lazy(() => import('../../features/search/search-action.tsx').then((m) => ({ default: m.SearchAction })));
const ACTION_ROOM = <Box sx={{ width: 40, height: 40, flex: '0 0 auto' }} />;

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

const HEADER_SX = { top: 0, zIndex: 'appBar', borderBottom: 1, borderColor: 'divider', bgcolor: 'background.paper' } as const;

/** The largest share of the window's height a sticky top bar may keep covering (issue 21 item 26). */
export const MAX_STICKY_SHARE = 0.15;

/**
 * The top bar stays at the top of the window while it is small; once the user's text settings or a
 * short window make it take more than `MAX_STICKY_SHARE` of the height, it scrolls away with the page
 * (reading room first: large text on a phone left a fifth to a half of the screen under the bar).
 */
function useStickyHeader() {
  const ref = useRef<HTMLElement>(null);
  const [isSticky, setIsSticky] = useState(true);
  useEffect(() => {
    const header = ref.current;
    if (!header) return;
    const measure = () => setIsSticky(header.offsetHeight <= MAX_STICKY_SHARE * window.innerHeight);
    measure();
    // Older browsers (and jsdom) have no ResizeObserver: the window's resize still measures.
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(measure);
    observer?.observe(header);
    window.addEventListener('resize', measure);
    return () => {
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, []);
  return { ref, sx: { ...HEADER_SX, position: isSticky ? 'sticky' : 'static' } as const };
}
// MUI Toolbar's layout (flex row, 56/64 px high, 16/24 px gutters) on a Box: its own module is weight a public page need not carry.
const TOOLBAR_SX = { position: 'relative', display: 'flex', alignItems: 'center', minHeight: { xs: 56, sm: 64 }, px: { xs: 2, sm: 3 }, gap: 1, flexWrap: 'wrap' } as const;

/**
 * The top bar of a standalone screen (spec's "no nav, no footer": the unsubscribe screens): the
 * site's name back home, the language and the accessibility settings; no menu, no account actions.
 */
export function StandaloneTopBar({ isPrint = false }: { isPrint?: boolean }) {
  const header = useStickyHeader();
  return (
    <Box component="header" ref={header.ref} sx={isPrint ? { ...header.sx, '@media print': { display: 'none' } } : header.sx}>
      <Box sx={TOOLBAR_SX}>
        <SiteName />
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
          <LanguageMenu />
          {/* The print screen has no accessibility drawer (spec, platform §2). */}
          {!isPrint && <AccessibilityButton />}
        </Box>
      </Box>
    </Box>
  );
}

export function TopBar({ adminArea }: TopBarProps) {
  const { t } = useTranslation();
  const header = useStickyHeader();
  const { features } = useRuntimeEnvironment();
  return (
    <Box component="header" ref={header.ref} sx={header.sx}>
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
        {/* The actions wrap onto a second line rather than push the page sideways (320 px, largest text). */}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, ml: 'auto', flexWrap: 'wrap', justifyContent: 'flex-end', minWidth: 0 }}>
          <Box sx={{ display: { xs: 'none', sm: 'block' } }}>
            <LanguageMenu isCompact />
          </Box>
          {features.globalSearch && !adminArea && (
            <Suspense fallback={ACTION_ROOM}>
              <SearchAction />
            </Suspense>
          )}
          <AccessibilityButton />
          {features.rental && !adminArea && (
            <Suspense fallback={ACTION_ROOM}>
              <RentalAction />
            </Suspense>
          )}
          <UserActions />
        </Box>
      </Box>
    </Box>
  );
}
