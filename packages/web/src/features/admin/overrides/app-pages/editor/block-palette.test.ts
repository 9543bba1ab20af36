import { describe, expect, it } from 'vitest';
import { BLOCK_NAMES, BLOCK_TYPES } from '@relais/domain';
import type { BlockName } from '@relais/domain';
import { featuresOn } from '../../../../../test/fixtures.ts';
import { availableBlocks } from './block-palette.tsx';

/** The areas' blocks: those a feature enables (the blog's, the articles'…). */
const AREA_BLOCKS: BlockName[] = BLOCK_NAMES.filter((name) => BLOCK_TYPES[name].feature !== null);

describe('the palette’s block types', () => {
  it('offers a type only when the feature enabling it is on', () => {
    const catalogue = { ...BLOCK_TYPES, pageContact: { ...BLOCK_TYPES.pageContact, feature: 'newsletter' as const } };
    const withoutFeature = BLOCK_NAMES.filter((name) => !AREA_BLOCKS.includes(name));
    expect(availableBlocks(featuresOn({}), catalogue)).toEqual(withoutFeature.filter((name) => name !== 'pageContact'));
    expect(availableBlocks(featuresOn({ newsletter: true }), catalogue)).toEqual(withoutFeature);
  });

  it('offers the blog’s blocks only while blog posts are on, the articles’ while articles are, and every other type always', () => {
    const always = BLOCK_NAMES.filter((name) => !AREA_BLOCKS.includes(name));
    expect(availableBlocks(featuresOn({}))).toEqual(always);
    expect(availableBlocks(featuresOn({ blogPosts: true }))).toEqual(BLOCK_NAMES.filter((name) => always.includes(name) || BLOCK_TYPES[name].feature === 'blogPosts'));
    expect(availableBlocks(featuresOn({ articles: true }))).toEqual(BLOCK_NAMES.filter((name) => always.includes(name) || BLOCK_TYPES[name].feature === 'articles'));
    expect(availableBlocks(featuresOn(Object.fromEntries(AREA_BLOCKS.map((name) => [BLOCK_TYPES[name].feature, true]))))).toEqual(BLOCK_NAMES);
  });

  it('offers the calendar only while the calendar is on', () => {
    expect(availableBlocks(featuresOn({ calendar: true }))).toContain('pageCalendar');
    expect(availableBlocks(featuresOn({ calendar: false }))).not.toContain('pageCalendar');
  });
});
