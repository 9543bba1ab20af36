import { useTranslation } from '../../lib/i18n/i18n.ts';
import { useId } from 'react';
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { Button } from '../../components/button.tsx';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { isSafeHref, yearOf } from '@relais/domain';
import { Container } from '../../components/container.tsx';
import { InLanguageText } from '../../components/in-language.tsx';
import { Notice } from '../../components/notice.tsx';
import { SmartLink } from '../../components/smart-link.tsx';
import { fallbackLocaleOf } from '../../lib/jsonapi.ts';
import type { BlockProps } from '../block-types.ts';
import { ListPagination, ListSearch, yearsSince } from '../lists/list-controls.tsx';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';
import { ArticlesNavigation, layoutOf, NAVIGATION_GRID_SX } from './articles-navigation.tsx';
import { ArticleCard } from './article-card.tsx';
import { CARD_GRID_SX } from '../lists/card-grid.tsx';
import { canCreateOf, pageCountOf, totalOf } from '../lists/list-meta.ts';
import { articlePath, articlesOf, ArticleTitle, modelsOf, PublishedOn } from './article-model.tsx';
import type { Article, Category } from './article-model.tsx';

type Props = BlockProps<'pageArticles'>;
type ListProps = Extract<Props, { screen: 'main' }>;


/** Where a member writes an article in the category (the contributions screen). */
export const newArticlePath = (categoryId: string) => `/account/contributions/articles/new?category=${encodeURIComponent(categoryId)}`;

/** The category's alert, with its link when it has one that is safe to follow. */
function CategoryAlert({ category }: { category: Category | undefined }) {
  if (!category?.alertText) return null;
  const href = category.alertLinkUrl && isSafeHref(category.alertLinkUrl) ? category.alertLinkUrl : null;
  return (
    <Notice sx={{ mb: 3 }}>
      <InLanguageText locale={fallbackLocaleOf(category, 'alertText')}>{category.alertText}</InLanguageText>
      {href && (
        <>
          {' '}
          <SmartLink href={href} isBlank={!href.startsWith('/')}>
            {category.alertLinkText || href}
          </SmartLink>
        </>
      )}
    </Notice>
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
export function ArticleList({ props, headingLevel, data, page }: ListProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const statusId = useId();
  const search = (searchParams.get('q') ?? '').trim();
  const year = yearOf(Object.fromEntries(searchParams));
  const [category] = modelsOf<Category>(data.category);
  const articles = articlesOf(data.articles);
  const layout = layoutOf(props, category);
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const total = totalOf(data.articles);
  const canCreate = canCreateOf(data.articles);
  const itemLevel = nextLevel(headingLevel);
  let shown: ReactNode;
  if (articles.length === 0) {
    const next = search ? t('articles.noResults', { search }) : year !== null ? t('articles.noneInYear', { year }) : !props.category ? t('articles.noCategory') : category?.allowContributions && canCreate ? t('articles.emptyWrite') : t('articles.empty');
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
      {props.category && <ListSearch messages="articles" years={yearsSince(data.oldest)} />}
      {/* The count of what a search found, read out politely when it changes. */}
      <Typography id={statusId} role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {(search || year !== null) && total !== null ? t('articles.results', { count: total }) : ''}
      </Typography>
      {shown}
      {/* Every layout pages past what one read holds; the pagination layout a page at a time. */}
      <ListPagination page={pageNumber} count={pageCountOf(data.articles)} messages="articles" />
    </Container>
  );
}
