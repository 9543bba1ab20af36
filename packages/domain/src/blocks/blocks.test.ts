import { describe, expect, it } from 'vitest';
import { BLOCK_NAMES, BLOCK_TYPES } from './catalogue.ts';
import { BLOCK_DECLARATIONS } from './index.ts';

const issuesOf = (name: keyof typeof BLOCK_DECLARATIONS, props: unknown) => {
  const result = BLOCK_DECLARATIONS[name].props.safeParse(props);
  return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
};

describe('the block declarations', () => {
  it('declare every type of the catalogue once, with its catalogue facts', () => {
    expect(Object.keys(BLOCK_DECLARATIONS).sort()).toEqual([...BLOCK_NAMES].sort());
    for (const name of BLOCK_NAMES) {
      const declaration = BLOCK_DECLARATIONS[name];
      expect(declaration.name).toBe(name);
      expect(declaration.hasHeading).toBe(BLOCK_TYPES[name].hasHeading);
      expect(declaration.description.length).toBeGreaterThan(10);
    }
  });

  it('start every block with defaults its own schema accepts', () => {
    for (const name of BLOCK_NAMES) expect(issuesOf(name, BLOCK_DECLARATIONS[name].defaults)).toEqual([]);
  });

  it('complete props with their defaults', () => {
    expect(BLOCK_DECLARATIONS.pageTitle.props.parse({ title: 'About' })).toEqual({ title: 'About', align: 'left', size: 'normal', reverse: false });
    expect(BLOCK_DECLARATIONS.pageHero.props.parse({ buttons: [{ text: 'Go', url: '/go' }] }).buttons).toEqual([{ text: 'Go', url: '/go', color: 'primary', outlined: false, blank: false }]);
  });

  it('name the prop that is wrong: unknown, of the wrong type, out of bounds, or a script link', () => {
    expect(issuesOf('pageTitle', { title: 'A', colour: 'red' })).toEqual(['']);
    expect(issuesOf('pageTitle', { title: 'A', align: 'middle' })).toEqual(['align']);
    expect(issuesOf('pageContent', { itemsPerRow: 7 })).toEqual(['itemsPerRow']);
    expect(issuesOf('pageContent', { display: 'carousel', itemsPerRow: 3 })).toEqual(['itemsPerRow']);
    expect(issuesOf('pageContent', { items: [{ title: 'x'.repeat(301) }] })).toEqual(['items.0.title']);
    expect(issuesOf('pageButtons', { buttons: [{ text: 'Click', url: 'javascript:alert(1)' }] })).toEqual(['buttons.0.url']);
    expect(issuesOf('pageButtons', { buttons: [{ text: 'Nowhere' }] })).toEqual(['buttons.0.url']);
    expect(issuesOf('pageHero', { images: [{ url: 'data:image/png;base64,AAAA' }] })).toEqual(['images.0.url']);
  });

  it('list where rich text is, for the server to sanitise', () => {
    expect(BLOCK_DECLARATIONS.pageContent.richText).toEqual(['items.*.content']);
    expect(BLOCK_DECLARATIONS.pageTitle.richText).toEqual([]);
  });
});
