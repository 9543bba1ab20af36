/**
 * Every shell screen in the dark theme, at desktop and phone sizes, judged by axe (the light theme
 * is judged screen by screen in the other files).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const PUBLIC_SCREENS = ['/', '/legal/notice', '/errors/not-found', '/errors/unauthorized', '/site-map', '/auth/sign-in', '/auth/register', '/auth/password/forgot'];
const SIGNED_IN_SCREENS = ['/account/profile', '/admin/dashboard'];

async function darkPage(h: Harness, viewport: { width: number; height: number }): Promise<Page> {
  const page = await h.newPage(viewport);
  await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
  return page;
}

async function judge(page: Page, path: string, label: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // The dark theme is on: the page's background is dark.
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r = 255, g = 255, b = 255] = (background.match(/\d+/g) ?? []).map(Number);
  assert.ok(r + g + b < 200, `${path}: expected a dark background, got ${background}`);
  await expectNoAxeViolations(page, `${path} (dark, ${label})`);
}

describe('the shell screens in the dark theme', () => {
  let h: Harness;
  before(async () => {
    h = await startHarness();
  });
  after(() => h?.close());

  for (const [label, viewport] of [['desktop', DESKTOP], ['phone', MOBILE]] as const) {
    test(`public screens, ${label}`, async () => {
      const page = await darkPage(h, viewport);
      for (const path of PUBLIC_SCREENS) await judge(page, path, label);
    });

    test(`signed-in screens, ${label}`, async () => {
      const page = await darkPage(h, viewport);
      await signInThroughApi(page, ADMIN);
      for (const path of SIGNED_IN_SCREENS) await judge(page, path, label);
      const me = (await (await page.request.get('/api/v1/users/me', { headers: { accept: 'application/vnd.api+json' } })).json()) as { data: { id: string } };
      await judge(page, `/users/${me.data.id}/profile`, label);
    });
  }
});
