import { describe, expect, it } from 'vitest';
import { appPages, defineResource, registry, text } from '@relais/domain';
import type { ResourcePolicy } from '../policies/types.ts';
import { tableOf } from '../services/tables.ts';
import type { ResourceHooks } from './hooks.ts';
import { bindKinds, defineKind } from './define-kind.ts';
import { APPLICATION_KINDS } from './application/index.ts';

describe('binding policies and hooks to kinds', () => {
  it('refuses, at start, a policy or hooks bound to a kind the registry does not declare', () => {
    const ghost = defineResource({ type: 'ghosts', attributes: { name: text() } });
    expect(() => bindKinds(registry, [...APPLICATION_KINDS, defineKind(ghost, { hooks: {} })])).toThrow(/bound to "ghosts", which the registry does not declare/);
    // A look-alike of a declared kind is not that kind either.
    const twin = defineResource({ type: 'app-pages', attributes: {} });
    expect(() => bindKinds(registry, [defineKind(twin, {})])).toThrow(/"app-pages"/);
  });

  it('refuses a kind bound twice', () => {
    expect(() => bindKinds(registry, [defineKind(appPages, {}), defineKind(appPages, {})])).toThrow(/"app-pages" is bound twice/);
  });

  it('binds every application kind once', () => {
    expect([...bindKinds(registry, APPLICATION_KINDS).keys()]).toContain('app-pages');
  });

  // Compile-time checks: `npm run lint` (tsc) fails when a `@ts-expect-error` stops being an error.
  it('types rows, values and tables from the declaration', () => {
    const policy: Pick<ResourcePolicy<typeof appPages>, 'read'> = {
      read: () => ({ isDraft: { equals: false } }),
    };
    const misspelt: Pick<ResourcePolicy<typeof appPages>, 'read'> = {
      // @ts-expect-error a misspelt field of a rule's condition does not compile
      read: () => ({ isDarft: { equals: false } }),
    };
    const hooks: ResourceHooks<typeof appPages> = {
      async beforeWrite({ values }) {
        values.path = '/';
        // @ts-expect-error a misspelt value does not compile
        values.pth = '/';
      },
    };
    const table = tableOf(appPages);
    expect(table.path).toBeDefined();
    // @ts-expect-error a misspelt column does not compile
    expect(table.pth).toBeUndefined();
    expect([policy, misspelt, hooks]).toHaveLength(3);
  });
});
