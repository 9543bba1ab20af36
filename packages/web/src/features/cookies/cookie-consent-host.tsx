import { useTranslation } from '../../lib/i18n/i18n.ts';
import { lazy, Suspense, useEffect, useState } from 'react';
import { closeCookieDialog, hasUndecidedCookies, openCookieDialog, useCookieDialog } from '../../lib/consent.ts';

const CookieDialog = lazy(() => import('./components/cookie-dialog.tsx').then((module) => ({ default: module.CookieDialog })));

/**
 * The only eager part of the cookie dialog: a check of the stored decisions. The dialog itself loads
 * the first time it opens — forced, as soon as the first screen is drawn, when a configurable cookie has no decision yet (spec §4
 * "Cookie dialog"), else from the footer button. It waits for its messages (the end of boot).
 */
export function CookieConsentHost() {
  const { i18n } = useTranslation();
  const hasMessages = i18n.exists('cookies.title');
  const { isOpen, isForced } = useCookieDialog();
  const [wasOpened, setWasOpened] = useState(false);
  if (isOpen && !wasOpened) setWasOpened(true);

  useEffect(() => {
    if (!hasMessages || !hasUndecidedCookies()) return;
    // Once the first screen is drawn and the browser is idle: the dialog's chunk, render and opening
    // transition then run in their own tasks, not inside the page's first one.
    const open = () => openCookieDialog({ isForced: true });
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(open, { timeout: 1500 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(open, 200);
    return () => clearTimeout(timer);
  }, [hasMessages]);

  if (!hasMessages || !wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CookieDialog isOpen={isOpen} isForced={isForced} onClose={closeCookieDialog} />
    </Suspense>
  );
}
