import { describe, expect, it } from 'vitest';
import { BLOCK_NAMES, BLOCK_TYPES } from '@relais/domain';
import { featuresOn } from '../../../../../test/fixtures.ts';
import { availableBlocks } from './block-palette.tsx';

describe('the palette’s block types', () => {
  it('offers a type only when the feature enabling it is on', () => {
    const catalogue = { ...BLOCK_TYPES, pageContact: { ...BLOCK_TYPES.pageContact, feature: 'newsletter' as const } };
    expect(availableBlocks(featuresOn({}), catalogue)).toEqual(BLOCK_NAMES.filter((name) => name !== 'pageContact'));
    expect(availableBlocks(featuresOn({ newsletter: true }), catalogue)).toEqual(BLOCK_NAMES);
  });

  it('offers every type of today’s catalogue, none of which needs a feature', () => {
    expect(availableBlocks(featuresOn({}))).toEqual(BLOCK_NAMES);
  });
});
