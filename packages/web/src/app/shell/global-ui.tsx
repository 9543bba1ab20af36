import { lazy, Suspense, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { onCrossTab, reloadOnSessionCommands } from '../../lib/cross-tab.ts';
import { getLocale } from '../../lib/locale.ts';
import { getRuntimeEnvironment, useRuntimeEnvironment } from '../../lib/runtime-environment.ts';
import { markEnvironmentUpdated, useUiState } from '../../lib/ui-store.ts';
import type { UiState } from '../../lib/ui-store.ts';

const GlobalDialogs = lazy(() => import('./global-dialogs.tsx').then((m) => ({ default: m.GlobalDialogs })));
const Toaster = lazy(() => import('./toaster.tsx').then((m) => ({ default: m.Toaster })));

/** How often an open tab asks whether the site's environment changed (pages, redirections, settings). */
export const ENVIRONMENT_CHECK_MS = 5 * 60_000;

const anyDialog = (state: UiState) =>
  state.expiredSession || state.networkError || state.unexpectedError !== null || state.leaveRequest !== null || state.genericDialog !== null;

/** Keeps `value` true once it has been true: what was loaded stays mounted (and keeps its exit transition). */
function useOnceTrue(value: boolean) {
  const [was, setWas] = useState(value);
  if (value && !was) setWas(true);
  return was || value;
}

/**
 * Notices a new environment version: another tab says so, or the server answers a newer one when
 * this tab comes back to the front or every few minutes.
 */
function useEnvironmentWatch() {
  const { environmentVersion } = useRuntimeEnvironment();
  useEffect(() => {
    const check = () => {
      if (document.visibilityState !== 'visible') return;
      getRuntimeEnvironment(getLocale())
        .then((fresh) => {
          if (fresh.environmentVersion !== environmentVersion) markEnvironmentUpdated();
        })
        .catch(() => undefined); // a failed check is no news
    };
    const timer = setInterval(check, ENVIRONMENT_CHECK_MS);
    document.addEventListener('visibilitychange', check);
    const stop = onCrossTab('environment', markEnvironmentUpdated);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      stop();
    };
  }, [environmentVersion]);
}

/**
 * What the shell shows above every screen: the global dialogs and the toast, each loaded the first
 * time it is needed; and what it listens to: the other tabs and the environment's version.
 */
export function GlobalUi() {
  const queryClient = useQueryClient();
  const hasDialog = useOnceTrue(useUiState(anyDialog));
  const hasToast = useOnceTrue(useUiState((state) => state.toast !== null));
  useEffect(() => reloadOnSessionCommands(), [queryClient]);
  useEnvironmentWatch();
  return (
    <>
      {hasDialog && (
        <Suspense fallback={null}>
          <GlobalDialogs />
        </Suspense>
      )}
      {hasToast && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </>
  );
}
