import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from './api-client.ts';
import { resetFirstScreen } from './first-screen.ts';

function embed(content: string) {
  const element = document.createElement('script');
  element.type = 'application/json';
  element.id = 'first-screen';
  element.textContent = content;
  document.body.append(element);
}

function stubFetch() {
  const urls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      urls.push(url);
      return new Response(JSON.stringify({ data: 'from the server' }), { status: 200 });
    }),
  );
  return urls;
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.getElementById('first-screen')?.remove();
  resetFirstScreen();
});

describe("the document's first-screen answers", () => {
  const answers = { '/api/v1/services/app-menu': { data: ['menu'] }, '/api/v1/services/runtime-environment': { data: {} } };

  it('answer the same GET in the same language once, then the server answers', async () => {
    embed(JSON.stringify({ locale: 'fr', answers }));
    const urls = stubFetch();
    expect(await apiRequest('/api/v1/services/app-menu', { locale: 'fr' })).toEqual({ data: ['menu'] });
    expect(urls).toEqual([]);
    expect(await apiRequest('/api/v1/services/app-menu', { locale: 'fr' })).toEqual({ data: 'from the server' });
    expect(urls).toEqual(['/api/v1/services/app-menu']);
    expect(document.getElementById('first-screen')).toBeNull();
  });

  it('are not used in another language, nor for a write', async () => {
    embed(JSON.stringify({ locale: 'fr', answers }));
    const urls = stubFetch();
    expect(await apiRequest('/api/v1/services/app-menu', { locale: 'it' })).toEqual({ data: 'from the server' });
    expect(await apiRequest('/api/v1/services/runtime-environment', { method: 'POST', body: {}, locale: 'fr' })).toEqual({ data: 'from the server' });
    expect(await apiRequest('/api/v1/services/runtime-environment', { locale: 'fr' })).toEqual({ data: {} });
    expect(urls).toEqual(['/api/v1/services/app-menu', '/api/v1/services/runtime-environment']);
  });

  it('are ignored when the block is damaged or absent', async () => {
    embed('{not json');
    const urls = stubFetch();
    await apiRequest('/api/v1/services/app-menu', { locale: 'fr' });
    resetFirstScreen();
    await apiRequest('/api/v1/services/app-menu', { locale: 'fr' });
    expect(urls).toHaveLength(2);
  });
});
