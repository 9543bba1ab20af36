import { describe, expect, it } from 'vitest';
import { BLOCK_DECLARATIONS } from '@relais/domain';
import { ARTICLES_PATH, articlesPage, GUIDES_ALERT } from './articles.ts';
import { MORE_GUIDES } from './content-library.ts';
import { demoMenu } from './menu.ts';

describe('the demo articles', () => {
  it('put the articles block for the Guides category on /articles, valid in both languages, linked from the main menu', () => {
    const page = articlesPage('guides-id');
    expect(page.path).toBe(ARTICLES_PATH);
    const [block] = page.components;
    expect(block?.name).toBe('pageArticles');
    for (const props of [block!.props.en, block!.props.fr]) {
      expect(BLOCK_DECLARATIONS.pageArticles.props.parse(props)).toMatchObject({ category: 'guides-id', perPage: 6 });
    }
    expect(demoMenu.some((item) => item.pagePath === ARTICLES_PATH)).toBe(true);
  });

  it('have ten more guides in English and French beyond the first two, and an alert in both', () => {
    expect(MORE_GUIDES).toHaveLength(10);
    for (const guide of MORE_GUIDES) for (const text of [guide.title, guide.shortDescription, guide.content]) expect(text.en && text.fr && text.en !== text.fr).toBeTruthy();
    expect(GUIDES_ALERT.alertText.fr).not.toBe(GUIDES_ALERT.alertText.en);
  });
});
