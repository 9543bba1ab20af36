import { describe, expect, it } from 'vitest';
import { Random } from './random.ts';
import { richText, subjectTitle } from './text.ts';

describe('the volume seed\'s generator', () => {
  it('draws the same ids and texts from the same seed, others from another', () => {
    const draw = (seed: number) => {
      const random = new Random(seed);
      return { ids: [random.uuid(), random.uuid()], title: subjectTitle(random).title, body: richText(random) };
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7).ids).not.toEqual(draw(8).ids);
  });

  it('draws version-4 UUIDs, integers within bounds and distinct samples', () => {
    const random = new Random(1);
    for (let i = 0; i < 200; i++) {
      expect(random.uuid()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
      const n = random.int(3, 5);
      expect(n).toBeGreaterThanOrEqual(3);
      expect(n).toBeLessThanOrEqual(5);
      expect(new Set(random.sample([1, 2, 3, 4, 5], 3)).size).toBe(3);
    }
  });

  it('writes each text in English and French', () => {
    const random = new Random(3);
    const { title } = subjectTitle(random);
    expect(title.en).not.toEqual(title.fr);
    expect(richText(random).fr).toMatch(/^<p>/);
  });
});
