import { StrictMode } from 'react';
import type { ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { App } from './app/app.tsx';
import { setSanitizingDocument } from './blocks/shared/sanitize-html.ts';
import { bootFromFirstScreen } from './app/boot/boot-first-screen.ts';
import { ServerRouter } from './app/router/app-router.tsx';
import { setRenderedAccessibility } from './features/accessibility/accessibility-store.ts';
import { provideFirstScreen } from './lib/first-screen.ts';
import { createQueryClient } from './lib/query-client.ts';
import { setRenderedWith } from './lib/server-rendered.ts';
import type { RenderedWith } from './lib/server-rendered.ts';

/**
 * The server's drawing of a visitor's first screen (server: plugins/external/first-screen.ts): the
 * same components as the browser's, from the same answers the document carries, so that the page
 * shows before its script has run and the browser then hydrates it rather than drawing it again.
 * Built by `vite build --ssr` into `dist-server/`; the server serves plain documents without it.
 */
export interface RenderInput {
  /** The requested address, path and query. */
  url: string;
  locale: string;
  /** The first screen's answers, by call URL (the document carries the same). */
  answers: Record<string, unknown>;
  rendered: RenderedWith;
  /** A document to parse rich text in (the server's jsdom): Node has none. */
  document: Document;
}

export interface RenderOutput {
  /** The drawn screen, to put inside `#root`. */
  html: string;
  /** The screen's styles (`<style data-emotion>` elements), to put in the head. */
  styles: string;
  /** What went wrong in parts that were left for the browser to draw (a block that failed). */
  errors: string[];
}

async function draw({ url, locale, answers, rendered, document }: RenderInput): Promise<RenderOutput> {
  // The app keeps its language, its answers and these settings in module state, as a browser tab
  // does: each drawing sets them first, and drawings run one after the other (below).
  provideFirstScreen({ locale, answers });
  setRenderedWith(rendered);
  setRenderedAccessibility(rendered.accessibility);
  setSanitizingDocument(document);
  const queryClient = createQueryClient();
  try {
    await bootFromFirstScreen(queryClient, { locale, pageId: rendered.pageId, path: new URL(url, 'http://drawn').pathname });
    const cache = createCache({ key: 'css' });
    // Styles gathered in the cache (not written beside each element), then extracted for the head.
    cache.compat = true;
    const Router = ({ children }: { children: ReactNode }) => <StaticRouter location={url}>{children}</StaticRouter>;
    const errors: string[] = [];
    const { prelude } = await prerender(
      <StrictMode>
        <CacheProvider value={cache}>
          <ServerRouter.Provider value={Router}>
            <App queryClient={queryClient} />
          </ServerRouter.Provider>
        </CacheProvider>
      </StrictMode>,
      {
        onError: (error) => void errors.push(error instanceof Error ? (error.stack ?? error.message) : String(error)),
        // Every part in place, none sent apart to be moved by an inline script: the
        // Content-Security-Policy runs no inline script (server: plugins/external/static.ts).
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      },
    );
    const html = await new Response(prelude).text();
    const emotion = createEmotionServer(cache);
    const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
    return { html, styles, errors };
  } finally {
    queryClient.clear();
    provideFirstScreen(null);
    setRenderedWith(null);
  }
}

let queue: Promise<unknown> = Promise.resolve();

/** Draws one screen after the other: the app's module state holds one visitor at a time. */
export function render(input: RenderInput): Promise<RenderOutput> {
  const drawing = queue.then(() => draw(input));
  queue = drawing.catch(() => undefined);
  return drawing;
}
