import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { closeCookieDialog, hasUndecidedCookies, openCookieDialog, useCookieDialog } from '../../lib/consent.ts';

const CookieDialog = lazy(() => import('./components/cookie-dialog.tsx').then((module) => ({ default: module.CookieDialog })));

/**
 * The only eager part of the cookie dialog: a check of the stored decisions. The dialog itself loads
 * the first time it opens — at once, forced, when a configurable cookie has no decision yet (spec §4
 * "Cookie dialog"), else from the footer button. It waits for its messages (the end of boot).
 */
export function CookieConsentHost() {
  const { i18n } = useTranslation(undefined, { bindI18n: 'languageChanged added' });
  const hasMessages = i18n.exists('cookies.title');
  const { isOpen, isForced } = useCookieDialog();
  const [wasOpened, setWasOpened] = useState(false);
  if (isOpen && !wasOpened) setWasOpened(true);

  useEffect(() => {
    if (hasMessages && hasUndecidedCookies()) openCookieDialog({ isForced: true });
  }, [hasMessages]);

  if (!hasMessages || !wasOpened) return null;
  return (
    <Suspense fallback={null}>
      <CookieDialog isOpen={isOpen} isForced={isForced} onClose={closeCookieDialog} />
    </Suspense>
  );
}
