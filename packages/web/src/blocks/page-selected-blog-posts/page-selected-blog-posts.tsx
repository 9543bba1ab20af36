import { useTranslation } from '../../lib/i18n/i18n.ts';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Container } from '../../components/container.tsx';
import { selectedBlogPostsScreens } from '@relais/domain';
import type { BlockProps } from '../block-types.ts';
import { BlockHeading, nextLevel } from '../shared/block-heading.tsx';
import { withScreenData } from '../screen-data/with-screen-data.tsx';
import { CARD_GRID_SX, CardListPlaceholder, SELECTION_HEAD } from '../lists/card-grid.tsx';
import { BlogPostCard, postsOf } from '../page-blog-posts/blog-post-card.tsx';

/**
 * A few chosen blog posts in the editor's order; a chosen post the reader may not read (or deleted)
 * is left out. Each links to its screen under the page that holds the blog (`blogPath`), else this page.
 */
export function SelectedBlogPosts({ props, headingLevel, data, page }: BlockProps<'pageSelectedBlogPosts'>) {
  const { t } = useTranslation();
  const byId = new Map(postsOf(data.posts).map((post) => [post.id, post]));
  const posts = props.posts.flatMap((id) => byId.get(id) ?? []);
  return (
    <Container maxWidth="lg" sx={{ py: 4 }}>
      {props.title && (
        <BlockHeading level={headingLevel} variant="h4" sx={{ fontWeight: 700, mb: 3 }}>
          {props.title}
        </BlockHeading>
      )}
      {posts.length === 0 ? (
        <Typography sx={{ color: 'text.secondary' }}>{t('blog.noSelection')}</Typography>
      ) : (
        <Box component="ul" sx={CARD_GRID_SX}>
          {posts.map((post) => (
            <li key={post.id}>
              <BlogPostCard post={post} pagePath={props.blogPath ?? page.path} headingLevel={props.title ? nextLevel(headingLevel) : headingLevel} />
            </li>
          ))}
        </Box>
      )}
    </Container>
  );
}

function SelectedBlogPostsPlaceholder({ props }: { props: Record<string, unknown> }) {
  return <CardListPlaceholder above={SELECTION_HEAD} count={Array.isArray(props.posts) ? Math.min(props.posts.length, 3) : 0} />;
}

/** The block as the page renders it: it reads the chosen posts first. */
export const PageSelectedBlogPosts = withScreenData('pageSelectedBlogPosts', selectedBlogPostsScreens, SelectedBlogPosts, SelectedBlogPostsPlaceholder);
