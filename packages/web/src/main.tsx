import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { bootFromFirstScreen } from './app/boot/boot-first-screen.ts';
import { isDrawnWithOwnSettings, setRenderedAccessibility } from './features/accessibility/accessibility-store.ts';
import { awaitBeforeUnsafeCalls } from './lib/api-client.ts';
import { LOCALES } from '@relais/domain';
import { readFirstScreen } from './lib/first-screen.ts';
import { mirrorStoredLocale, preferredLocale } from './lib/locale.ts';
import { createQueryClient } from './lib/query-client.ts';
import { reloadOnStaleChunks } from './lib/reload-on-stale-chunks.ts';
import { setRenderedWith } from './lib/server-rendered.ts';
import { fetchMe } from './lib/session/session.ts';

reloadOnStaleChunks();
mirrorStoredLocale();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

/** A document whose first screen the server drew (src/entry-server.tsx): hydrated from the same answers. */
async function hydrate(root: HTMLElement): Promise<boolean> {
  const screen = readFirstScreen();
  if (!screen?.rendered || !root.firstElementChild) return false;
  // Drawn in another language than this visitor's choice (a cookie that did not reach the server).
  if (preferredLocale(LOCALES) !== screen.locale) return false;
  setRenderedWith(screen.rendered);
  setRenderedAccessibility(screen.rendered.accessibility);
  if (!isDrawnWithOwnSettings()) return false;
  const queryClient = createQueryClient();
  try {
    await bootFromFirstScreen(queryClient, { locale: screen.locale, pageId: screen.rendered.pageId, path: window.location.pathname });
  } catch {
    return false;
  }
  // The usual boot's first call, still made: it hands this visitor the anti-forgery cookie, which
  // any change (a page view recorded) waits for.
  awaitBeforeUnsafeCalls(fetchMe().catch(() => null));
  // A transition, like the first render below: hydration yields to the browser every few milliseconds.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
  return true;
}

void hydrate(container).then((isHydrated) => {
  if (isHydrated) return;
  // What the server drew (if anything) is replaced by the browser's own first render.
  setRenderedWith(null);
  container.replaceChildren();
  const root = createRoot(container);
  // The first render as a transition: React yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree (input stays responsive while a phone renders it).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
