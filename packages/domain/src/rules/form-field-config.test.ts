import { describe, expect, it } from 'vitest';
import { checkFormFieldConfig } from './form-field-config.ts';

const rules = (...args: Parameters<typeof checkFormFieldConfig>) => checkFormFieldConfig(...args).map((error) => `${error.key}:${error.rule}`);

describe('an advanced form field’s settings', () => {
  it('takes no settings, or an empty set, for every type', () => {
    expect(rules('short_text', null)).toEqual([]);
    expect(rules('scale', {})).toEqual([]);
    expect(rules('single_choice', undefined)).toEqual([]);
  });

  it('wants the answers of a choice field distinct, non-empty texts, at most 50', () => {
    expect(rules('single_choice', { choices: ['yes', 'no'] })).toEqual([]);
    expect(rules('multiple_choice', { choices: [] })).toEqual(['choices:required']);
    expect(rules('multiple_choice', { choices: ['a', ' '] })).toEqual(['choices:required']);
    expect(rules('single_choice', { choices: ['a', 'a '] })).toEqual(['choices:distinct']);
    expect(rules('single_choice', { choices: 'a,b' })).toEqual(['choices:array']);
    expect(rules('single_choice', { choices: Array.from({ length: 51 }, (_, index) => `c${index}`) })).toEqual(['choices:max']);
    expect(rules('single_choice', { choices: ['x'.repeat(256)] })).toEqual(['choices:max']);
  });

  it('wants a scale’s bounds whole, the highest above the lowest, 21 values at most', () => {
    expect(rules('scale', { min: 1, max: 5 })).toEqual([]);
    expect(rules('scale', { min: 0, max: 20 })).toEqual([]);
    expect(rules('scale', { min: 0, max: 21 })).toEqual(['max:max']);
    expect(rules('scale', { min: 5, max: 5 })).toEqual(['max:after']);
    expect(rules('scale', { min: 11 })).toEqual(['max:after']);
    expect(rules('scale', { min: 1.5, max: 5 })).toEqual(['min:integer']);
  });

  it('refuses a setting the type does not read, and settings that are not a set', () => {
    expect(rules('short_text', { choices: ['a'] })).toEqual(['choices:unknown_field']);
    expect(rules('scale', { min: 1, max: 3, step: 1 })).toEqual(['step:unknown_field']);
    expect(rules('email', ['a'])).toEqual([':object']);
  });
});
