import { useId } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import { contributionPath, MAX_BLOG_POSTS_PER_PAGE } from '@relais/domain';
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
import { Byline } from '../lists/byline.tsx';
import { BlogPostCard, BlogPostCardPlaceholder, CARD_GRID_SX, postsOf } from './blog-post-card.tsx';

type Props = BlockProps<'pageBlogPosts'>;
type ListProps = Extract<Props, { screen: 'main' }>;
type PostProps = Extract<Props, { screen: '/:id' }>;

const pageCountOf = (document: { meta?: Record<string, unknown> } | undefined): number => {
  const page = (document?.meta?.page ?? {}) as { lastPage?: unknown };
  return typeof page.lastPage === 'number' && page.lastPage > 0 ? page.lastPage : 1;
};

const totalOf = (document: { meta?: Record<string, unknown> } | undefined): number | null => {
  const page = (document?.meta?.page ?? {}) as { total?: unknown };
  return typeof page.total === 'number' ? page.total : null;
};

const canCreateOf = (document: { meta?: Record<string, unknown> } | undefined): boolean => (document?.meta?.permissions as { create?: unknown } | undefined)?.create === true;

function Heading({ props, headingLevel, page }: Pick<Props, 'props' | 'headingLevel'> & { page: { title: string } }) {
  // First on the page the block carries its h1: the page's title when the block has none.
  const title = props.title || (headingLevel === 1 ? page.title : '');
  if (!title) return null;
  return (
    <BlockHeading level={headingLevel} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
      {title}
    </BlockHeading>
  );
}

/** Published posts, newest first, a page at a time, with the quick search and an empty state. */
function BlogPostList({ props, headingLevel, data, page }: ListProps) {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const search = (searchParams.get('q') ?? '').trim();
  const posts = postsOf(data.posts);
  const pageNumber = Math.max(1, Number(searchParams.get('page')) || 1);
  const total = totalOf(data.posts);
  const statusId = useId();
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Heading props={props} headingLevel={headingLevel} page={page} />
      {props.subtitle && <Typography sx={{ color: 'text.secondary', mb: 2 }}>{props.subtitle}</Typography>}
      {/* Contributors write from the site: the list's answer says whether the reader may create. */}
      {canCreateOf(data.posts) && (
        <Button component={SmartLink} href={contributionPath('blog-posts')} variant="outlined" sx={{ mb: 2 }}>
          {t('contributions.writePost')}
        </Button>
      )}
      <ListSearch messages="blog" />
      {/* The count of what a search found, read out politely when it changes. */}
      <Typography id={statusId} role="status" variant="body2" sx={{ color: 'text.secondary', mb: 2, minHeight: '1.5em' }}>
        {search && total !== null ? t('blog.results', { count: total }) : ''}
      </Typography>
      {posts.length === 0 ? (
        <Box sx={{ py: 6, textAlign: 'center' }}>
          <Typography>{search ? t('blog.noResults', { search }) : t('blog.empty')}</Typography>
        </Box>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {posts.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} pagePath={page.path} headingLevel={nextLevel(headingLevel)} />
            </li>
          ))}
        </Box>
      )}
      <ListPagination page={pageNumber} count={pageCountOf(data.posts)} messages="blog" />
    </Container>
  );
}

/** One post: its title as the document title and h1, its date, picture and content, and the way back. */
function BlogPostScreen({ data, page }: PostProps) {
  const { t } = useTranslation();
  const [post] = postsOf(data.post);
  // The screen names itself: "{site} - {post}", and "{post} has loaded" for screen readers.
  // Its meta description is its summary, else the start of its text (the site's when it has neither).
  useDocumentTitle(post?.title ?? null, false, post?.shortDescription || post?.content || null);
  if (!post) return null;
  const contentLocale = fallbackLocaleOf(post, 'content');
  return (
    <Container maxWidth="md" sx={{ py: 4 }}>
      <Box component="article">
        <Button component={SmartLink} href={page.path} sx={{ mb: 2 }}>
          {t('blog.backToList')}
        </Button>
        <BlockHeading level={1} variant="h3" sx={{ fontWeight: 700, mb: 1 }}>
          <InLanguageText locale={fallbackLocaleOf(post, 'title')} isMarked>
            {post.title}
          </InLanguageText>
        </BlockHeading>
        <Byline item={post} messages="blog" sx={{ mb: 3 }} />
        {post.image?.url && <Box component="img" src={post.image.url} alt="" sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 1, mb: 3, display: 'block' }} />}
        {post.content && (
          <Box lang={contentLocale}>
            <RichText html={post.content} />
          </Box>
        )}
        {post.externalUrl && (
          <Button component={SmartLink} href={post.externalUrl} isBlank variant="outlined" sx={{ mt: 3 }}>
            {t('blog.readOriginal')}
          </Button>
        )}
        {/* The shared interactions: like, share, report, then the comments. */}
        <Box sx={{ mt: 4 }}>
          <InteractionBar target={{ type: 'blog-posts', id: post.id }} title={post.title} likesCount={post.likesCount ?? 0} />
        </Box>
        <Box sx={{ mt: 4 }}>
          <ItemHistory target={{ type: 'blog-posts', id: post.id }} />
          <CommentThread target={{ type: 'blog-posts', id: post.id }} item={{ hasComments: post.hasComments ?? true, publishedAt: post.publishedAt }} headingLevel={2} />
        </Box>
      </Box>
    </Container>
  );
}

/** The blog block's screens with their data: its list on the page, and at `{page}/:id` the post (spec, platform §2). */
export function BlogPosts(blockProps: Props) {
  return blockProps.screen === '/:id' ? <BlogPostScreen {...blockProps} /> : <BlogPostList {...blockProps} />;
}

/** While the list first loads: its heading's room and a page of card placeholders. */
function BlogPostsPlaceholder({ props }: { props: Record<string, unknown> }) {
  const perPage = typeof props.perPage === 'number' ? Math.min(Math.max(1, props.perPage), MAX_BLOG_POSTS_PER_PAGE) : 9;
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      <Box sx={{ height: 48, mb: 1 }} />
      <Box sx={{ height: 40, mb: 3 }} />
      <Box sx={{ height: 24, mb: 2 }} />
      <Box component="ul" aria-hidden sx={CARD_GRID_SX}>
        {Array.from({ length: perPage }, (_, index) => (
          <li key={index}>
            <BlogPostCardPlaceholder />
          </li>
        ))}
      </Box>
    </Container>
  );
}

/** The blog block as the page renders it: it reads its screen's data first. */
export const PageBlogPosts = withScreenData('pageBlogPosts', BlogPosts, BlogPostsPlaceholder);
