import { describe, expect, it } from 'vitest';
import { BLOCK_DECLARATIONS, BLOCK_NAMES } from '@relais/domain';
import type { BlockDeclaration } from '@relais/domain';
import { emptyValueOf, propFieldsOf } from './prop-fields.ts';
import type { PropField } from './prop-fields.ts';

const fieldsOf = (name: keyof typeof BLOCK_DECLARATIONS) => propFieldsOf(BLOCK_DECLARATIONS[name] as BlockDeclaration);
const byName = (fields: PropField[], name: string) => fields.find((field) => field.name === name)!;

describe('block forms built from the props schemas', () => {
  it('give every prop of every block type an input', () => {
    for (const name of BLOCK_NAMES) {
      const declared = Object.keys((BLOCK_DECLARATIONS[name].props as unknown as { shape: object }).shape);
      expect(fieldsOf(name).map((field) => field.name), name).toEqual(declared);
    }
  });

  it('read texts with their bounds, choices with their values, numbers with their bounds, booleans', () => {
    const content = fieldsOf('pageContent');
    expect(byName(content, 'title')).toMatchObject({ kind: 'text', max: 300, isOptional: true, isMultiline: false });
    expect(byName(content, 'subtitle')).toMatchObject({ kind: 'text', max: 1000, isMultiline: true });
    expect(byName(content, 'display')).toMatchObject({ kind: 'choice', options: ['cards', 'list', 'carousel'], defaultValue: 'cards' });
    expect(byName(content, 'itemsPerRow')).toMatchObject({ kind: 'number', min: 1, max: 4, isInteger: true });
    expect(byName(content, 'inverseBackground')).toMatchObject({ kind: 'boolean', isOptional: true });
    expect(byName(fieldsOf('pageContactCard'), 'email')).toMatchObject({ kind: 'text', inputType: 'email' });
    expect(byName(fieldsOf('pageTitle'), 'color')).toMatchObject({ kind: 'choice', isNullable: true, options: ['primary', 'secondary'] });
  });

  it('read lists of items (cards, buttons, pictures) with their most, rich text where the block says, pictures and links', () => {
    const items = byName(fieldsOf('pageContent'), 'items');
    expect(items).toMatchObject({ kind: 'list', max: 50 });
    const item = (items as Extract<PropField, { kind: 'list' }>).item as Extract<PropField, { kind: 'object' }>;
    expect(byName(item.fields, 'content').kind).toBe('richText');
    expect(byName(item.fields, 'image')).toMatchObject({ kind: 'image', isNullable: true });
    const button = byName(item.fields, 'button') as Extract<PropField, { kind: 'object' }>;
    expect(button.fields.map((field) => [field.name, field.kind])).toEqual([['text', 'text'], ['url', 'link'], ['page', 'link'], ['color', 'choice'], ['outlined', 'boolean'], ['blank', 'boolean']]);
    expect(byName(fieldsOf('pageHero'), 'images')).toMatchObject({ kind: 'list', max: 20, item: { kind: 'image' } });
    expect(byName(fieldsOf('pageCustom'), 'html').kind).toBe('richText');
    expect(byName(fieldsOf('pageTitle'), 'title').kind).toBe('text');
  });

  it('start a new item with each prop’s default and empty required texts', () => {
    const buttons = byName(fieldsOf('pageHero'), 'buttons') as Extract<PropField, { kind: 'list' }>;
    expect(emptyValueOf(buttons.item)).toEqual({ text: '', color: 'primary', outlined: false, blank: false });
    const testimonials = byName(fieldsOf('pageTestimonials'), 'items') as Extract<PropField, { kind: 'list' }>;
    expect(emptyValueOf(testimonials.item)).toEqual({ name: '', content: '' });
  });
});
