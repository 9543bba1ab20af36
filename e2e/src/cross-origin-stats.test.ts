/**
 * An installation running as a web app on its own site posts its statistics from the browser: the
 * browser's preflight and CORS checks let that one call through and read its answer, without
 * credentials, and keep every other API call of the platform out of reach of another site.
 */
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { ADMIN, startHarness } from './harness.ts';
import type { Harness } from './harness.ts';

const idOf = (document: Record<string, unknown> | null) => (document?.data as { id: string }).id;
const linked = (type: string, id: string) => ({ data: { type, id } });

/** A site of its own (another port, so another origin) serving one empty page. */
async function otherSite(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="en"><title>Board web app</title><h1>Board</h1></html>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address !== 'object') throw new Error('No port');
  return { url: `http://127.0.0.1:${address.port}`, server };
}

/** What the web app's script gets from a call: its status and body, or the browser's refusal. */
type Outcome = { status: number; body: string } | { refused: string };

describe('software statistics from a web app on another site', () => {
  let h: Harness;
  let admin: Page;
  let site: { url: string; server: Server };
  let webApp: Page;
  let installation: string;

  before(async () => {
    h = await startHarness();
    site = await otherSite();
    admin = await h.newPage();
    await signInThroughApi(admin, ADMIN);
    const create = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
      idOf(await api(admin, 'POST', `/api/v1/${type}`, { data: { type, attributes, relationships } }));
    const service = await create('software-services', { name: 'Board', associationsMax: 2 });
    const authorization = await create('software-service-authorizations', { distId: 'DIST-WEB', email: 'web@e2e.relais.local' }, { service: linked('software-services', service) });
    installation = await create('software-installations', { installationId: 'INST-WEB', system: 'Chromium' });
    await create('software-service-associations', { name: 'Web app' }, { authorization: linked('software-service-authorizations', authorization), installation: linked('software-installations', installation) });
    // The admin's browser, signed in to the platform, visits the web app: its cookies exist, and are of no use there.
    webApp = await admin.context().newPage();
    await webApp.goto(site.url);
  });
  after(async () => {
    await h?.close();
    await new Promise((resolve) => site?.server.close(resolve));
  });

  const fetchFromWebApp = (url: string, init: { method?: string; body?: unknown; credentials?: RequestCredentials } = {}) =>
    webApp.evaluate(
      async ({ url, method, body, credentials }): Promise<Outcome> => {
        try {
          const response = await fetch(url, { method, credentials, ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }) });
          return { status: response.status, body: await response.text() };
        } catch (error) {
          return { refused: String(error) };
        }
      },
      { url: `${h.baseUrl}${url}`, method: init.method ?? 'GET', body: init.body, credentials: init.credentials ?? 'same-origin' },
    );

  const stats = (distId: string) => ({ installationId: 'INST-WEB', distId, stats: [{ event: 'launch', recordedAt: new Date().toISOString(), version: '1.0.0' }] });

  test('posts its statistics and reads the answer, a refusal included', async () => {
    const kept = await fetchFromWebApp('/api/v1/services/software-stats', { method: 'POST', body: stats('DIST-WEB') });
    assert.deepEqual(kept, { status: 200, body: JSON.stringify({ meta: { kept: 1, skipped: 0 } }) });
    const refused = await fetchFromWebApp('/api/v1/services/software-stats', { method: 'POST', body: stats('DIST-WRONG') });
    assert.ok('status' in refused && refused.status === 401, JSON.stringify(refused));
    assert.match(refused.body, /installation_unknown/);
    const recorded = await api(admin, 'GET', `/api/v1/software-stats?filter[installation]=${installation}`);
    assert.equal((recorded?.data as unknown[]).length, 1);
  });

  test('cannot send the platform’s cookies with it, nor reach any other call', async () => {
    const withCredentials = await fetchFromWebApp('/api/v1/services/software-stats', { method: 'POST', body: stats('DIST-WEB'), credentials: 'include' });
    assert.ok('refused' in withCredentials, JSON.stringify(withCredentials));
    for (const url of ['/api/v1/users/me', '/api/v1/aac-products', '/api/v1/software-installations']) {
      const read = await fetchFromWebApp(url, { credentials: 'include' });
      assert.ok('refused' in read, `${url}: ${JSON.stringify(read)}`);
    }
    const other = await fetchFromWebApp('/api/v1/services/stats/records', { method: 'POST', body: { records: [] } });
    assert.ok('refused' in other, JSON.stringify(other));
  });
});
