/**
 * Calls to the real server from inside a page's browser context (its cookies), with the
 * anti-forgery header, as the app makes them: for arranging what a test needs without its screens.
 */
import type { APIResponse, Page } from 'playwright-core';

const JSON_API = 'application/vnd.api+json';

/** The anti-forgery token of the page's context; a first call gets one when there is none yet. */
async function xsrfToken(page: Page): Promise<string> {
  const read = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'XSRF-TOKEN')?.value;
  let token = await read();
  if (!token) {
    await page.request.get('/api/v1/users/me', { headers: { accept: JSON_API } });
    token = await read();
  }
  return decodeURIComponent(token ?? '');
}

/** Any call; a body with `data` is sent as JSON:API, any other as plain JSON. Answers the response. */
export async function call(page: Page, method: string, url: string, data?: unknown): Promise<APIResponse> {
  const type = typeof data === 'object' && data !== null && 'data' in data ? JSON_API : 'application/json';
  return page.request.fetch(url, {
    method,
    headers: { accept: type, ...(data === undefined ? {} : { 'content-type': type }), 'x-xsrf-token': await xsrfToken(page), 'x-requested-with': 'XMLHttpRequest' },
    data: data === undefined ? undefined : JSON.stringify(data),
  });
}

/** A call that must succeed; answers its JSON body (null when empty). */
export async function api(page: Page, method: string, url: string, data?: unknown): Promise<Record<string, unknown> | null> {
  const response = await call(page, method, url, data);
  const text = await response.text();
  if (!response.ok()) throw new Error(`${method} ${url} answered ${response.status()}: ${text}`);
  return text ? (JSON.parse(text) as Record<string, unknown>) : null;
}

/** Signs the page's context in through the API, independently of the sign-in screen. */
export async function signInThroughApi(page: Page, { email, password }: { email: string; password: string }) {
  const answer = await api(page, 'POST', '/auth/login', { email, password });
  if (answer?.state !== 'authenticated') throw new Error(`sign-in answered ${JSON.stringify(answer)}`);
}
