import { describe, expect, it } from 'vitest';
import { registry } from '@relais/domain';
import { columnFields, includedFieldsets } from './declaration.ts';

const everything = () => true;

describe('the sparse fieldsets of a grid’s included kinds', () => {
  it('asks for the naming fields alone of each kind its to-one columns link to', () => {
    const commands = registry.find('rental-commands')!;
    const fieldsets = includedFieldsets(commands, columnFields(commands, everything));
    expect(fieldsets.users).toEqual(['fullName', 'email']);
    expect(fieldsets.organizations).toContain('name');
    expect(fieldsets.organizations).not.toContain('contactEmail');
    expect(fieldsets).not.toHaveProperty('rental-commands');
  });

  it('leaves in full a kind linked to itself, since its fieldset would narrow the rows of the grid too', () => {
    const items = registry.find('app-menu-items')!;
    const fields = columnFields(items, everything);
    expect(fields.some((field) => field.source === 'relationship' && field.definition.type === 'app-menu-items')).toBe(true);
    expect(includedFieldsets(items, fields)).not.toHaveProperty('app-menu-items');
  });
});
