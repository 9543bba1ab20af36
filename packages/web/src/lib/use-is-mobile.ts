import { useSyncExternalStore } from 'react';

/** Below MUI's `md` breakpoint (900 px): the phone and small-tablet layout. */
export const MOBILE_QUERY = '(max-width: 899.95px)';

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(MOBILE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/** Whether the window is mobile-sized, following resizes; a few bytes instead of MUI's useMediaQuery. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(MOBILE_QUERY).matches, () => false);
}
