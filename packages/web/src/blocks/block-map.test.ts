import { describe, expect, it } from 'vitest';
import { BLOCK_NAMES, BLOCK_TYPES } from '@relais/domain';
import type { BlockName } from '@relais/domain';
import { BLOCKS, findBlock, HEADING_BLOCKS } from './block-map.ts';

describe('the block map', () => {
  it('has a component for every declared block type, and only those', () => {
    expect(Object.keys(BLOCKS).sort()).toEqual([...BLOCK_NAMES].sort());
    expect(findBlock('marquee')).toBeNull();
    expect(findBlock('toString')).toBeNull();
    expect(findBlock('pageHero')).toBe(BLOCKS.pageHero);
  });

  it('takes from the catalogue which blocks open with a heading', () => {
    expect([...HEADING_BLOCKS].sort()).toEqual(BLOCK_NAMES.filter((name) => BLOCK_TYPES[name].hasHeading).sort());
  });

  it('does not compile a map that misses a declared block type', () => {
    // @ts-expect-error pageButtons (and others) are declared but have no component here.
    const incomplete: Record<BlockName, unknown> = { pageHero: BLOCKS.pageHero };
    expect(Object.keys(incomplete)).toHaveLength(1);
  });
});
