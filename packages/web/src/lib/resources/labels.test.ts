import { describe, expect, it } from 'vitest';
import { registry } from '@relais/domain';
import { namingFieldsOf, ownFieldLabel, recordLabel, recordSummary, recordTitle, recordTitleLocale } from './labels.ts';

describe('the names the back office gives records', () => {
  it('shows each grid link cell’s own field: a user’s e-mail column reads the e-mail, not the name', () => {
    const user = { id: 'u-1', fullName: 'Ada Lovelace', email: 'ada@example.org' };
    expect(ownFieldLabel(user, 'email')).toBe('ada@example.org');
    expect(ownFieldLabel(user, 'fullName')).toBe('Ada Lovelace');
    expect(ownFieldLabel({ ...user, email: '' }, 'email')).toBe('Ada Lovelace');
  });

  it('titles a record without a naming field by the start of its text, never its id', () => {
    const message = { id: '6f1c1a2e-0000-4000-8000-000000000001', content: '<p>Has anyone tried the <strong>new</strong> eye-tracking&nbsp;tablet with a switch? It works with our app.</p>' };
    expect(recordLabel(message)).toBe('Has anyone tried the new eye-tracking tablet with a switch?…');
    expect(recordLabel({ id: 'c-1', content: '<p>Short.</p>' })).toBe('Short.');
  });

  it('prefers the naming field, and falls back to the id only when there is no text at all', () => {
    expect(recordLabel({ id: 'x', name: 'Acme', content: 'Text' })).toBe('Acme');
    expect(recordLabel({ id: 'x', content: '<p> </p>' })).toBe('x');
  });

  it('titles a record by its kind’s declared title field, cut when that field is a long text', () => {
    const requests = registry.get('publication-requests');
    const request = { id: 'r-1', type: 'publication-requests', status: 'pending', description: 'Please publish our guide to switch access before the autumn workshops begin next month.' };
    expect(recordTitle(requests, request)).toBe('Please publish our guide to switch access before the autumn…');
    const article = { id: 'a-1', title: 'Guide', name: 'Other', fallbackLocales: { title: 'fr' } };
    expect(recordTitle(registry.get('articles'), article)).toBe('Guide');
    expect(recordLabel(article)).toBe('Other');
    expect(recordTitleLocale(registry.get('articles'), article)).toBe('fr');
    expect(recordTitle(registry.get('articles'), { id: 'a-2', title: '' })).toBe('a-2');
  });

  it('asks for the declared title field first when a list names related records', () => {
    expect(namingFieldsOf(registry.get('publication-requests'))[0]).toBe('description');
    expect(namingFieldsOf(registry.get('categories'))).toEqual(['name']);
  });

  it('sums a record up by its kind’s declared summary field, and by nothing when the kind declares none', () => {
    expect(recordSummary(registry.get('articles'), { id: 'a-1', title: 'Guide', shortDescription: ' Switches, step by step. ' })).toBe('Switches, step by step.');
    expect(recordSummary(registry.get('tags'), { id: 't-1', name: 'Braille' })).toBe('');
    expect(recordSummary(registry.get('articles'), null)).toBe('');
  });
});
