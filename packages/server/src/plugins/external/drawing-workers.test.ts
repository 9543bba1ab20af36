import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDrawingWorkers } from './drawing-workers.ts';

/**
 * A stand-in for the web's server drawing (packages/web/dist-server/entry-server.js), run in the
 * drawing thread: each address asks for one way a drawing can go.
 */
const FAKE_DRAWING = `
export async function render(input) {
  if (input.url === '/forever') for (;;);
  if (input.url === '/exit') process.exit(3);
  if (input.url === '/uncaught') {
    setTimeout(() => { throw new Error('lost in a timer'); });
    return new Promise(() => {});
  }
  if (input.url === '/throw') throw new Error('drawing failed');
  return { html: '<p>' + input.url + ' ' + input.locale + '</p>', styles: input.document.nodeName, errors: [] };
}`;

const input = (url: string) => ({ url, locale: 'en', answers: {}, rendered: { pageId: 'p', isMobile: false, accessibility: null } });

describe('the drawing threads', () => {
  let dir: string;
  let entry: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'relais-drawing-'));
    writeFileSync(join(dir, 'package.json'), '{"type":"module"}');
    entry = join(dir, 'entry-server.js');
    writeFileSync(entry, FAKE_DRAWING);
    writeFileSync(join(dir, 'no-render.js'), 'export const nothing = 1;');
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('draws in a thread, with a document to parse rich text in, and is null for an entry without render', async () => {
    const workers = (await startDrawingWorkers(entry, { threads: 1 }))!;
    try {
      expect(await workers.draw(input('/'))).toEqual({ html: '<p>/ en</p>', styles: '#document', errors: [] });
    } finally {
      await workers.close();
    }
    expect(await startDrawingWorkers(join(dir, 'no-render.js'), { threads: 1, restartPauseMs: 60_000 })).toBeNull();
  });

  it('rejects a failed drawing, replaces a thread that stops or whose drawing runs away, and draws on', async () => {
    // A replaced thread starts again before drawing on: on a loaded machine that can outlast the default 3 s wait.
    const workers = (await startDrawingWorkers(entry, { threads: 1, maxRunMs: 500, maxWaitMs: 30_000 }))!;
    try {
      await expect(workers.draw(input('/throw'))).rejects.toThrow('drawing failed');
      expect((await workers.draw(input('/a'))).html).toBe('<p>/a en</p>');
      await expect(workers.draw(input('/exit'))).rejects.toThrow('exit code 3');
      expect((await workers.draw(input('/b'))).html).toBe('<p>/b en</p>');
      await expect(workers.draw(input('/uncaught'))).rejects.toThrow('exit code 1');
      expect((await workers.draw(input('/c'))).html).toBe('<p>/c en</p>');
      // A drawing that never ends (a busy loop) holds its thread until its bound ends the thread.
      await expect(workers.draw(input('/forever'))).rejects.toThrow('took more than 500 ms');
      expect((await workers.draw(input('/d'))).html).toBe('<p>/d en</p>');
    } finally {
      await workers.close();
    }
  });

  it('bounds the drawings waiting for a thread, in number and in time, and refuses all once closed', async () => {
    const workers = (await startDrawingWorkers(entry, { threads: 1, maxRunMs: 60_000, maxWaiting: 1, maxWaitMs: 300 }))!;
    const held = workers.draw(input('/forever'));
    const waiting = workers.draw(input('/a'));
    await expect(workers.draw(input('/b'))).rejects.toThrow('1 drawings are already waiting');
    await expect(waiting).rejects.toThrow('waited more than 300 ms');
    const heldAtClose = expect(held).rejects.toThrow('closing');
    const waitingAtClose = expect(workers.draw(input('/c'))).rejects.toThrow('closing');
    await workers.close();
    await heldAtClose;
    await waitingAtClose;
    await expect(workers.draw(input('/d'))).rejects.toThrow('closing');
  });
});
