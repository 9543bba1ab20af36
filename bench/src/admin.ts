/**
 * The back office's organizations index (issue: an admin index of 20 rows over 10,000, sorted and
 * filtered): Debian's Chromium opens `/admin/resources/organizations/index` sorted by name descending
 * with a quick search, signed in as an administrator, and the time until its grid shows its 20 rows
 * is read from the page's own clock (navigation start → rows in the DOM and the main thread free);
 * the median of three runs after a warm-up. The API call the screen made is then the load
 * scenario, each request another page of the filtered list.
 */
import { chromium } from 'playwright-core';
import type { Page } from 'playwright-core';
import type { ServerProcess } from '../../packages/server/src/test/server-process.ts';

export const BENCH_ADMIN = { email: 'bench-admin@relais.local', password: 'Bench-admin-password-2026!' };
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SCREEN = '/admin/resources/organizations/index?sort=-name&q=Organization%200';

export interface AdminScreen {
  /** The API call of the screen, with `page[number]` to vary. */
  apiPath: string;
  /** The admin's cookies, for the load scenario. */
  cookie: string;
  /** Milliseconds from navigation start to 20 rows shown with the main thread free, per run. */
  runs: number[];
}

/** Chromium, and a page of it signed in as the bench admin. */
async function adminPage(server: ServerProcess) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'] });
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 800 }, locale: 'en-GB' });
  await context.addCookies([{ name: 'cookies_consent', value: encodeURIComponent(JSON.stringify({ youtube: false, vimeo: false })), url: server.url }]);
  const page = await context.newPage();
  await page.request.get('/api/v1/users/me', { headers: { accept: 'application/vnd.api+json' } });
  const xsrf = decodeURIComponent((await context.cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '');
  const login = await page.request.post('/auth/login', {
    headers: { accept: 'application/json', 'content-type': 'application/json', 'x-xsrf-token': xsrf, 'x-requested-with': 'XMLHttpRequest' },
    data: JSON.stringify(BENCH_ADMIN),
  });
  if (!login.ok()) {
    await browser.close();
    throw new Error(`The bench admin could not sign in: ${login.status()} ${await login.text()}`);
  }
  const cookie = async () => (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  return { browser, page, cookie };
}

/** Records the last list call of `type` the page makes (its path and query). */
function listCallOf(page: Page, type: string) {
  let apiPath = '';
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === `/api/v1/${type}` && url.search.includes('page')) apiPath = url.pathname + url.search;
  });
  return () => {
    if (!apiPath) throw new Error(`The ${type} index made no list call.`);
    return apiPath;
  };
}

export async function measureAdminScreen(server: ServerProcess): Promise<AdminScreen> {
  const { browser, page, cookie } = await adminPage(server);
  try {
    const apiPath = listCallOf(page, 'organizations');
    const runs: number[] = [];
    for (let run = 0; run < 4; run++) {
      await page.goto(SCREEN);
      await page.locator('.MuiDataGrid-row').nth(19).waitFor({ timeout: 60_000 });
      // Rows shown; then the first moment the main thread is free (a task queued behind any pending work).
      const ready = await page.evaluate(() => new Promise<number>((resolve) => setTimeout(() => requestAnimationFrame(() => resolve(performance.now())), 0)));
      if (run > 0) runs.push(Math.round(ready));
    }
    return { apiPath: apiPath(), cookie: await cookie(), runs };
  } finally {
    await browser.close();
  }
}

/**
 * The list call the back office's index of `type` makes, newest first, as the bench admin: what
 * its grid asks for (its columns' includes and their sparse fieldsets), with `page[number]` to vary.
 */
export async function adminIndexCall(server: ServerProcess, type: string): Promise<{ apiPath: string; cookie: string }> {
  const { browser, page, cookie } = await adminPage(server);
  try {
    const apiPath = listCallOf(page, type);
    await page.goto(`/admin/resources/${type}/index?sort=-createdAt`);
    await page.locator('.MuiDataGrid-row').nth(19).waitFor({ timeout: 60_000 });
    return { apiPath: apiPath(), cookie: await cookie() };
  } finally {
    await browser.close();
  }
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
