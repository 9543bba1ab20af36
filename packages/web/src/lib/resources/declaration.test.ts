import { describe, expect, it } from 'vitest';
import { registry } from '@relais/domain';
import { columnFields, defaultVisibleColumns, includedFieldsets } from './declaration.ts';

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

describe('the columns of a list', () => {
  it('puts a kind’s declared default columns first, in their order, and shows them alone at first', () => {
    const articles = registry.get('articles');
    const fields = columnFields(articles, everything);
    expect(fields.slice(0, 5).map((field) => field.name)).toEqual(['title', 'category', 'status', 'publishedAt', 'organization']);
    expect(defaultVisibleColumns(articles, fields)).toEqual(['title', 'category', 'status', 'publishedAt', 'organization']);
  });

  it('drops a declared column the reader may not see, and shows the first six of a kind that declares none', () => {
    const articles = registry.get('articles');
    expect(defaultVisibleColumns(articles, columnFields(articles, (type) => type !== 'organizations'))).toEqual(['title', 'category', 'status', 'publishedAt']);
    const roles = registry.get('rental-commands');
    const fields = columnFields(roles, everything);
    expect(defaultVisibleColumns(roles, fields)).toEqual(fields.slice(0, 6).map((field) => field.name));
  });
});
