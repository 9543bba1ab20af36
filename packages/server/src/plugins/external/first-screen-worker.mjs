// The thread that draws visitors' first screens (first-screen.ts `startDrawingWorkers`), so that the
// web's drawing (React's prerender, emotion's style extraction, rich text parsed in jsdom) never
// holds up the server's event loop. Plain JavaScript: a worker thread gets no TypeScript loader
// (`--import tsx` does not reach it in Node 20), and this file only needs jsdom and the web's build.
//
// workerData: { entry } (the file URL of packages/web/dist-server/entry-server.js). Messages out:
// { ready: true } or { ready: false, reason } once the entry is loaded, then one { id, screen } or
// { id, error } for each { id, input } received. Drawings are asked one at a time (the web's module
// state holds one visitor), by the main thread, which also ends this thread when a drawing outruns
// its bound.
import { parentPort, workerData } from 'node:worker_threads';
import { JSDOM } from 'jsdom';

const port = parentPort;
const describe = (error) => (error instanceof Error ? (error.stack ?? error.message) : String(error));
let render;
let reason = 'the entry has no render function';
try {
  const module = await import(workerData.entry);
  if (typeof module.render === 'function') render = module.render;
} catch (error) {
  reason = describe(error);
}
if (render) {
  // Where the drawing parses rich text (its sanitiser's second lock, as in the browser): one inert
  // document, no scripts, no resources loaded.
  const { document } = new JSDOM('').window;
  port.on('message', async ({ id, input }) => {
    try {
      const screen = await render({ ...input, document });
      port.postMessage({ id, screen: { html: String(screen.html), styles: String(screen.styles), errors: [...screen.errors].map(String) } });
    } catch (error) {
      port.postMessage({ id, error: describe(error) });
    }
  });
  port.postMessage({ ready: true });
} else {
  port.postMessage({ ready: false, reason });
}
