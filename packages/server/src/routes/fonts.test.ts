import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../test/app.ts';
import type { TestApp } from '../test/app.ts';

const WOFF2 = Buffer.from('wOF2 stand-in bytes: the server serves files, the browser test loads a real font');

describe('fonts the operator adds under DATA_DIR/fonts', () => {
  let t: TestApp;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'relais-fonts-'));
    mkdirSync(join(dataDir, 'fonts', 'Luciole'), { recursive: true });
    writeFileSync(join(dataDir, 'fonts', 'Luciole', 'Luciole-Regular.woff2'), WOFF2);
    writeFileSync(join(dataDir, 'fonts', 'Luciole', 'Luciole-Bold.woff2'), WOFF2);
    writeFileSync(join(dataDir, 'fonts', 'Luciole', 'secret.txt'), 'not a font');
    writeFileSync(
      join(dataDir, 'fonts', 'Luciole', 'manifest.json'),
      JSON.stringify({ family: 'Luciole', faces: [{ file: 'Luciole-Regular.woff2', weight: 400 }, { file: 'Luciole-Bold.woff2', weight: 700 }] }),
    );
    mkdirSync(join(dataDir, 'fonts', 'Broken'));
    writeFileSync(join(dataDir, 'fonts', 'Broken', 'manifest.json'), JSON.stringify({ faces: [{ file: '../../session-secret' }] }));
    t = await createTestApp('pglite', { env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('lists them in the runtime environment, with versioned same-origin URLs; a folder with a wrong manifest is left out', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment' })).json();
    expect(data.fonts).toEqual([
      {
        family: 'Luciole',
        faces: [
          { url: expect.stringMatching(/^\/fonts\/Luciole\/Luciole-Regular\.woff2\?v=\w+$/), weight: '400', style: 'normal' },
          { url: expect.stringMatching(/^\/fonts\/Luciole\/Luciole-Bold\.woff2\?v=\w+$/), weight: '700', style: 'normal' },
        ],
      },
    ]);
  });

  it('serves the listed files as woff2, cached a year', async () => {
    const { data } = (await t.app.inject({ method: 'GET', url: '/api/v1/services/runtime-environment' })).json();
    const response = await t.app.inject({ method: 'GET', url: data.fonts[0].faces[0].url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('font/woff2');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.rawPayload.equals(WOFF2)).toBe(true);
  });

  it('serves nothing a manifest does not list', async () => {
    for (const url of ['/fonts/Luciole/secret.txt', '/fonts/Luciole/manifest.json', '/fonts/Broken/session-secret', '/fonts/Luciole/..%2F..%2Fsession-secret']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });
});
