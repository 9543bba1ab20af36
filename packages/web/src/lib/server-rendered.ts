/**
 * What the server drew a visitor's first screen with (src/entry-server.tsx), so that the browser's
 * first render of that screen — React's hydration — draws exactly the same: the page whose blocks it
 * drew in full, whether it guessed a phone, and the accessibility settings it read from their
 * cookie. Set on the server before it renders and in the browser before it hydrates; null when the
 * document came without a drawn screen (signed-in users, guarded pages, no server bundle).
 */
export interface RenderedWith {
  /** The page drawn with all its blocks (the browser otherwise draws the first screen's first). */
  pageId: string | null;
  isMobile: boolean;
  /** The accessibility settings as the server read them (normalised by the store). */
  accessibility: unknown;
}

let rendered: RenderedWith | null = null;

export const renderedWith = (): RenderedWith | null => rendered;

export function setRenderedWith(value: RenderedWith | null) {
  rendered = value;
}

/** Whether this page's blocks were drawn by the server and are not yet shown by the browser. */
export const isServerRenderedPage = (pageId: string) => rendered !== null && rendered.pageId === pageId;

/** The page is on screen: a later visit to it is drawn by the browser alone. */
export function forgetServerRenderedPage() {
  if (rendered) rendered = { ...rendered, pageId: null };
}
