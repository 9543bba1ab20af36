import { describe, expect, it } from 'vitest';
import { BLOCK_DECLARATIONS } from '@relais/domain';
import { forumPage } from './forum.ts';
import { DEMO_PAGES } from './index.ts';
import { demoMenu } from './menu.ts';

describe('the demo forum', () => {
  it('puts the forum block on /forum, valid in both languages, linked from the main menu', () => {
    expect(DEMO_PAGES).toContain(forumPage);
    const [block] = forumPage.components;
    expect(block?.name).toBe('pageForum');
    for (const props of [block!.props.en, block!.props.fr]) expect(BLOCK_DECLARATIONS.pageForum.props.safeParse(props).success).toBe(true);
    expect(demoMenu.some((item) => item.pagePath === '/forum')).toBe(true);
  });
});
