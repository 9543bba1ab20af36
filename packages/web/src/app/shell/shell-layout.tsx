import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import Box from '@mui/material/Box';
import { ErrorBoundary } from '../../components/error-boundary.tsx';
import { UnexpectedErrorRoute } from '../../features/errors/routes/unexpected-error-route.tsx';
import { Footer } from './footer.tsx';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link.tsx';
import { TopBar } from './top-bar.tsx';

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

/** The frame of every public screen: skip link first, top bar, main content, footer. */
export function ShellLayout() {
  const location = useLocation();
  useStartOfScreenOnNavigation(location.pathname, location.hash);
  // A path with a double slash is the same path with a single one (spec, platform §2).
  if (location.pathname.includes('//')) {
    return <Navigate replace to={{ ...location, pathname: location.pathname.replace(/\/{2,}/g, '/') }} />;
  }
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <SkipLink />
      <TopBar />
      <Box component="main" id={MAIN_CONTENT_ID} tabIndex={-1} sx={{ flex: 1, '&:focus, &:focus-visible': { outline: 'none', boxShadow: 'none' } }}>
        {/* Keyed by path: leaving a failed screen gives the next one a fresh start. */}
        <ErrorBoundary key={location.pathname} label="Screen" fallback={<UnexpectedErrorRoute />}>
          <Outlet />
        </ErrorBoundary>
      </Box>
      <Footer />
    </Box>
  );
}
