import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, DESKTOP, MOBILE, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

const LIKES = '/account/profile/likes';
/** A post of the demo blog (packages/server/src/seed/demo/blog.ts), whose page is /blog. */
const POST = 'Voice banking: recording your voice before you need it';

/** The admin signed in through the API, in the light or dark theme. */
async function signedIn(h: Harness, { viewport = DESKTOP, scheme = 'light' }: { viewport?: { width: number; height: number }; scheme?: 'light' | 'dark' } = {}): Promise<Page> {
  const page = await h.newPage(viewport);
  if (scheme === 'dark') await page.addInitScript(() => localStorage.setItem('relais.darkTheme', 'true'));
  await signInThroughApi(page, ADMIN);
  return page;
}

describe('the member’s likes page', () => {
  let h: Harness;
  let postId: string;
  before(async () => {
    h = await startHarness();
    const page = await signedIn(h);
    const posts = (await api(page, 'GET', '/api/v1/blog-posts?filter[slug]=voice-banking')) as { data: { id: string }[] };
    postId = posts.data[0]!.id;
    // The demo's administrator likes a few guides and events: this page starts from this one like alone.
    const me = (await api(page, 'GET', '/api/v1/users/me'))!.data as { id: string };
    const demoLikes = (await api(page, 'GET', `/api/v1/likes?filter[user]=${me.id}&page[size]=100`)) as { data: { id: string }[] };
    for (const like of demoLikes.data) await api(page, 'DELETE', `/api/v1/likes/${like.id}`);
    await api(page, 'POST', '/api/v1/likes', { data: { type: 'likes', relationships: { likable: { data: { type: 'blog-posts', id: postId } } } } });
    await page.close();
  });
  after(() => h?.close());

  test('a visitor is sent to sign in, with the way back', async () => {
    const page = await h.newPage();
    await page.goto(LIKES);
    await page.waitForURL((url) => url.pathname === '/auth/sign-in');
    assert.equal(new URL(page.url()).searchParams.get('redirectUrl'), LIKES);
  });

  for (const scheme of ['light', 'dark'] as const) {
    test(`the page passes axe on a desktop and a phone (${scheme})`, async () => {
      for (const viewport of [DESKTOP, MOBILE]) {
        const page = await signedIn(h, { viewport, scheme });
        await page.goto(LIKES);
        await page.getByRole('link', { name: POST }).waitFor();
        await expectNoAxeViolations(page, `${LIKES} (${scheme}, ${viewport.width} px)`);
        await page.close();
      }
    });
  }

  test('from the profile by keyboard: the liked post links to its page, and unliking empties the list', async () => {
    const page = await signedIn(h);
    const errors = trackPageErrors(page);
    await page.goto('/account/profile');
    const link = page.getByRole('link', { name: 'My likes' });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'My likes' }).waitFor();
    assert.equal(new URL(page.url()).pathname, LIKES);
    assert.equal(await page.getByRole('link', { name: POST }).getAttribute('href'), `/blog/${postId}`);

    await page.getByRole('button', { name: `Unlike ${POST}` }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('You have not liked anything yet.', { exact: false }).waitFor();
    await page.getByRole('status').filter({ hasText: `You no longer like ${POST}.` }).first().waitFor();
    const likes = (await api(page, 'GET', `/api/v1/likes?filter[likable]=blog-posts:${postId}`)) as { data: unknown[] };
    assert.deepEqual(likes.data, []);
    assert.deepEqual(errors(), []);
  });
});
