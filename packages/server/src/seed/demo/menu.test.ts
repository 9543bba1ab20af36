import { describe, expect, it } from 'vitest';
import { demoMenu } from './menu.ts';
import type { DemoMenuItem } from './menu.ts';

const flat = (items: readonly DemoMenuItem[]): DemoMenuItem[] => items.flatMap((item) => [item, ...flat(item.children ?? [])]);

describe('the demo menu', () => {
  it('leaves the way to one’s account to the account menu: no entry of its own leads there', () => {
    expect(flat(demoMenu).filter((item) => item.url?.startsWith('/account') || item.pagePath?.startsWith('/account'))).toEqual([]);
  });
});
