/**
 * The assistive-communication catalogue in the back office: products are listed by the generic grid,
 * and filtered by system through their notes (the one place a product's systems are written).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { api, signInThroughApi } from './api.ts';
import { expectNoAxeViolations } from './axe.ts';
import { ADMIN, startHarness, trackPageErrors } from './harness.ts';
import type { Harness } from './harness.ts';

const idOf = (document: Record<string, unknown> | null) => (document?.data as { id: string }).id;
const linked = (type: string, id: string) => ({ data: { type, id } });

describe('catalogue products in the back office', () => {
  let h: Harness;
  let page: Page;
  before(async () => {
    h = await startHarness();
    page = await h.newPage();
    await signInThroughApi(page, ADMIN);
    const create = async (type: string, attributes: Record<string, unknown>, relationships: Record<string, unknown> = {}) =>
      idOf(await api(page, 'POST', `/api/v1/${type}`, { data: { type, attributes, relationships } }));
    const system = await create('aac-systems', { name: 'E2E Chrome OS' });
    const grid = await create('aac-products', { name: 'E2E Grid app', productType: 'software' });
    await create('aac-products', { name: 'E2E Board app', productType: 'software' });
    await create('aac-software-compatible-systems', { note: 'Since version 2' }, { product: linked('aac-products', grid), system: linked('aac-systems', system) });
  });
  after(() => h?.close());

  test('lists the products and filters them by a system of their notes', async () => {
    const errors = trackPageErrors(page);
    await page.goto('/admin/resources/aac-products/index');
    const rows = page.getByRole('grid');
    await rows.getByText('E2E Board app').waitFor();
    await rows.getByText('E2E Grid app').waitFor();

    const systems = page.getByRole('combobox', { name: 'Systems' });
    await systems.fill('E2E Chrome');
    await page.getByRole('option', { name: 'E2E Chrome OS' }).click();
    await page.waitForFunction(() => new URL(window.location.href).search.includes('systems'));
    await rows.getByText('E2E Grid app').waitFor();
    await rows.getByText('E2E Board app').waitFor({ state: 'detached' });
    assert.equal(await rows.getByText('E2E Grid app').count(), 1);
    await expectNoAxeViolations(page, 'products filtered by system');
    assert.deepEqual(errors(), [], 'no error in the console');
  });
});
