import { lazy, Suspense, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { UnexpectedErrorRoute } from '../../features/errors/routes/unexpected-error-route.tsx';
import { useIsMobile } from '../../lib/use-is-mobile.ts';
import { useSession } from '../../lib/session/session.ts';
import { setUiState, useUiState } from '../../lib/ui-store.ts';
import { isAdminPath, paths } from '../../paths.ts';
import { loadBanners, loadedBanners } from './banners-loader.ts';
import { GlobalUi } from './global-ui.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { StandaloneTopBar, TopBar } from './top-bar.tsx';

// Below the fold: the footer loads just after the screen, outside the first download.
// Banners are rare (an admin impersonating, a newer environment): their code loads when one shows.
// A drawn document's banner is loaded before hydration (banners-loader.ts) and rendered directly.
const LazyImpersonationBanner = lazy(() => loadBanners().then((m) => ({ default: m.ImpersonationBanner })));
const EnvironmentUpdatedBanner = lazy(() => loadBanners().then((m) => ({ default: m.EnvironmentUpdatedBanner })));

function ImpersonationBanner() {
  const banners = loadedBanners();
  return banners ? <banners.ImpersonationBanner /> : <LazyImpersonationBanner />;
}
const Footer = lazy(() => import('./footer.tsx').then((m) => ({ default: m.Footer })));
const AdminDrawer = lazy(() => import('./admin-drawer.tsx').then((m) => ({ default: m.AdminDrawer })));

/**
 * After an in-app navigation, the new screen starts at its top, and keyboard and screen-reader
 * users start at the new content rather than on the link they followed.
 */
function useStartOfScreenOnNavigation(pathname: string, hash: string) {
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    if (!hash) window.scrollTo(0, 0);
    document.getElementById(MAIN_CONTENT_ID)?.focus({ preventScroll: true });
  }, [pathname, hash]);
}

/** The admin drawer: open by default off mobile, closed on mobile until asked for (spec §2). */
function useAdminDrawer() {
  const isMobile = useIsMobile();
  const [isOpen, setIsOpen] = useState(!isMobile);
  const wasMobile = useRef(isMobile);
  useEffect(() => {
    if (wasMobile.current !== isMobile) setIsOpen(!isMobile);
    wasMobile.current = isMobile;
  }, [isMobile]);
  return { isOpen, toggle: () => setIsOpen((open) => !open), close: () => setIsOpen(false), open: () => setIsOpen(true) };
}

/**
 * A session that must set up two-factor sign-in first is answered 403 on every other call (server:
 * auth/two-factor-enrolment.ts): the shell then shows the set-up screen, until the user has a
 * second factor. Another user in this tab starts with a clean slate.
 */
function useTwoFactorEnrolmentRedirect(pathname: string): string | null {
  const { user } = useSession();
  const isRequired = useUiState((state) => state.twoFactorEnrolmentRequired);
  const userId = user?.id ?? null;
  const previousUserId = useRef(userId);
  useEffect(() => {
    // Signing out or changing user forgets it; signing in keeps what the sign-in reply said.
    if (previousUserId.current !== null && previousUserId.current !== userId) setUiState({ twoFactorEnrolmentRequired: false });
    previousUserId.current = userId;
  }, [userId]);
  const mustEnrol = isRequired && !!user && !user.twoFactorStrategy;
  return mustEnrol && pathname !== paths.account.twoFactor ? paths.account.twoFactor : null;
}

export interface ShellLayoutProps {
  /**
   * A screen the spec draws with "no nav, no footer" (the unsubscribe screens): a top bar with the
   * site's name, the language and accessibility settings alone, and no footer. `print`: the print
   * screen's, without the accessibility drawer either, and without the top bar on paper.
   */
  standalone?: boolean | 'print';
}

/**
 * The frame of every screen: skip link first, banners, top bar, (in the admin area) the side
 * drawer, main content, footer; plus the loading bar and the global dialogs and toast. A standalone
 * screen keeps the skip link, banners, main content and global dialogs, without menu or footer.
 */
export function ShellLayout({ standalone = false }: ShellLayoutProps) {
  const location = useLocation();
  const drawerId = useId();
  const isAdminArea = !standalone && isAdminPath(location.pathname);
  const drawer = useAdminDrawer();
  useStartOfScreenOnNavigation(location.pathname, location.hash);
  // A route has matched: the route-loading flag, true from the start, clears. A layout effect runs
  // before the screen's own effects, so a lazy screen still loading sets it again after this.
  useLayoutEffect(() => setUiState({ routeLoading: false }), []);
  const enrolment = useTwoFactorEnrolmentRedirect(location.pathname);
  const isImpersonating = Boolean(useSession().user?.impersonating);
  const isEnvironmentUpdated = useUiState((state) => state.environmentUpdated);
  if (enrolment) return <Navigate replace to={enrolment} />;
  // A path with a double slash is the same path with a single one (spec, platform §2).
  if (location.pathname.includes('//')) {
    return <Navigate replace to={{ ...location, pathname: location.pathname.replace(/\/{2,}/g, '/') }} />;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      {isImpersonating && (
        <Suspense fallback={null}>
          <ImpersonationBanner />
        </Suspense>
      )}
      {isEnvironmentUpdated && (
        <Suspense fallback={null}>
          <EnvironmentUpdatedBanner />
        </Suspense>
      )}
      {standalone ? <StandaloneTopBar isPrint={standalone === 'print'} /> : <TopBar adminArea={isAdminArea ? { drawerId, isDrawerOpen: drawer.isOpen, openDrawer: drawer.open } : undefined} />}
      <Box sx={{ display: 'flex', flex: 1, minWidth: 0 }}>
        {isAdminArea && (
          <Suspense fallback={null}>
            <AdminDrawer id={drawerId} isOpen={drawer.isOpen} onToggle={drawer.toggle} onClose={drawer.close} />
          </Suspense>
        )}
        <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, minWidth: 0, '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' } }}>
          {/* Fixed at the top of the window, it is drawn in the main landmark: all content is in one (axe `region`). */}
          <LoadingBar />
          {/* Keyed by path: leaving a failed screen gives the next one a fresh start. */}
          <ErrorBoundary key={location.pathname} label="Screen" fallback={<UnexpectedErrorRoute />}>
            <Outlet />
          </ErrorBoundary>
        </Box>
      </Box>
      {!standalone && (
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      )}
      <GlobalUi />
    </Box>
  );
}
