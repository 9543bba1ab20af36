import { describe, expect, it } from 'vitest';
import userEvent from '@testing-library/user-event';
import { act, screen, within } from '@testing-library/react';
import { formFields } from '@relais/domain';
import { applyMessages } from '../../../../lib/i18n/i18n.ts';
import { renderBooted } from '../../../../test/render.tsx';
import { sessionUser } from '../../../../test/fixtures.ts';
import { applyAdminMessages, serveAdmin } from '../../test-support.ts';
import { GridFilters } from './grid-filters.tsx';
import { readGridState } from './grid-state.ts';

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
});
