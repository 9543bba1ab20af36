import { useId } from 'react';
import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isSafeHref, MAX_ARTICLES_LISTED, MAX_ARTICLES_PER_PAGE } from '@relais/domain';
import { Container } from '../../components/container.tsx';
import { CommentThread, ItemHistory, InteractionBar } from '../../components/interactions/index.ts';
import { InLanguageText } from '../../components/in-language.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { BlockProps } from '../block-types.ts';
import { ListPagination, ListSearch } from '../lists/list-controls.tsx';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';
import { RichText } from '../shared/rich-text.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { ArticleCard, ArticleCardPlaceholder, articlePath, articlesOf, ArticleTitle, CARD_GRID_SX, modelsOf, PublishedOn } from './article-card.tsx';
import type { Article, Category } from './article-card.tsx';

type Props = BlockProps<'pageArticles'>;
type ListProps = Extract<Props, { screen: 'main' }>;
type ArticleProps = Extract<Props, { screen: '/:article' }>;
type Layout = NonNullable<Props['props']['layout']>;

type ListDocument = { meta?: Record<string, unknown> } | undefined;

const pageCountOf = (document: ListDocument): number => {
  const page = (document?.meta?.page ?? {}) as { lastPage?: unknown };
  return typeof page.lastPage === 'number' && page.lastPage > 0 ? page.lastPage : 1;
};

const totalOf = (document: ListDocument): number | null => {
  const page = (document?.meta?.page ?? {}) as { total?: unknown };
  return typeof page.total === 'number' ? page.total : null;
};

/** Whether the reader may write articles (the list's `meta.permissions.create`). */
const mayCreate = (document: ListDocument): boolean => (document?.meta?.permissions as { create?: unknown } | undefined)?.create === true;

/** The layout shown: the block's, else its category's (spec: pagination by default). */
const layoutOf = (props: Props['props'], category: Category | undefined): Layout => props.layout ?? category?.defaultLayoutId ?? 'pagination';

/** Where a member writes an article in the category (the contributions screen). */
export const newArticlePath = (categoryId: string) => `/account/contributions/articles/new?category=${encodeURIComponent(categoryId)}`;

/** The category's alert, with its link when it has one that is safe to follow. */
function CategoryAlert({ category }: { category: Category | undefined }) {
  if (!category?.alertText) return null;
  const href = category.alertLinkUrl && isSafeHref(category.alertLinkUrl) ? category.alertLinkUrl : null;
  return (
    <Alert severity="info" role="note" sx={{ mb: 3 }}>
      <InLanguageText locale={fallbackLocaleOf(category, 'alertText')}>{category.alertText}</InLanguageText>
      {href && (
        <>
          {' '}
          <SmartLink href={href} isBlank={!href.startsWith('/')}>
            {category.alertLinkText || href}
          </SmartLink>
        </>
      )}
    </Alert>
  );
}

/** "Write an article": for a reader who may write, in a category that takes contributions. */
function WriteLink({ category, canCreate }: { category: Category | undefined; canCreate: boolean }) {
  const { t } = useTranslation();
  if (!category?.allowContributions || !canCreate) return null;
  return (
    <Button component={SmartLink} href={newArticlePath(category.id)} variant="outlined" sx={{ mb: 3 }}>
      {t('articles.write')}
    </Button>
  );
}

function Heading({ props, headingLevel, page, category }: Pick<Props, 'props' | 'headingLevel'> & { page: { title: string }; category: Category | undefined }) {
  // First on the page the block carries its h1: the page's title when the block has none, else the category's name.
  const title = props.title || (headingLevel === 1 ? page.title : '') || category?.name || '';
  if (!title) return null;
  return (
    <BlockHeading level={headingLevel} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
      {title}
    </BlockHeading>
  );
}

