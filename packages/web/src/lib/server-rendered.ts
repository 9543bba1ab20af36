import type { FirstScreenRendering } from '@relais/domain';

/**
 * What the server drew a visitor's first screen with (src/entry-server.tsx), so that the browser's
 * first render of that screen — React's hydration — draws exactly the same: the page whose blocks it
 * drew in full, whether it guessed a phone, and the accessibility settings it read from their
 * cookie. Set on the server before it renders and in the browser before it hydrates; null when the
 * document came without a drawn screen (signed-in users, guarded pages, no server bundle).
 */
export type RenderedWith = FirstScreenRendering;

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
