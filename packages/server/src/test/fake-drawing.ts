import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** What a browser asks for when it opens an address: the document, drawn on the server. */
export const HTML = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };

/**
 * A web build on disk whose server drawing is `drawing` (an ES module exporting `render(input)`), a
 * stand-in for the real one (tested in the browser) that draws what it is handed as the test needs:
 * give `dist` to `createTestApp(…, { overrides: { webDistDir } })` and `remove()` it after.
 */
export function fakeWebBuild(drawing: string): { dist: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), 'relais-drawing-'));
  const dist = join(root, 'dist');
  mkdirSync(join(dist, 'assets'), { recursive: true });
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Relais</title></head><body><div id="root"></div></body></html>');
  const serverDir = join(root, 'dist-server');
  mkdirSync(serverDir);
  writeFileSync(join(serverDir, 'package.json'), '{"type":"module"}');
  writeFileSync(join(serverDir, 'entry-server.js'), drawing);
  return { dist, remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** The items a fake drawing listed (`<main …><ul><li>…</li></ul>`) in a document's screen. */
export const drawnItems = (body: string) => [...(/<div id="root"><main[^>]*><ul>(.*?)<\/ul>/s.exec(body)?.[1] ?? '').matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);

/** The answers a document hands the app for its first screen, or null when it was not drawn. */
export function firstScreenOf<T = unknown>(body: string): { answers: Record<string, T> } | null {
  const match = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(body);
  return match ? (JSON.parse(match[1]!) as { answers: Record<string, T> }) : null;
}
