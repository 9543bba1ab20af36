import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { expectNoAxeViolations } from './axe.ts';
import { ROOT, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

/**
 * A font the operator adds, as the README tells: a folder of DATA_DIR/fonts with a manifest and a
 * woff2 file. The file is one the app already has on disk (Andika's Latin face from its npm
 * package), placed under another family name: nothing is downloaded.
 */
function addOperatorFont(dataDir: string) {
  const folder = join(dataDir, 'fonts', 'Luciole');
  mkdirSync(folder, { recursive: true });
  copyFileSync(join(ROOT, 'node_modules/@fontsource/andika/files/andika-latin-400-normal.woff2'), join(folder, 'Luciole-Regular.woff2'));
  writeFileSync(join(folder, 'manifest.json'), JSON.stringify({ family: 'Luciole', faces: [{ file: 'Luciole-Regular.woff2', weight: 400 }] }));
}

describe('platform: fonts added by the operator, unknown addresses', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness({ prepareDataDir: addOperatorFont });
  });
  after(() => h?.close());

  test('a font placed in DATA_DIR/fonts is offered in the drawer, applied and loaded from our own address', async () => {
    const page = await h.newPage();
    const fontRequests: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fontRequests.push(request.url());
    });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: 'Open the accessibility settings' }).click();
    const drawer = page.getByRole('dialog', { name: 'Accessibility settings' });
    await drawer.getByRole('combobox', { name: 'Font' }).click();
    await page.getByRole('option', { name: 'Luciole' }).click();
    await page.waitForFunction(() => getComputedStyle(document.body).fontFamily.startsWith('"Luciole"') || getComputedStyle(document.body).fontFamily.startsWith('Luciole'));
    await page.waitForFunction(() => [...document.fonts].some((face) => face.family.replace(/"/g, '') === 'Luciole' && face.status === 'loaded'));
    assert.ok(await page.evaluate(() => document.fonts.check('16px Luciole')), 'the Luciole face is ready to draw');
    assert.ok(
      fontRequests.some((url) => url.startsWith(`${h.baseUrl}/fonts/Luciole/Luciole-Regular.woff2`)),
      `the font came from our own address: ${fontRequests.join(', ')}`,
    );
    await expectNoAxeViolations(page, 'accessibility drawer with an operator font');
  });

  test('an unknown address answers 404 and shows not-found there, keeping the address typed', async () => {
    const page = await h.newPage();
    const response = await page.goto('/no/such/page?from=e2e');
    assert.equal(response?.status(), 404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/no/such/page?from=e2e');
    await expectNoAxeViolations(page, 'not found at an unknown address');
  });
});
