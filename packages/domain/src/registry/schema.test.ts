import { describe, expect, it } from 'vitest';
import type { AttributeDefinition } from './fields.ts';
import { registry } from '../resources/index.ts';
import { isWritableAttribute, ruleOf, schemaOf, valueProblem } from './schema.ts';

/** A value the attribute accepts. */
function validValue(attribute: AttributeDefinition): unknown {
  const within = (value: number) => Math.min(Math.max(value, attribute.min ?? -Infinity), attribute.max ?? Infinity);
  switch (attribute.kind) {
    case 'text':
    case 'richText':
      return 'x'.repeat(within(Math.max(attribute.min ?? 1, 1)));
    case 'enum':
      return attribute.values![0];
    case 'integer':
    case 'money':
    case 'decimal':
      return within(1);
    case 'boolean':
      return true;
    case 'date':
      return '2024-02-29';
    case 'datetime':
      return '2024-02-29T10:30:00+01:00';
    case 'stringList':
      return Array.from({ length: attribute.min ?? 0 }, () => 'item');
    case 'json':
      return {};
  }
}

/** A value that breaks the attribute, and the rule it breaks; none when the declaration bounds nothing breakable. */
function invalidValue(attribute: AttributeDefinition): [unknown, string] {
  switch (attribute.kind) {
    case 'text':
    case 'richText':
      return attribute.max !== undefined ? ['x'.repeat(attribute.max + 1), 'max'] : [42, 'string'];
    case 'enum':
      return ['not-a-value', 'enum'];
    case 'integer':
    case 'money':
      return attribute.max !== undefined ? [attribute.max + 1, 'max'] : [1.5, 'integer'];
    case 'decimal':
      return ['12', 'number'];
    case 'boolean':
      return ['yes', 'boolean'];
    case 'date':
      return ['2023-02-29', 'date'];
    case 'datetime':
      return ['2024-02-29 10:30', 'datetime'];
    case 'stringList':
      return [[1, 2], 'string'];
    case 'json':
      return attribute.max !== undefined ? ['x'.repeat(attribute.max), 'max'] : ['\u0000', 'string'];
  }
}

const issuesOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; code: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => ({ path: issue.path.join('.'), rule: ruleOf(issue as never, issue.code) }));

describe('schemas derived from the declarations', () => {
  for (const resource of registry.resources) {
    const writable = Object.entries(resource.attributes).filter(([, attribute]) => isWritableAttribute(attribute));

    it(`${resource.type}: a create with every writable attribute valid passes, and one without the required ones names them`, () => {
      const valid = Object.fromEntries(writable.map(([name, attribute]) => [name, validValue(attribute)]));
      expect(issuesOf(schemaOf(resource, 'create').safeParse(valid))).toEqual([]);
      const required = writable.filter(([, attribute]) => attribute.required).map(([name]) => name);
      const issues = issuesOf(schemaOf(resource, 'create').safeParse({}));
      expect(issues.map((issue) => issue.path).sort()).toEqual([...required].sort());
      expect(issuesOf(schemaOf(resource, 'update').safeParse({}))).toEqual([]);
    });

    it(`${resource.type}: each attribute's bound or type is refused at its own name, with the server's rule`, () => {
      for (const [name, attribute] of writable) {
        const [value, expected] = invalidValue(attribute);
        const paths = issuesOf(schemaOf(resource, 'update').safeParse({ [name]: value })).map((issue) => issue.path);
        expect(paths.length, `${resource.type}.${name}`).toBeGreaterThan(0);
        expect(paths.every((path) => path === name || path.startsWith(`${name}.`)), `${resource.type}.${name}: ${paths.join(', ')}`).toBe(true);
        expect(valueProblem(attribute, value)?.rule, `${resource.type}.${name}`).toBe(expected);
      }
    });

    it(`${resource.type}: read-only, computed and unknown attributes are refused`, () => {
      const refused = Object.entries(resource.attributes).filter(([, attribute]) => !isWritableAttribute(attribute)).map(([name]) => name);
      for (const name of [...refused, 'noSuchAttribute']) {
        expect(schemaOf(resource, 'update').safeParse({ [name]: null }).success, `${resource.type}.${name}`).toBe(false);
      }
    });
  }

  it('accepts a translatable required value given in another language only', () => {
    const pages = registry.get('app-pages');
    expect(issuesOf(schemaOf(pages, 'create').safeParse({ path: '/x', translations: { fr: { title: 'Accueil' } } }))).toEqual([]);
    // A language the site does not have is refused, and gives no title.
    expect(issuesOf(schemaOf(pages, 'create').safeParse({ path: '/x', translations: { xx: { title: 'Home' } } })).map((issue) => issue.path)).toEqual(['translations', 'title']);
  });

  it('counts characters as people do, and lets an empty text through to the required rule', () => {
    const lastName = registry.get('users').attributes.lastName!;
    expect(valueProblem(lastName, '😀'.repeat(100))).toBeNull();
    expect(valueProblem(lastName, '')).toBeNull();
    expect(valueProblem(lastName, null)).toBeNull();
  });
});
