import { lazy } from 'react';
import type { ComponentType } from 'react';

/**
 * A block's screen in its own chunk (a record's screen with its interactions), so that the block's
 * list does not carry it. `preload` fetches it: the boot awaits it before hydrating a drawn record
 * screen (features/pages `preloadScreenAt`), and the block starts it with the screen's data. Once
 * loaded it renders directly: a drawn screen is hydrated at once, its buttons answer the first
 * click, and nothing suspends.
 */
export function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<void> | null = null;
  const preload = (): Promise<void> =>
    (pending ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        // A failed download is tried again by the next render (the stale-chunk reload may answer first).
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then(() => ({ default: loaded! })));
  function Screen(props: P) {
    const Loaded = loaded ?? Lazy;
    return <Loaded {...props} />;
  }
  return { Screen, preload };
}
