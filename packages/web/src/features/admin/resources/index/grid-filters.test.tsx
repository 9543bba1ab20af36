import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { act, screen, within } from '@testing-library/react';
import { aacProducts, formFields } from '@relais/domain';
import { applyMessages } from '../../../../lib/i18n/i18n.ts';
import { renderBooted } from '../../../../test/render.tsx';
import { sessionUser } from '../../../../test/fixtures.ts';
import { applyAdminMessages, serveAdmin } from '../../test-support.ts';
import { GridFilters } from './grid-filters.tsx';
import { readGridState } from '../../../../lib/resources/list-state.ts';

const admin = sessionUser({ isAdmin: true, validatedAt: '2025-01-01T00:00:00Z' });

describe("the grid's declared filters", () => {
  it('offer an enumeration by its labels (`fields.{type}.{field}_{value}`), the value where none is given', async () => {
    serveAdmin({ kinds: [] });
    await renderBooted(<GridFilters resource={formFields} state={readGridState('', formFields)} onChange={() => undefined} canSeeTrashed={false} />, { user: admin });
    await act(async () => {
      await applyAdminMessages();
      await applyMessages('en', { fields: { 'form-fields.fieldType': 'Field type', 'form-fields.fieldType_number': 'Number', 'form-fields.fieldType_short_text': 'Short text' } });
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'Field type' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((option) => option.textContent);
    expect(options).toContain('Number');
    expect(options).toContain('Short text');
    expect(options).not.toContain('number');
    // A value without a label shows as itself.
    expect(options).toContain('scale');
  });

  it('offer a filter through linking rows as a picker of the rows its paths reach (products by the systems of their notes)', async () => {
    const calls = serveAdmin({
      kinds: [],
      handler: ({ url }) => (url.includes('/aac-systems') ? { body: { data: [{ type: 'aac-systems', id: 'a1b2c3d4-0000-4000-8000-000000000001', attributes: { name: 'Windows' } }], meta: { page: { total: 1 } } } } : undefined),
    });
    const changes: Record<string, string>[] = [];
    await renderBooted(<GridFilters resource={aacProducts} state={readGridState('', aacProducts)} onChange={(next) => changes.push(next.filter ?? {})} canSeeTrashed={false} />, { user: admin });
    await act(async () => {
      await applyAdminMessages();
      await applyMessages('en', { fields: { 'aac-products.systems': 'Systems', 'aac-products.accessTypes': 'Access types' } });
    });
    expect(await screen.findByRole('combobox', { name: 'Access types' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('combobox', { name: 'Systems' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Windows' }));
    expect(calls.some(({ url }) => url.includes('/api/v1/aac-systems'))).toBe(true);
    expect(changes.at(-1)).toEqual({ systems: 'a1b2c3d4-0000-4000-8000-000000000001' });
  });
});
