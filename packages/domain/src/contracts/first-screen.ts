/**
 * What the server drew a visitor's first screen with (server plugins/external/first-screen.ts, web
 * src/entry-server.tsx), carried in the document so that the browser's hydration draws the same:
 * the page drawn with all its blocks, whether a phone was guessed, the accessibility settings read
 * from their cookie (normalised by the web's store).
 */
export interface FirstScreenRendering {
  pageId: string | null;
  isMobile: boolean;
  accessibility: unknown;
}
