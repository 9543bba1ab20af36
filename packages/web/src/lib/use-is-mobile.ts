import { useSyncExternalStore } from 'react';
import { renderedWith } from './server-rendered.ts';

/** Below MUI's `md` breakpoint (900 px): the phone and small-tablet layout. */
export const MOBILE_QUERY = '(max-width: 899.95px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the window is mobile-sized, following resizes; a few bytes instead of MUI's useMediaQuery.
 * A first screen the server drew starts from its guess (the request's user agent).
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches, () => renderedWith()?.isMobile ?? false);
}