/** The titles of the category as a side navigation, the one shown marked current. */
function ArticlesNavigation({ articles, pagePath, currentId, category }: { articles: Article[]; pagePath: string; currentId: string | null; category: Category | undefined }) {
  const { t } = useTranslation();
  return (
    <Box component="nav" aria-label={t('articles.navigation', { category: category?.name ?? '' })} sx={{ borderRight: { md: 1 }, borderColor: { md: 'divider' }, pr: { md: 2 } }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {articles.map((article) => {
          const isCurrent = article.id === currentId;
          return (
            <li key={article.id}>
              <Box
                component={SmartLink}
                href={articlePath(pagePath, article)}
                aria-current={isCurrent ? 'page' : undefined}
                sx={{ display: 'block', py: 1, px: 1.5, borderRadius: 1, color: isCurrent ? 'primary.contrastText' : 'text.primary', bgcolor: isCurrent ? 'primary.main' : 'transparent', fontWeight: isCurrent ? 700 : 400, textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }}
              >
                <ArticleTitle article={article} />
              </Box>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}

const NAVIGATION_GRID_SX = { display: 'grid', gap: 4, gridTemplateColumns: { xs: '1fr', md: '280px 1fr' }, alignItems: 'start' } as const;

/** The simple layout: every article in a list, title, date and summary. */
function SimpleList({ articles, pagePath, headingLevel }: { articles: Article[]; pagePath: string; headingLevel: number }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {articles.map((article) => (
        <Box component="li" key={article.id} sx={{ py: 2, borderBottom: 1, borderColor: 'divider' }}>
          <BlockHeading level={headingLevel} variant="h6" sx={{ fontWeight: 700 }}>
            <SmartLink href={articlePath(pagePath, article)}>
              <ArticleTitle article={article} />
            </SmartLink>
          </BlockHeading>
          <PublishedOn article={article} />
          {article.shortDescription && (
            <Typography sx={{ mt: 0.5 }}>
              <InLanguageText locale={fallbackLocaleOf(article, 'shortDescription')}>{article.shortDescription}</InLanguageText>
            </Typography>
          )}
        </Box>
      ))}
    </Box>
  );
}

/** The navigation layout on the list: the titles aside, the first article's summary with the way to read it. */
function NavigationSummary({ articles, pagePath, headingLevel, category }: { articles: Article[]; pagePath: string; headingLevel: number; category: Category | undefined }) {
  const { t } = useTranslation();
  const [first] = articles;
  if (!first) return null;
  return (
    <Box sx={NAVIGATION_GRID_SX}>
      <ArticlesNavigation articles={articles} pagePath={pagePath} currentId={first.id} category={category} />
      <Box component="article">
        <BlockHeading level={headingLevel} variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
          <ArticleTitle article={first} />
        </BlockHeading>
        <PublishedOn article={first} sx={{ mb: 2 }} />
        {first.shortDescription && (
          <Typography sx={{ mb: 2 }}>
            <InLanguageText locale={fallbackLocaleOf(first, 'shortDescription')}>{first.shortDescription}</InLanguageText>
          </Typography>
        )}
        <Button component={SmartLink} href={articlePath(pagePath, first)} variant="contained">
          {t('articles.read', { title: first.title })}
        </Button>
      </Box>
    </Box>
  );
}

/** A category's published articles in its layout, with its alert, the quick search and an empty state. */
function ArticleList({ props, headingLevel, data, page }: ListProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const statusId = useId();
  const search = (searchParams.get('q') ?? '').trim();
  const [category] = modelsOf<Category>(data.category);
  const articles = articlesOf(data.articles);
  const layout = layoutOf(props, category);
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const total = totalOf(data.articles);
  const canCreate = mayCreate(data.articles);
  const itemLevel = nextLevel(headingLevel);
  let shown: ReactNode;
  if (articles.length === 0) {
    const next = search ? t('articles.noResults', { search }) : !props.category ? t('articles.noCategory') : category?.allowContributions && canCreate ? t('articles.emptyWrite') : t('articles.empty');
    shown = (
      <Box sx={{ py: 6, textAlign: 'center' }}>
        <Typography>{next}</Typography>
      </Box>
    );
  } else if (layout === 'simple') {
    shown = <SimpleList articles={articles} pagePath={page.path} headingLevel={itemLevel} />;
  } else if (layout === 'navigation') {
    shown = <NavigationSummary articles={articles} pagePath={page.path} headingLevel={itemLevel} category={category} />;
  } else {
    shown = (
      <Box component="ul" sx={CARD_GRID_SX}>
        {articles.map((article) => (
          <li key={article.id}>
            <ArticleCard article={article} href={articlePath(page.path, article)} headingLevel={itemLevel} />
          </li>
        ))}
      </Box>
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Heading props={props} headingLevel={headingLevel} page={page} category={category} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      <CategoryAlert category={category} />
      <WriteLink category={category} canCreate={canCreate} />
      {props.category && <ListSearch messages="articles" />}
      {/* The count of what a search found, read out politely when it changes. */}
      <Typography id={statusId} role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {search && total !== null ? t('articles.results', { count: total }) : ''}
      </Typography>
      {shown}
      {/* Every layout pages past what one read holds; the pagination layout a page at a time. */}
      <ListPagination page={pageNumber} count={pageCountOf(data.articles)} messages="articles" />
    </Container>
  );
}

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
function ArticleScreen({ props, data, page }: ArticleProps) {
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
        <Alert severity="warning" role="note" sx={{ mb: 2 }}>
          {t(article.status === 'draft' ? 'articles.draft' : 'articles.unlisted')}
        </Alert>
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

/** The articles block's screens with their data: the category's list on the page, and at `{page}/:article` the article (spec, platform §2). */
export function Articles(blockProps: Props) {
  return blockProps.screen === '/:article' ? <ArticleScreen {...blockProps} /> : <ArticleList {...blockProps} />;
}

/** While the list first loads: its heading's, search's and status's room and a page of card placeholders. */
function ArticlesPlaceholder({ props }: { props: Record<string, unknown> }) {
  const perPage = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), MAX_ARTICLES_PER_PAGE) : 9;
  const count = props.layout === 'simple' || props.layout === 'navigation' ? Math.min(perPage, MAX_ARTICLES_LISTED) : perPage;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ height: 48, mb: 1 }} />
      <Box sx={{ height: 40, mb: 3 }} />
      <Box sx={{ height: 24, mb: 2 }} />
      <Box component="ul" aria-hidden sx={CARD_GRID_SX}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <ArticleCardPlaceholder />
          </li>
        ))}
      </Box>
    </Container>
  );
}

/** The articles block as the page renders it: it reads its screen's data first. */
export const PageArticles = withScreenData('pageArticles', Articles, ArticlesPlaceholder);
