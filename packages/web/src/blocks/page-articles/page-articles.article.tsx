import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { isSafeHref } from '@relais/domain';
import { Button } from '../../components/button.tsx';
import { Container } from '../../components/container.tsx';
import { CommentThread, ItemHistory, InteractionBar } from '../../components/interactions/index.ts';
import { InLanguageText } from '../../components/in-language.tsx';
import { Notice } from '../../components/notice.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading } from '../shared/block-heading.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { articlePath, articlesOf, ArticleTitle, modelsOf, PublishedOn } from './article-model.tsx';
import type { Article, Category } from './article-model.tsx';
import { ArticlesNavigation, layoutOf, NAVIGATION_GRID_SX } from './articles-navigation.tsx';

type ArticleProps = Extract<BlockProps<'pageArticles'>, { screen: '/:article' }>;

/** The article before and after this one in its category, for a reader going through them in order. */
function Neighbours({ titles, current, pagePath, category }: { titles: Article[]; current: string; pagePath: string; category: Category | undefined }) {
  const { t } = useTranslation();
  const index = titles.findIndex((article) => article.id === current);
  if (index < 0) return null;
  const before = titles[index - 1];
  const after = titles[index + 1];
  if (!before && !after) return null;
  return (
    <Box component="nav" aria-label={t('articles.neighbours', { category: category?.name ?? '' })} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap', mt: 4 }}>
      {before ? (
        <SmartLink href={articlePath(pagePath, before)}>
          {t('articles.previousArticle')} <ArticleTitle article={before} />
        </SmartLink>
      ) : (
        <span />
      )}
      {after && (
        <SmartLink href={articlePath(pagePath, after)}>
          {t('articles.nextArticle')} <ArticleTitle article={after} />
        </SmartLink>
      )}
    </Box>
  );
}

/** One article: its title as the document title and h1, its date, picture, content and source, the interactions and the way back. */
export function ArticleScreen({ props, data, page }: ArticleProps) {
  const { t } = useTranslation();
  const [article] = articlesOf(data.article);
  const [category] = modelsOf<Category>(data.category);
  const titles = articlesOf(data.titles);
  // The screen names itself: "{site} - {article}", and "{article} has loaded" for screen readers.
  useDocumentTitle(article?.title ?? null, false, article?.shortDescription || article?.content || null);
  if (!article) return null;
  const layout = layoutOf(props, category);
  const body = (
    <Box component="article">
      <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
        {t('articles.backToList', { page: page.title })}
      </Button>
      <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
        <InLanguageText locale={fallbackLocaleOf(article, 'title')} isMarked>
          {article.title}
        </InLanguageText>
      </BlockHeading>
      {article.status && article.status !== 'published' && (
        <Notice tone="warning" sx={{ mb: 2 }}>
          {t(article.status === 'draft' ? 'articles.draft' : 'articles.unlisted')}
        </Notice>
      )}
      <PublishedOn article={article} />
      <Box sx={{ mb: 3 }} />
      {article.image?.url && <Box component="img" src={article.image.url} alt="" sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, mb: 3, display: 'block' }} />}
      {article.content && (
        <Box lang={fallbackLocaleOf(article, 'content')}>
          <RichText html={article.content} />
        </Box>
      )}
      {article.source && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 2 }}>
          {t('articles.source')} <InLanguageText locale={fallbackLocaleOf(article, 'source')}>{article.source}</InLanguageText>
        </Typography>
      )}
      {article.externalUrl && isSafeHref(article.externalUrl) && (
        <Button component={SmartLink} href={article.externalUrl} isBlank variant="outlined" sx={{ mt: 3 }}>
          {t('articles.readOriginal')}
        </Button>
      )}
      {/* The shared interactions: like, share, report, reminder (as the kind takes them), then the comments. */}
      <Box sx={{ mt: 4 }}>
        <InteractionBar target={{ type: 'articles', id: article.id }} title={article.title} likesCount={article.likesCount ?? 0} />
      </Box>
      {layout !== 'navigation' && <Neighbours titles={titles} current={article.id} pagePath={page.path} category={category} />}
      <Box sx={{ mt: 4 }}>
        <ItemHistory target={{ type: 'articles', id: article.id }} />
        <CommentThread target={{ type: 'articles', id: article.id }} item={{ hasComments: article.hasComments ?? true, publishedAt: article.publishedAt ?? null }} headingLevel={2} />
      </Box>
    </Box>
  );
  if (layout === 'navigation' && titles.length > 0) {
    return (
      <Container maxWidth="lg" sx={{ py: 4 }}>
        <Box sx={NAVIGATION_GRID_SX}>
          <Box sx={{ order: { xs: 2, md: 0 } }}>
            <ArticlesNavigation articles={titles} pagePath={page.path} currentId={article.id} category={category} />
          </Box>
          {body}
        </Box>
      </Container>
    );
  }
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      {body}
    </Container>
  );
}
