import { describe, expect, it } from 'vitest';
import { ACCESS_LEVELS, ROLES } from './access.ts';
import { FEATURE_FLAGS, parseFeatures } from './features.ts';
import { LOCALES, negotiateLocale } from './locales.ts';

describe('feature flags', () => {
  it('turns every feature on when nothing is configured', () => {
    const { features, unknown } = parseFeatures(undefined, undefined);
    expect(unknown).toEqual([]);
    expect(Object.values(features).every(Boolean)).toBe(true);
    expect(Object.keys(features)).toHaveLength(FEATURE_FLAGS.length);
  });

  it('keeps only the listed features, less the disabled ones', () => {
    const { features } = parseFeatures('forum,rental,blogPosts', 'rental');
    expect(features.forum).toBe(true);
    expect(features.blogPosts).toBe(true);
    expect(features.rental).toBe(false);
    expect(features.surveys).toBe(false);
  });

  it('names the unknown features so the start can refuse them', () => {
    expect(parseFeatures('forum,fourm', 'rentl').unknown).toEqual(['fourm', 'rentl']);
  });
});

describe('locales', () => {
  it('has the seven interface languages, English first', () => {
    expect(LOCALES).toEqual(['en', 'fr', 'it', 'es', 'ca', 'da', 'ro']);
  });

  it('picks the best supported language of an Accept-Language header', () => {
    expect(negotiateLocale('de-DE,de;q=0.9,fr;q=0.8,en;q=0.5')).toBe('fr');
    expect(negotiateLocale('ro-RO')).toBe('ro');
    expect(negotiateLocale('en;q=0.2, ca;q=0.9')).toBe('ca');
  });

  it('falls back when nothing matches or the header is absent', () => {
    expect(negotiateLocale('de, ja')).toBe('en');
    expect(negotiateLocale(undefined, LOCALES, 'fr')).toBe('fr');
    expect(negotiateLocale('fr;q=0')).toBe('en');
  });
});

describe('roles and access levels', () => {
  it('has the seven roles of the spec and the two statistics roles (views only, downloads only)', () => {
    expect(ROLES).toHaveLength(9);
    expect(ROLES.slice(-2)).toEqual(['stats_views', 'stats_downloads']);
  });

  it('weighs member level 1 at 300 and orders the levels by weight', () => {
    expect(ACCESS_LEVELS.find((level) => level.id === 'member_level_1')?.weight).toBe(300);
    const weights = ACCESS_LEVELS.map((level) => level.weight);
    expect([...weights].sort((a, b) => a - b)).toEqual(weights);
  });
});
