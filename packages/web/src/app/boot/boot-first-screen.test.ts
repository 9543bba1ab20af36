import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/query-client.ts';
import { blockDataKey } from '../../lib/block-data-key.ts';
import { provideFirstScreen, resetFirstScreen } from '../../lib/first-screen.ts';
import { meQueryOptions } from '../../lib/session/session.ts';
import { environment, menu, messages } from '../../test/fixtures.ts';
import { bootFromFirstScreen } from './boot-first-screen.ts';

const LIST = '/api/v1/blog-posts?sort=-publishedAt&page[size]=9&page[number]=1';
const me = { data: { type: 'users', id: 'u1', attributes: { firstName: 'Ada', lastName: 'Lovelace', fullName: 'Ada Lovelace', email: 'ada@example.org', locale: null } } };

/** The answers a document carries, the member's own among them when `member`. */
const answers = (member: boolean) => ({
  '/api/v1/services/runtime-environment': { data: environment },
  '/api/v1/services/web-language-lines': { data: messages.en, meta: { locale: 'en', version: environment.languageLinesVersion } },
  '/api/v1/services/app-menu': { data: menu },
  [LIST]: { data: [{ type: 'blog-posts', id: 'p1', attributes: { title: 'Eye gaze' } }] },
  ...(member ? { '/api/v1/users/me': me } : {}),
});

afterEach(() => {
  vi.unstubAllGlobals();
  resetFirstScreen();
});

describe('booting from the answers the document carries', () => {
  it('boots a visitor with no user, and hands the blocks’ answers to react-query without a call', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    provideFirstScreen({ locale: 'en', answers: answers(false) });
    const queryClient = createQueryClient();
    await bootFromFirstScreen(queryClient, { locale: 'en', pageId: null, path: '/' });
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toBeNull();
    expect(queryClient.getQueryData(blockDataKey(LIST, 'en'))).toEqual(answers(false)[LIST]);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('boots a signed-in member as themselves from their own answer', async () => {
    vi.stubGlobal('fetch', vi.fn());
    provideFirstScreen({ locale: 'en', answers: answers(true) });
    const queryClient = createQueryClient();
    await bootFromFirstScreen(queryClient, { locale: 'en', pageId: null, path: '/' });
    expect(queryClient.getQueryData(meQueryOptions().queryKey)).toMatchObject({ id: 'u1', fullName: 'Ada Lovelace' });
    // Who they are is not a block's read.
    expect(queryClient.getQueryData(blockDataKey('/api/v1/users/me', 'en'))).toBeUndefined();
  });

  it('leaves a member who reads another language to the usual boot', async () => {
    vi.stubGlobal('fetch', vi.fn());
    provideFirstScreen({ locale: 'en', answers: { ...answers(true), '/api/v1/users/me': { data: { ...me.data, attributes: { ...me.data.attributes, locale: 'fr' } } } } });
    await expect(bootFromFirstScreen(createQueryClient(), { locale: 'en', pageId: null, path: '/' })).rejects.toThrow(/reads fr/);
  });
});
